// Spec §6: the auditor reads every record of the tenant and its audit trail, and can act on none.
// An order moved through all eight booking progress steps (spec §4) and a refused space order
// (spec §3): the auditor reads each one's life (path, who moved it, when, the transitions open now)
// and every action path on them refuses the auditor; another tenant's staff find neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsolePath } from '../../../domain/api/console-paths.ts';
import { BOOKING_PROGRESS_STEPS, STAFF_USER_TYPE } from '../../../domain/constants.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import {
  type BookingApp,
  book,
  bookableSailing,
  codeOf,
  english,
  startBookingApp,
} from '../booking/support.ts';
import { asViewer, call, viewers } from '../freight/support.ts';
import { signIn } from '../support/tenants.ts';

let t: BookingApp;
const customer = viewers.certified;
let staff: Viewer = viewers.staff;
const auditor: Viewer = { ...viewers.staff, staffRoles: ['auditor'] };
const elsewhere: Viewer = { ...auditor, companyId: 2 };

/** The envelope, with the named fields a space order's answers carry beside code and message (spec §3). */
type Answer = Awaited<ReturnType<typeof call>> & { code_url: string; orderId: number; orderStatus?: string };
const as = (viewer: Viewer, path: string, body: object) =>
  call(t, path, body, { ...asViewer(viewer), ...english }) as Promise<Answer>;
const booking = (sailingId: number) =>
  book(t, customer, { sailingId, containers: [{ containerType: '20GP', quantity: 1 }] }) as Promise<Answer>;

let orderId: number;
let spaceOrderId: number;

/** An order booked by the customer and moved by staff through every step to done. */
const orderThroughEveryStep = async (): Promise<number> => {
  const rate = await t.db
    .selectFrom('rates')
    .selectAll()
    .where('etd', '>', new Date(t.now().getTime() + 14 * 24 * 3600_000).toISOString())
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const created = await as(customer, 'order/createOrder', {
    rateId: rate.id,
    containers: [{ containerType: '20GP', quantity: 1 }],
    cargoDescription: 'Lamps',
    hsCode: '940540',
    grossWeightKg: '800',
    packages: 4,
    shipper: { name: 'Suzhou Light Co.', address: 'Suzhou' },
    consignee: { name: 'Delft Lighting BV', address: 'Delft' },
  });
  const id: number = created.data.orderId;
  const advance = async (step: string, numbers: object = {}) =>
    expect((await as(staff, 'order/advanceOrder', { orderId: id, step, ...numbers })).code).toBe('1');
  await advance('customerServiceConfirm');
  await advance('bookingSuccess', { bookingNumber: 'BKG-LIFE-1' });
  await advance('packingDone');
  await advance('declared');
  const { etd, eta } = await t.db
    .selectFrom('orders')
    .innerJoin('sailingRoutes', 'sailingRoutes.id', 'orders.routeId')
    .select(['orders.etd', 'sailingRoutes.eta'])
    .where('orders.id', '=', id)
    .executeTakeFirstOrThrow();
  // B/L confirm once the vessel sailed, done once it arrived (spec §4).
  t.advance(Date.parse(etd) - t.now().getTime());
  await advance('billOfLadingConfirm', { blNumber: 'BL-LIFE-0001' });
  await advance('billConfirm');
  t.advance(Date.parse(eta!) - t.now().getTime());
  await advance('done');
  return id;
};

/** A space order paid by the customer and refused by staff with a reason. */
const refusedSpaceOrder = async (): Promise<number> => {
  const sailing = await bookableSailing(t, { '20GP': 5 });
  const booked = await booking(sailing.id);
  await call(t, 'pay/confirmSandboxPayment', { code: codeOf(booked.code_url) }, english);
  const refused = await as(staff, 'space/refuseSpaceOrder', {
    orderId: booked.orderId,
    reason: 'Vessel omitted the port',
  });
  expect(refused.orderStatus).toBe('refused');
  return booked.orderId;
};

beforeAll(async () => {
  t = await startBookingApp();
  // Staff with a name of their own: the trail names who moved each record.
  const { userId } = await signIn(t.db, { companyId: 1, userType: STAFF_USER_TYPE });
  await t.db.updateTable('users').set({ nameEn: 'Wang Ops' }).where('id', '=', userId).execute();
  staff = { ...viewers.staff, userId };
  const start = t.now().getTime();
  spaceOrderId = await refusedSpaceOrder();
  orderId = await orderThroughEveryStep();
  t.advance(start - t.now().getTime());
});
afterAll(() => t.close());

