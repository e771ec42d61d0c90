// Spec §2 My Advance Booking: "An approved reservation becomes an order." The owner places an
// order from an approved advance booking, on one of the sailings of its week; taking the reservation
// is one conditional update in the order's transaction, so one reservation makes one order at most.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../domain/api/order.ts';
import type { CreateOrderBody } from '../../../domain/api/order-schemas.ts';
import type { ReservationDetail } from '../../../domain/api/reservation.ts';
import { etdWeekEnd, reservationWeeks } from '../../../domain/reservations/reservation-rules.ts';
import { createCompanyRepository } from '../../../server/db/repositories/company-repository.ts';
import { createMarkupRepository } from '../../../server/db/repositories/markup-repository.ts';
import { createOrderRepository } from '../../../server/db/repositories/order-repository.ts';
import { createRateLimitRepository } from '../../../server/db/repositories/rate-limit-repository.ts';
import { createReservationRepository } from '../../../server/db/repositories/reservation-repository.ts';
import { createRateLimiter } from '../../../server/services/accounts/rate-limiter.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import { createViewerPricing } from '../../../server/services/freight/viewer-price.ts';
import { createOrderService } from '../../../server/services/orders/order-service.ts';
import { type BookingApp, startBookingApp } from '../booking/support.ts';
import { asViewer, call, viewers } from '../freight/support.ts';

// One app for the file (the freight seed gives the sailings), its clock moved by the tests.
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
const staff = viewers.staff;

type Answer<T> = Omit<Awaited<ReturnType<typeof call>>, 'data'> & { data?: T };

const as = async <T = OrderDetail>(
  viewer: Viewer,
  apiPath: string,
  body: unknown,
  language = english,
): Promise<Answer<T>> => call(t, apiPath, body, { ...asViewer(viewer), ...language });

/** A sailing (rate) leaving in one of the weeks a reservation may name, and that week. */
const reservableSailing = async () => {
  const weeks = reservationWeeks(t.now());
  const rate = await t.db
    .selectFrom('rates')
    .selectAll()
    .where('etdDate', '>=', weeks[1]!.startDate)
    .where('etdDate', '<=', etdWeekEnd(weeks.at(-1)!.startDate))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const week = weeks.find(
    (entry) => entry.startDate <= rate.etdDate && rate.etdDate <= etdWeekEnd(entry.startDate),
  )!;
  return { rate, week: week.startDate };
};

/** An advance booking for the sailing's ports and week, sent by `viewer` (and approved by staff when asked). */
const reservation = async (viewer: Viewer, approve: 'approve' | 'refuse' | null = 'approve') => {
  const { rate, week } = await reservableSailing();
  const created = await as<ReservationDetail>(viewer, 'reserve/createReservation', {
    pol: rate.pol,
    pod: rate.pod,
    etdWeek: week,
    containers: [
      { containerType: '20GP', quantity: 2 },
      { containerType: '40HQ', quantity: 1 },
    ],
    cargo: 'Furniture, 12 pallets',
    remarks: '',
  });
  const id = created.data!.id;
  if (approve === 'approve') await as(staff, 'reserve/approveReservation', { reservationId: id });
  if (approve === 'refuse')
    await as(staff, 'reserve/refuseReservation', { reservationId: id, reason: 'No space that week' });
  return { id, rate };
};

const orderBody = (reservationId: number, rateId: number, overrides: Record<string, unknown> = {}) => ({
  reservationId,
  rateId,
  containers: [
    { containerType: '20GP', quantity: 2 },
    { containerType: '40HQ', quantity: 1 },
  ],
  cargoDescription: 'Furniture, 12 pallets',
  hsCode: '940360',
  grossWeightKg: '10250.5',
  packages: 12,
  shipper: { name: 'Ningbo Wood Co.', address: '1 Harbour Road, Ningbo' },
  consignee: { name: 'Rotterdam Home BV', address: 'Kade 2, Rotterdam' },
  ...overrides,
});

const ordersFrom = async (reservationId: number) =>
  (await t.db.selectFrom('orders').select('id').where('reservationId', '=', reservationId).execute()).length;

