import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderPage, OrderRate } from '../../../domain/api/order.ts';
import { BOOKING_PROGRESS_STEPS } from '../../../domain/constants.ts';
import type { OutboxEntry } from '../../../server/mail/mailer.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import { type BookingApp, startBookingApp } from '../booking/support.ts';
import { asViewer, call, viewers } from '../freight/support.ts';

// One app for the file (the freight seed gives the rates), its clock moved by the tests.
let t: BookingApp;
beforeAll(async () => {
  t = await startBookingApp();
});
afterAll(async () => {
  await t.close();
});

const english = { 'accept-language': 'en' };
const chinese = { 'accept-language': 'zh-CN' };
const customer = viewers.certified;
const otherCustomer = viewers.otherCertified;
const staff = viewers.staff;
const otherTenantStaff = { ...viewers.staff, companyId: 2 };

type Answer<T> = Omit<Awaited<ReturnType<typeof call>>, 'data'> & { data?: T };

const as = async <T = OrderDetail>(
  viewer: Viewer,
  apiPath: string,
  body: unknown,
  language = english,
): Promise<Answer<T>> => call(t, apiPath, body, { ...asViewer(viewer), ...language });

/** A rate whose sailing is still ahead of the app's clock. */
const futureRate = () =>
  t.db
    .selectFrom('rates')
    .selectAll()
    // The furthest sailing, a week ahead at least: the seed's weeks end where its week ends, so a
    // fixed span ahead finds none on some days and hours of the week.
    .where('etd', '>', new Date(t.now().getTime() + 7 * 24 * 3600_000).toISOString())
    // A rate prices its own container type: the form's line.
    .where('containerType', '=', '20GP')
    .orderBy('etd', 'desc')
    .orderBy('id')
    .executeTakeFirstOrThrow();

const form = async (overrides: Record<string, unknown> = {}) => ({
  rateId: (await futureRate()).id,
  containers: [{ containerType: '20GP', quantity: '2' }],
  cargoDescription: 'Furniture, 12 pallets',
  hsCode: '940360',
  grossWeightKg: '10250.5',
  packages: 12,
  shipper: { name: 'Ningbo Wood Co.', address: '1 Harbour Road, Ningbo' },
  consignee: { name: 'Rotterdam Home BV', address: 'Kade 2, Rotterdam' },
  remarks: 'Fragile',
  ...overrides,
});

const create = async (
  viewer: Viewer = customer,
  overrides: Record<string, unknown> = {},
  language = english,
) => as(viewer, 'order/createOrder', await form(overrides), language);

const advance = (
  orderId: number,
  step: string,
  numbers: Record<string, string> = {},
  viewer: Viewer = staff,
) => as(viewer, 'order/advanceOrder', { orderId, step, ...numbers });

