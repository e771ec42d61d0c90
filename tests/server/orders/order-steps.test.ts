// Spec §4's steps that follow the sailing's schedule (B/L confirm from the ETD, done from the ETA),
// refused by the server before their time in the request's language with the date; and a step taken
// back by staff with a reason the audit trail keeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderPage } from '../../../domain/api/order.ts';
import { toLocalIso } from '../../../domain/freight/dates.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import { type BookingApp, startBookingApp } from '../booking/support.ts';
import { asViewer, call, viewers } from '../freight/support.ts';

let t: BookingApp;
beforeAll(async () => {
  t = await startBookingApp();
});
afterAll(async () => {
  await t.close();
});

const customer = viewers.certified;
const staff = viewers.staff;
type Answer<T> = Omit<Awaited<ReturnType<typeof call>>, 'data'> & { data?: T };
const as = async <T = OrderDetail>(
  viewer: Viewer,
  apiPath: string,
  body: unknown,
  language = 'en',
): Promise<Answer<T>> => call(t, apiPath, body, { ...asViewer(viewer), 'accept-language': language });

const createOrder = async (): Promise<number> => {
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
  return created.data!.orderId;
};

const advance = (orderId: number, step: string, numbers: Record<string, string> = {}, language = 'en') =>
  as(staff, 'order/advanceOrder', { orderId, step, ...numbers }, language);

/** Moves an order to `declared`, the step before B/L confirm. */
const toDeclared = async (orderId: number) => {
  await advance(orderId, 'customerServiceConfirm');
  await advance(orderId, 'bookingSuccess', { bookingNumber: 'BKG-STEP-1' });
  await advance(orderId, 'packingDone');
  await advance(orderId, 'declared');
};

const scheduleOf = (orderId: number) =>
  t.db
    .selectFrom('orders')
    .innerJoin('sailingRoutes', 'sailingRoutes.id', 'orders.routeId')
    .select(['orders.etd', 'orders.pol', 'orders.pod', 'sailingRoutes.eta'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();

/** `yyyy-MM-dd HH:mm UTC+hh:mm` of an instant in a zone, as the refusal words it. */
const wordedAt = (instant: string, zone: string) => {
  const local = toLocalIso(instant, zone);
  return `${local.slice(0, 10)} ${local.slice(11, 16)} UTC${local.slice(19)}`;
};

describe('spec §4: B/L confirm not before the ETD, done not before the ETA', () => {
  it('refuses B/L confirm before the ETD and done before the ETA with the date, in both languages; the queue says from when', async () => {
    const start = t.now().getTime();
    const orderId = await createOrder();
    await toDeclared(orderId);
    const { etd, eta } = await scheduleOf(orderId);

    const early = await advance(orderId, 'billOfLadingConfirm', { blNumber: 'BL-STEP-0001' });
    const at = wordedAt(etd, 'Asia/Shanghai');
    expect([early.code, early.message]).toEqual([
      '0',
      `B/L confirm is possible once the vessel has sailed: from ${at} (port of loading time)`,
    ]);
    const earlyCn = await advance(orderId, 'billOfLadingConfirm', { blNumber: 'BL-STEP-0001' }, 'zh-CN');
    expect(earlyCn.message).toBe(`开船后才能提单确认：${at}（起运港当地时间）起可操作`);
    const queue = await as<OrderPage>(staff, 'order/listOrders', {
      step: 'declared',
      pageNo: 1,
      pageSize: 100,
    });
    expect(queue.data?.list.find((row) => row.orderId === orderId)?.nextStepFrom).toBe(
      toLocalIso(etd, 'Asia/Shanghai'),
    );
    expect((await as(staff, 'order/getOrder', { orderId })).data?.step).toBe('declared');

    t.advance(Date.parse(etd) - t.now().getTime());
    expect((await advance(orderId, 'billOfLadingConfirm', { blNumber: 'BL-STEP-0001' })).code).toBe('1');
    const billed = await advance(orderId, 'billConfirm');
    expect([billed.code, billed.data?.nextStep]).toEqual(['1', 'done']);
    expect(billed.data?.nextStepFrom).not.toBeNull();
    const tooSoon = await advance(orderId, 'done');
    expect(tooSoon.code).toBe('0');
    expect(tooSoon.message).toMatch(
      /^Done is possible once the vessel has arrived: from .+ \(port of discharge time\)$/,
    );

    t.advance(Date.parse(eta) - t.now().getTime());
    const done = await advance(orderId, 'done');
    expect([done.code, done.data?.step]).toEqual(['1', 'done']);
    t.advance(start - t.now().getTime());
  });
});

describe('spec §4: staff take a step back, with a reason the audit trail keeps', () => {
  it('one step back from the order’s step, recorded with its reason; a blank reason or a skipped step is refused', async () => {
    const orderId = await createOrder();
    await advance(orderId, 'customerServiceConfirm');
    await advance(orderId, 'bookingSuccess', { bookingNumber: 'BKG-BACK-1' });

    const blank = await as(staff, 'order/stepBackOrder', {
      orderId,
      step: 'backToCustomerServiceConfirm',
      reason: '  ',
    });
    expect([blank.code, blank.message]).toEqual([
      '400',
      'Please give the reason for taking the step back (at most 200 characters)',
    ]);
    const twoBack = await as(staff, 'order/stepBackOrder', { orderId, step: 'backToOrder', reason: 'Wrong' });
    expect(twoBack.code).toBe('0');
    const byCustomer = await as(customer, 'order/stepBackOrder', {
      orderId,
      step: 'backToCustomerServiceConfirm',
      reason: 'Mine',
    });
    expect(byCustomer.code).toBe('403');

    const back = await as(staff, 'order/stepBackOrder', {
      orderId,
      step: 'backToCustomerServiceConfirm',
      reason: 'Booking number belonged to another order',
    });
    expect([back.code, back.data?.step, back.data?.nextStep]).toEqual([
      '1',
      'customerServiceConfirm',
      'bookingSuccess',
    ]);
    expect(back.data?.history.at(-1)).toMatchObject({
      fromStatus: 'bookingSuccess',
      toStatus: 'customerServiceConfirm',
      event: 'backToCustomerServiceConfirm',
      actor: 'staff',
      reason: 'Booking number belonged to another order',
    });
    const again = await advance(orderId, 'bookingSuccess', { bookingNumber: 'BKG-BACK-2' });
    expect([again.code, again.data?.bookingNumber]).toEqual(['1', 'BKG-BACK-2']);
  });
});