describe('an approved advance booking becomes an order', () => {
  it('the owner orders it on a sailing of its week; each side names the other, the trail says so', async () => {
    const { id, rate } = await reservation(customer);
    t.advance(60_000);
    const placed = await as(customer, 'order/createOrder', orderBody(id, rate.id));
    expect(placed.code).toBe('1');
    const orderId = placed.data!.orderId;
    expect(placed.data).toMatchObject({
      step: 'order',
      reservationId: id,
      rateId: rate.id,
      pol: rate.pol,
      pod: rate.pod,
      vesselName: rate.vesselName,
      containers: [
        { containerType: '20GP', quantity: 2 },
        { containerType: '40HQ', quantity: 1 },
      ],
    });
    expect((await as(customer, 'order/getOrder', { orderId })).data?.reservationId).toBe(id);

    const seen = await as<ReservationDetail>(customer, 'reserve/getReservation', { reservationId: id });
    // Spec §3's four statuses stay what is shown: ordered is the order it became, not a status.
    expect(seen.data).toMatchObject({ status: 'approved', orderId });
    expect(seen.data?.history.at(-1)).toEqual({
      fromStatus: 'approved',
      toStatus: 'approved',
      event: 'order',
      actor: 'owner',
      actorName: null,
      reason: `#${orderId}`,
      at: t.now().toISOString(),
    });
    const listed = await as<{ list: { id: number; orderId: number | null }[] }>(
      customer,
      'reserve/listMyReservations',
      {},
    );
    expect(listed.data?.list.find((row) => row.id === id)?.orderId).toBe(orderId);
  });

  it('a second order from the same reservation is refused, in both languages', async () => {
    const { id, rate } = await reservation(customer);
    expect((await as(customer, 'order/createOrder', orderBody(id, rate.id))).code).toBe('1');
    const again = await as(customer, 'order/createOrder', orderBody(id, rate.id));
    expect([again.code, again.message]).toEqual(['0', 'This advance booking has already become an order']);
    const againCn = await as(customer, 'order/createOrder', orderBody(id, rate.id), chinese);
    expect(againCn.message).toBe('该预约已经下过单');
    expect(await ordersFrom(id)).toBe(1);
  });

  it('someone else’s reservation answers 404, whoever asks (another customer, another tenant, staff)', async () => {
    const { id, rate } = await reservation(customer);
    for (const viewer of [viewers.otherCertified, { ...customer, companyId: 2 }]) {
      const answer = await as(viewer, 'order/createOrder', orderBody(id, rate.id));
      expect([answer.code, answer.message]).toEqual(['404', 'No such advance booking']);
    }
    expect((await as(staff, 'order/createOrder', orderBody(id, rate.id))).code).toBe('403');
    expect(await ordersFrom(id)).toBe(0);
  });

  it('a reservation still to be audited, or refused, cannot become an order', async () => {
    for (const audit of [null, 'refuse'] as const) {
      const { id, rate } = await reservation(customer, audit);
      const answer = await as(customer, 'order/createOrder', orderBody(id, rate.id));
      expect([answer.code, answer.message]).toEqual([
        '0',
        'Only an approved advance booking can become an order',
      ]);
      expect((await as(customer, 'order/createOrder', orderBody(id, rate.id), chinese)).message).toBe(
        '只有审核通过的预约才能下单',
      );
      expect(await ordersFrom(id)).toBe(0);
    }
  });

  it('the order books the reserved space: a sailing of its ports and week, its container types, no more', async () => {
    const { id, rate } = await reservation(customer);
    const elsewhere = await t.db
      .selectFrom('rates')
      .select('id')
      .where('etd', '>', t.now().toISOString())
      .where((eb) => eb.or([eb('pol', '!=', rate.pol), eb('pod', '!=', rate.pod)]))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, string][] = [
      [{ rateId: undefined }, 'Please choose a sailing of the reserved ETD week'],
      [{ rateId: elsewhere.id }, 'The sailing must go between the advance booking’s ports in its ETD week'],
      [
        { containers: [{ containerType: '20GP', quantity: 3 }] },
        'Only the container types reserved, up to the quantities approved, can be ordered',
      ],
      [
        { containers: [{ containerType: '45HQ', quantity: 1 }] },
        'Only the container types reserved, up to the quantities approved, can be ordered',
      ],
      [{ quotationId: 'Q-1' }, 'An order from an advance booking cannot also name a saved quotation'],
    ];
    for (const [overrides, message] of cases) {
      const answer = await as(customer, 'order/createOrder', orderBody(id, rate.id, overrides));
      expect([answer.code, answer.message]).toEqual(['400', message]);
    }
    // Less than reserved is fine.
    const fewer = await as(
      customer,
      'order/createOrder',
      orderBody(id, rate.id, { containers: [{ containerType: '40HQ', quantity: 1 }] }),
    );
    expect(fewer.code).toBe('1');
  });

  it('two tabs submitting at once: exactly one order, one trail entry, the other refused', async () => {
    const owner = { ...customer, userId: 2001 };
    const { id, rate } = await reservation(owner);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => as(owner, 'order/createOrder', orderBody(id, rate.id))),
    );
    expect(answers.filter((answer) => answer.code === '1')).toHaveLength(1);
    expect(answers.filter((answer) => answer.code !== '1').map((answer) => answer.message)).toEqual(
      Array(5).fill('This advance booking has already become an order'),
    );
    expect(await ordersFrom(id)).toBe(1);
    const history = (await as<ReservationDetail>(owner, 'reserve/getReservation', { reservationId: id }))
      .data!.history;
    expect(history.filter((entry) => entry.event === 'order')).toHaveLength(1);
  });

  it('the transaction decides, not the check before it: a stale read of the reservation still makes no second order', async () => {
    const { id, rate } = await reservation(customer);
    const reservations = createReservationRepository(t.db);
    // What a second tab read before the first tab's order committed.
    const stale = (await reservations.findById(id))!;
    expect((await as(customer, 'order/createOrder', orderBody(id, rate.id))).code).toBe('1');
    const orders = createOrderService({
      db: t.db,
      orders: createOrderRepository(t.db),
      reservations: { findById: async () => stale },
      companies: createCompanyRepository(t.db),
      limiter: createRateLimiter(createRateLimitRepository(t.db), t.now),
      trackBooking: async () => null,
      reference: { timeZoneOf: async () => 'UTC', placeOf: async (code) => ({ code }) },
      queueMail: async () => {},
      pricingFor: createViewerPricing(createMarkupRepository(t.db)),
      now: t.now,
    });
    // The body as the route hands it over, its schema's defaults filled in.
    const body = { ...orderBody(id, rate.id), notifyParty: { name: '', address: '' }, remarks: '' };
    const second = await orders.create(customer, body as CreateOrderBody);
    expect(second).toEqual({ ok: false, code: '0', id: 'reservationAlreadyOrdered' });
    expect(await ordersFrom(id)).toBe(1);
  });
});