/** The sailing's ETD and its route's ETA, as the schedule holds them. */
const scheduleOf = async (orderId: number) =>
  t.db
    .selectFrom('orders')
    .innerJoin('sailingRoutes', 'sailingRoutes.id', 'orders.routeId')
    .select(['orders.etd', 'sailingRoutes.eta'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();

/** Moves the clock a minute past the schedule's time a step waits for (B/L confirm: ETD, done: ETA). */
const passTheSchedule = async (orderId: number, step: string) => {
  const { etd, eta } = await scheduleOf(orderId);
  const mark = step === 'billOfLadingConfirm' ? etd : step === 'done' ? eta : null;
  if (mark !== null && Date.parse(mark) >= t.now().getTime())
    t.advance(Date.parse(mark) + 60_000 - t.now().getTime());
};

/** Back to the clock before the schedule was passed, and the abuse limits' windows as they were then. */
const restoreClock = async (at: number) => {
  t.advance(at - t.now().getTime());
  await t.db.deleteFrom('rateLimitCounters').execute();
};

/** The numbers each step needs, for walking an order through all of them. */
const NUMBERS: Record<string, Record<string, string>> = {
  bookingSuccess: { bookingNumber: 'BKG-2026-0001' },
  billOfLadingConfirm: { blNumber: 'BL-2026-0001' },
};

describe('a certified customer books an order from a rate or a saved quotation', () => {
  it('created at the first step, with its lines, cargo and parties, and the first history entry', async () => {
    const rate = await futureRate();
    const answer = await create();
    expect(answer.code).toBe('1');
    expect(answer.data).toMatchObject({
      step: 'order',
      nextStep: 'customerServiceConfirm',
      rateId: rate.id,
      quotationId: null,
      pol: rate.pol,
      pod: rate.pod,
      etd: rate.etd,
      carrier: rate.carrierScac,
      // Only the type the rate prices, at the rate's all-in price, which the order keeps.
      containers: [{ containerType: '20GP', quantity: 2, unitPrice: rate.allIn }],
      currency: rate.currency,
      amount: 2 * rate.allIn,
      hsCode: '940360',
      grossWeightKg: '10250.5',
      packages: 12,
      shipper: { name: 'Ningbo Wood Co.', address: '1 Harbour Road, Ningbo' },
      notifyParty: { name: '', address: '' },
      bookingNumber: null,
      blNumber: null,
      cutOffs: [],
      tracking: null,
    });
    expect(answer.data?.history).toEqual([
      {
        fromStatus: null,
        toStatus: 'order',
        event: 'create',
        actor: 'owner',
        actorName: null,
        reason: null,
        at: t.now().toISOString(),
      },
    ]);
    expect(answer.data?.progress.map((entry) => entry.step)).toEqual([...BOOKING_PROGRESS_STEPS]);
    expect(answer.data?.progress.filter((entry) => entry.at !== null)).toEqual([
      { step: 'order', at: t.now().toISOString() },
    ]);
  });

  it('packages up to what the order’s column holds: the most is kept, one more is refused', async () => {
    // Windows of the creation limit of their own, for these requests and for the tests after.
    t.advance(60_000);
    const most = await create(customer, { packages: 2_147_483_647 });
    expect(most.code).toBe('1');
    expect(most.data?.packages).toBe(2_147_483_647);
    for (const packages of [2_147_483_648, '2147483648', 1e308]) {
      const answer = await create(customer, { packages });
      expect([packages, answer.code, answer.message]).toEqual([
        packages,
        '400',
        'The packages must be a whole number above 0',
      ]);
    }
    t.advance(60_000);
  });

  it('spec §3: the ETD stays the instant; the port of loading’s time zone comes with it, in the list and the detail', async () => {
    const zones = new Map(
      (await t.db.selectFrom('places').select(['code', 'timeZone']).execute()).map((place) => [
        place.code,
        place.timeZone,
      ]),
    );
    const listed = (await as<OrderPage>(customer, 'order/listMyOrders', { pageSize: 100 })).data!.list;
    expect(listed.length).toBeGreaterThan(0);
    for (const row of listed) expect(row.polTimeZone).toBe(zones.get(row.pol));
    const first = listed.at(-1)!;
    const detail = await as<OrderDetail>(customer, 'order/getOrder', { orderId: first.orderId });
    expect(detail.data).toMatchObject({ etd: first.etd, polTimeZone: zones.get(first.pol) });
  });

  it('from the customer’s own saved quotation: its rate; another customer’s quotation is not found', async () => {
    const rate = await futureRate();
    await t.db
      .insertInto('quotations')
      .values({
        id: 'q-orders-test-1',
        quotationNo: 'Q20261123001',
        userId: customer.userId,
        companyId: customer.companyId,
        rateId: rate.id,
        snapshot: '{}',
        lines: '[]',
        total: 100,
        currency: 'USD',
        remark: '',
        validTo: '2099-01-01',
        createdAt: t.now().toISOString(),
      })
      .execute();
    const answer = await create(customer, { rateId: undefined, quotationId: 'q-orders-test-1' });
    expect(answer.data).toMatchObject({ rateId: rate.id, quotationId: 'q-orders-test-1' });
    const foreign = await create(otherCustomer, { rateId: undefined, quotationId: 'q-orders-test-1' });
    expect([foreign.status, foreign.code, foreign.message]).toEqual([200, '404', 'No such quotation']);
  });

  it('the form’s rules answer their messages in the request’s language', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ rateId: undefined }, 'Please choose a rate or a saved quotation'],
      [
        {
          containers: [
            { containerType: '20GP', quantity: 1 },
            { containerType: '20GP', quantity: 2 },
          ],
        },
        'Duplicate container types are not allowed',
      ],
      [{ containers: [{ containerType: '20GP', quantity: '1.5' }] }, 'The quantity must be an integer'],
      [{ containers: [] }, 'Please add at least one container type'],
      [{ cargoDescription: '  ' }, 'Please describe the cargo'],
      [{ hsCode: '12345' }, 'The HS code must be 6 to 10 digits'],
      [{ hsCode: '12345678901' }, 'The HS code must be 6 to 10 digits'],
      [
        { grossWeightKg: '1.234' },
        'The gross weight must be above 0, with at most 10 integer digits and 2 decimal places',
      ],
      [
        { grossWeightKg: '12345678901' },
        'The gross weight must be above 0, with at most 10 integer digits and 2 decimal places',
      ],
      [{ packages: '2.5' }, 'The packages must be a whole number above 0'],
      [{ packages: 0 }, 'The packages must be a whole number above 0'],
      [{ shipper: { name: 'A', address: '' } }, 'Please enter the shipper’s address'],
      [{ consignee: { name: '', address: 'B' } }, 'Please enter the consignee’s name'],
      [{ notifyParty: { name: 'C', address: '' } }, 'Give the notify party’s name and address, or neither'],
      [{ rateId: 999_999_999 }, 'No such rate, or it is no longer valid'],
    ];
    for (const [overrides, message] of cases) {
      const answer = await create(customer, overrides);
      expect([overrides, answer.message]).toEqual([overrides, message]);
      expect(answer.code === '400' || answer.code === '404').toBe(true);
    }
    expect((await create(customer, { hsCode: 'abc' }, chinese)).message).toBe('HS 编码应为 6 到 10 位数字');
    // The 10.2 boundary itself is accepted.
    expect((await create(customer, { grossWeightKg: '1234567890.12' })).code).toBe('1');
  });

  it('a rate prices its own container type: the form is told its sailing and price; 40HQ on a 20GP rate is refused', async () => {
    const rate = await futureRate();
    const shown = await as<OrderRate>(customer, 'order/getOrderRate', { rateId: rate.id });
    expect(shown.data).toEqual({
      rateId: rate.id,
      carrier: rate.carrierScac,
      vesselName: rate.vesselName,
      voyageNumber: rate.voyageNumber,
      pol: rate.pol,
      pod: rate.pod,
      etd: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/),
      currency: rate.currency,
      prices: [{ containerType: '20GP', unitPrice: rate.allIn }],
    });
    // The sailing's instant in the port's local time, to the second.
    expect(Date.parse(shown.data!.etd)).toBe(Math.floor(Date.parse(rate.etd) / 1000) * 1000);
    const before = await t.db.selectFrom('orders').select('id').execute();
    t.advance(60_000);
    const mixed = await create(customer, {
      containers: [
        { containerType: '20GP', quantity: 2 },
        { containerType: '40HQ', quantity: 1 },
      ],
    });
    expect([mixed.code, mixed.message]).toEqual([
      '400',
      'The rate has no price for this container type: choose only the types it prices',
    ]);
    const inChinese = await create(
      customer,
      { containers: [{ containerType: '40HQ', quantity: 1 }] },
      chinese,
    );
    expect(inChinese.message).toBe('所选运价没有该箱型的价格，请只选择运价所列的箱型');
    expect(await t.db.selectFrom('orders').select('id').execute()).toHaveLength(before.length);
    // Staff and the uncertified are not shown a rate to book.
    expect((await as(staff, 'order/getOrderRate', { rateId: rate.id })).code).toBe('403');
    expect((await as(viewers.uncertified, 'order/getOrderRate', { rateId: rate.id })).code).toBe('403');
  });

  it('uncertified customers and staff cannot order', async () => {
    const uncertified = await create(viewers.uncertified);
    expect([uncertified.code, uncertified.message]).toEqual([
      '403',
      'Please certificate to view rates detail',
    ]);
    const byStaff = await create(staff);
    expect([byStaff.code, byStaff.message]).toEqual(['403', 'Staff accounts cannot place orders']);
  });
});