describe('spec §6: the auditor reads a record’s life and acts on none', () => {
  it('reads the order’s path through the eight steps, who moved it and when; nothing is open', async () => {
    const life = await as(auditor, ConsolePath.getRecordLife, { kind: 'order', id: orderId });
    expect(life.code).toBe('1');
    expect(life.data.status).toBe('done');
    expect(life.data.history.map((entry: { toStatus: string }) => entry.toStatus)).toEqual([
      ...BOOKING_PROGRESS_STEPS,
    ]);
    const moves = life.data.history.slice(1);
    expect(
      moves.map((entry: { actor: string; actorName: string | null }) => [entry.actor, entry.actorName]),
    ).toEqual(moves.map(() => ['staff', 'Wang Ops']));
    expect(life.data.history[0].actor).toBe('owner');
    expect(life.data.history.every((entry: { at: string }) => !Number.isNaN(Date.parse(entry.at)))).toBe(
      true,
    );
    expect(life.data.open).toEqual([]);
  });

  it('reads the refused space order’s path with the reason; its open transitions are none for the auditor', async () => {
    const life = await as(auditor, ConsolePath.getRecordLife, { kind: 'spaceOrder', id: spaceOrderId });
    expect(life.code).toBe('1');
    expect(life.data.status).toBe('refused');
    expect(life.data.history.at(-1)).toMatchObject({
      toStatus: 'refused',
      event: 'refuse',
      actor: 'staff',
      reason: 'Vessel omitted the port',
    });
    expect(life.data.open.filter((open: { offered: boolean }) => open.offered)).toEqual([]);
  });

  it('a record in the middle of its life: its open transitions are listed, none offered to the auditor, all to staff who act', async () => {
    const booked = await booking((await bookableSailing(t, { '20GP': 5 })).id);
    await call(t, 'pay/confirmSandboxPayment', { code: codeOf(booked.code_url) }, english);
    const forAuditor = await as(auditor, ConsolePath.getRecordLife, {
      kind: 'spaceOrder',
      id: booked.orderId,
    });
    expect(forAuditor.data.status).toBe('inHand');
    expect(forAuditor.data.open.map((open: { event: string }) => open.event)).toEqual([
      'complete',
      'refuse',
      'return',
    ]);
    expect(forAuditor.data.open.some((open: { offered: boolean }) => open.offered)).toBe(false);
    const forStaff = await as(staff, ConsolePath.getRecordLife, { kind: 'spaceOrder', id: booked.orderId });
    expect(forStaff.data.open.every((open: { offered: boolean }) => open.offered)).toBe(true);
  });

  it('every action path on the order and the space order refuses the auditor, and neither record moves', async () => {
    // Staff's actions refuse the auditor's role ('403'); the owner's answer anyone else's record as
    // missing ('404'), so ids cannot be probed.
    const attorneyFile = 'a'.repeat(32);
    const actions: [string, object, string][] = [
      ['order/advanceOrder', { orderId, step: 'done' }, '403'],
      ['order/stepBackOrder', { orderId, step: 'backToBillConfirm', reason: 'Audit' }, '403'],
      ['order/cancelOrder', { orderId }, '404'],
      ['space/completeSpaceOrder', { orderId: spaceOrderId }, '403'],
      ['space/refuseSpaceOrder', { orderId: spaceOrderId, reason: 'Audit' }, '403'],
      ['space/returnSpaceOrder', { orderId: spaceOrderId, reason: 'Audit' }, '403'],
      ['space/cancelSpaceOrder', { orderId: spaceOrderId }, '404'],
      ['space/resubmitSpaceOrder', { orderId: spaceOrderId, attorneyFile, note: 'Audit' }, '404'],
      ['space/openSpaceOrderPayment', { orderId: spaceOrderId }, '404'],
    ];
    const codes = await Promise.all(
      actions.map(async ([path, body]) => [path, (await as(auditor, path, body)).code]),
    );
    expect(codes).toEqual(actions.map(([path, , code]) => [path, code]));
    const [order, spaceOrder] = await Promise.all([
      as(auditor, ConsolePath.getRecordLife, { kind: 'order', id: orderId }),
      as(auditor, ConsolePath.getRecordLife, { kind: 'spaceOrder', id: spaceOrderId }),
    ]);
    expect([order.data.status, order.data.history.length]).toEqual(['done', BOOKING_PROGRESS_STEPS.length]);
    expect(spaceOrder.data.status).toBe('refused');
  });

  it('another tenant’s staff find neither record, and an id that names none is missing alike', async () => {
    for (const [kind, id] of [
      ['order', orderId],
      ['spaceOrder', spaceOrderId],
    ] as const) {
      const answer = await as(elsewhere, ConsolePath.getRecordLife, { kind, id });
      expect([answer.code, answer.message]).toEqual(['404', 'No such record']);
    }
    const none = await as(auditor, ConsolePath.getRecordLife, { kind: 'order', id: 999_999 });
    expect([none.code, none.message]).toEqual(['404', 'No such record']);
  });

  it('a customer reads no record’s life, not even their own', async () => {
    expect((await as(customer, ConsolePath.getRecordLife, { kind: 'order', id: orderId })).code).toBe('403');
  });
});