describe('staff move an order through spec §4’s eight steps, one at a time', () => {
  it('every step in order, each with its time; the booking and B/L numbers are required where needed', async () => {
    const orderId = (await create()).data!.orderId;
    const times: Record<string, string> = { order: t.now().toISOString() };
    const started = t.now().getTime();
    for (const step of BOOKING_PROGRESS_STEPS.slice(1)) {
      t.advance(60_000);
      // Spec §4: B/L confirm waits for the sailing's departure, done for its arrival.
      await passTheSchedule(orderId, step);
      const needs = NUMBERS[step];
      if (needs !== undefined) {
        const missing = await advance(orderId, step);
        const wanted =
          step === 'bookingSuccess'
            ? 'Please enter the carrier booking number (4 to 30 letters, digits or dashes)'
            : 'Please enter the B/L number (4 to 30 letters, digits or dashes)';
        expect([missing.code, missing.message]).toEqual(['400', wanted]);
        expect(
          (await advance(orderId, step, Object.fromEntries(Object.keys(needs).map((k) => [k, 'x y'])))).code,
        ).toBe('400');
      }
      const moved = await advance(orderId, step, needs);
      expect([moved.code, moved.data?.step]).toEqual(['1', step]);
      times[step] = t.now().toISOString();
    }
    const detail = (await as(customer, 'order/getOrder', { orderId })).data!;
    expect(detail).toMatchObject({
      step: 'done',
      nextStep: null,
      bookingNumber: 'BKG-2026-0001',
      blNumber: 'BL-2026-0001',
    });
    expect(detail.progress).toEqual(BOOKING_PROGRESS_STEPS.map((step) => ({ step, at: times[step] })));
    // The customer sees "customer service", staff see who moved it.
    expect(detail.history.every((entry) => entry.actorName === null)).toBe(true);
    expect(detail.history.map((entry) => [entry.fromStatus, entry.toStatus])).toEqual(
      BOOKING_PROGRESS_STEPS.map((step, index) => [
        index === 0 ? null : BOOKING_PROGRESS_STEPS[index - 1],
        step,
      ]),
    );
    // The end is the end.
    expect((await advance(orderId, 'done')).message).toBe('The order’s current status does not allow this');
    await restoreClock(started);
  });

  it('a skipped step is refused, and so is going back; nothing changes', async () => {
    const orderId = (await create()).data!.orderId;
    const skipped = await advance(orderId, 'bookingSuccess', NUMBERS.bookingSuccess);
    expect([skipped.code, skipped.message]).toEqual(['0', 'The order’s current status does not allow this']);
    expect((await advance(orderId, 'customerServiceConfirm')).code).toBe('1');
    expect((await advance(orderId, 'customerServiceConfirm')).code).toBe('0');
    expect((await advance(orderId, 'packingDone')).code).toBe('0');
    const detail = (await as(staff, 'order/getOrder', { orderId })).data!;
    expect(detail.step).toBe('customerServiceConfirm');
    expect(detail.history).toHaveLength(2);
  });

  it('two staff advancing at once: one conditional update wins, the other is refused; one history entry', async () => {
    const orderId = (await create()).data!.orderId;
    const answers = await Promise.all([
      advance(orderId, 'customerServiceConfirm'),
      advance(orderId, 'customerServiceConfirm', {}, { ...staff, userId: 106 }),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual(['0', '1']);
    const detail = (await as(staff, 'order/getOrder', { orderId })).data!;
    expect(detail.history.map((entry) => entry.toStatus)).toEqual(['order', 'customerServiceConfirm']);
  });

  it('once booked, the order shows its sailing’s DCSA cut-offs and the tracking the tables know', async () => {
    const shipment = await t.db.selectFrom('shipments').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const orderId = (await create()).data!.orderId;
    await advance(orderId, 'customerServiceConfirm');
    const booked = (await advance(orderId, 'bookingSuccess', { bookingNumber: shipment.bookingNumber }))
      .data!;
    const route = await t.db
      .selectFrom('sailingRoutes')
      .select('cutOffs')
      .where('id', '=', (await futureRate()).routeId)
      .executeTakeFirstOrThrow();
    expect(booked.cutOffs).toEqual(JSON.parse(route.cutOffs));
    expect(booked.tracking?.shipment?.bookingNumber).toBe(shipment.bookingNumber);
    // A booking number the tracking tables do not know: no tracking yet.
    const other = (await create()).data!.orderId;
    await advance(other, 'customerServiceConfirm');
    expect(
      (await advance(other, 'bookingSuccess', { bookingNumber: 'ZZZZ-UNKNOWN-1' })).data?.tracking,
    ).toBeNull();
  });
});

describe('the customer cancels only before customer service confirms', () => {
  it('cancelled at `order`; refused after customer-service confirm; staff cannot cancel it', async () => {
    const first = (await create()).data!.orderId;
    const cancelled = await as(customer, 'order/cancelOrder', { orderId: first });
    expect([cancelled.code, cancelled.data?.step, cancelled.data?.nextStep]).toEqual([
      '1',
      'cancelled',
      null,
    ]);
    expect((await advance(first, 'customerServiceConfirm')).code).toBe('0');
    const second = (await create()).data!.orderId;
    await advance(second, 'customerServiceConfirm');
    const late = await as(customer, 'order/cancelOrder', { orderId: second }, chinese);
    expect([late.code, late.message]).toEqual(['0', '订单当前状态不允许此操作']);
    expect((await as(staff, 'order/cancelOrder', { orderId: second })).code).toBe('404');
  });
});

describe('orders across customers and tenants', () => {
  it('another customer and another tenant’s staff get 404; customers on staff endpoints 403', async () => {
    const orderId = (await create()).data!.orderId;
    expect((await as(otherCustomer, 'order/getOrder', { orderId })).code).toBe('404');
    expect((await as(otherCustomer, 'order/cancelOrder', { orderId })).code).toBe('404');
    expect((await as(otherTenantStaff, 'order/getOrder', { orderId })).code).toBe('404');
    expect((await advance(orderId, 'customerServiceConfirm', {}, otherTenantStaff)).code).toBe('404');
    expect((await as(customer, 'order/advanceOrder', { orderId, step: 'customerServiceConfirm' })).code).toBe(
      '403',
    );
    expect((await as(customer, 'order/listOrders', {})).code).toBe('403');
    const anonymous = await call(t, 'order/listMyOrders', {}, english);
    expect(anonymous.code).toBe('401');
    expect((await as(staff, 'order/getOrder', { orderId })).data?.step).toBe('order');
  });

  it('lists: mine only, the company’s queue for staff (with who ordered), both filtered by step', async () => {
    const mineBefore = (await as<OrderPage>(otherCustomer, 'order/listMyOrders', {})).data!.total;
    const orderId = (await create(otherCustomer)).data!.orderId;
    await advance(orderId, 'customerServiceConfirm');
    const mine = (await as<OrderPage>(otherCustomer, 'order/listMyOrders', { pageSize: 100 })).data!;
    expect(mine.total).toBe(mineBefore + 1);
    expect(mine.list.every((order) => order.customer === undefined)).toBe(true);
    const confirmed = (
      await as<OrderPage>(otherCustomer, 'order/listMyOrders', { step: 'customerServiceConfirm' })
    ).data!;
    expect(confirmed.list.map((order) => order.orderId)).toContain(orderId);
    expect(confirmed.list.every((order) => order.step === 'customerServiceConfirm')).toBe(true);
    const queue = (await as<OrderPage>(staff, 'order/listOrders', { step: 'customerServiceConfirm' })).data!;
    expect(queue.list.find((order) => order.orderId === orderId)?.customer).toBeDefined();
    expect(queue.list.every((order) => order.step === 'customerServiceConfirm')).toBe(true);
    expect((await as<OrderPage>(otherTenantStaff, 'order/listOrders', {})).data!.total).toBe(0);
  });
});

describe('lists filtered by the time of creation', () => {
  it('from an instant on, and before another: the customer’s time zone is the client’s to apply', async () => {
    const viewer = { ...customer, userId: 190 };
    const early = (await create(viewer)).data!.orderId;
    t.advance(24 * 3600_000);
    const boundary = t.now().toISOString();
    const late = (await create(viewer)).data!.orderId;
    const ids = async (body: Record<string, unknown>) =>
      (await as<OrderPage>(viewer, 'order/listMyOrders', body)).data!.list.map((order) => order.orderId);
    expect(await ids({})).toEqual([late, early]);
    expect(await ids({ createdFrom: boundary })).toEqual([late]);
    expect(await ids({ createdBefore: boundary })).toEqual([early]);
    // Another offset names the same instant.
    const shanghai = new Date(Date.parse(boundary) + 8 * 3600_000).toISOString().replace('Z', '+08:00');
    expect(await ids({ createdFrom: shanghai })).toEqual([late]);
    expect((await as(viewer, 'order/listMyOrders', { createdFrom: 'yesterday' })).code).toBe('400');
  });
});

describe('the customer is mailed on each step', () => {
  it('one mail for the order and one per step reached, with the numbers once known', async () => {
    const row = await t.db
      .insertInto('users')
      .values({
        companyId: 1,
        email: 'order@customer.example.com',
        passwordHash: 'x',
        createdAt: t.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mailer = { ...customer, userId: row.id };
    const orderId = (await create(mailer)).data!.orderId;
    await advance(orderId, 'customerServiceConfirm');
    await advance(orderId, 'bookingSuccess', { bookingNumber: 'BKG-MAIL-1' });
    await t.app.mailQueue.drain();
    const dir = path.join(t.database.dir, 'outbox');
    const mails = (
      await Promise.all(
        (
          await readdir(dir)
        )
          .filter((name) => name.endsWith('.json'))
          .map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxEntry),
      )
    ).filter((mail) => mail.to === 'order@customer.example.com');
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        `订单进度：下单 / Order progress: Order (${orderId})`,
        `订单进度：客服确认 / Order progress: Customer service confirm (${orderId})`,
        `订单进度：订舱成功 / Order progress: Booking success (${orderId})`,
      ].sort(),
    );
    expect(mails.find((mail) => mail.subject.includes('Booking success'))?.text).toContain(
      'booking number BKG-MAIL-1',
    );
  });
});
