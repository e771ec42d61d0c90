/**
 * One deadline clock per booking: the order view (order/getOrder) and the space order
 * view (space/getSpaceOrder) carry the timeline's deadlines: the payment window while it is open,
 * the sailing's DCSA cut-offs with the loading port's zone, and the free time at destination
 * (migration 0015) from the actual discharge when tracking has it, else from the ETA.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDraft } from '../../../domain/api/booking.ts';
import type { OrderDetail } from '../../../domain/api/order.ts';
import { freeTimeEnd } from '../../../domain/booking/deadlines.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import { asViewer, call, viewers } from '../freight/support.ts';
import { type BookingApp, book, bookableSailing, english, startBookingApp } from './support.ts';

let t: BookingApp;
beforeAll(async () => {
  t = await startBookingApp();
});
afterAll(async () => {
  await t.close();
});

const customer = viewers.certified;
const staff = viewers.staff;

const as = async (viewer: Viewer, apiPath: string, body: unknown) =>
  call(t, apiPath, body, { ...asViewer(viewer), ...english });

const orderForm = (rateId: number) => ({
  rateId,
  containers: [{ containerType: '20GP', quantity: 1 }],
  cargoDescription: 'Furniture, 12 pallets',
  hsCode: '940360',
  grossWeightKg: '10250.5',
  packages: 12,
  shipper: { name: 'Ningbo Wood Co.', address: '1 Harbour Road, Ningbo' },
  consignee: { name: 'Rotterdam Home BV', address: 'Kade 2, Rotterdam' },
});

/** The sailing's clock as the database has it: cut-offs, ETA, free days, both ports' zones. */
const sailingOf = (routeId: number) =>
  t.db
    .selectFrom('sailingRoutes as route')
    .innerJoin('places as pol', 'pol.code', 'route.pol')
    .innerJoin('places as pod', 'pod.code', 'route.pod')
    .select([
      'route.cutOffs',
      'route.eta',
      'route.pol',
      'route.pod',
      'route.freeDaysAtDestination',
      'pol.timeZone as polZone',
      'pod.timeZone as podZone',
    ])
    .where('route.id', '=', routeId)
    .executeTakeFirstOrThrow();

/** The cut-offs the timeline keeps (DCO, VCO, FCO, PCO), as UTC instants. */
const expectedCutOffs = (cutOffs: string, polZone: string, pol: string) =>
  (JSON.parse(cutOffs) as { cutOffDateTimeCode: string; cutOffDateTime: string }[])
    .filter((cutOff) => ['DCO', 'VCO', 'FCO', 'PCO'].includes(cutOff.cutOffDateTimeCode))
    .map((cutOff) => ({
      kind: 'cutOff',
      code: cutOff.cutOffDateTimeCode,
      at: new Date(cutOff.cutOffDateTime).toISOString(),
      port: pol,
      timeZone: polZone,
    }))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

describe('the order view carries its deadline clock', () => {
  it('getOrder: the DCSA cut-offs in UTC with the loading port’s zone, then the free time from the ETA', async () => {
    const rate = await t.db
      .selectFrom('rates')
      .selectAll()
      // The furthest sailing, a week ahead at least: the seed's weeks end where its week ends, so a
      // fixed span ahead finds none on some days and hours of the week.
      .where('etd', '>', new Date(t.now().getTime() + 7 * 24 * 3600_000).toISOString())
      // A rate prices its own container type: the order's line.
      .where('containerType', '=', '20GP')
      .orderBy('etd', 'desc')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const created = await as(customer, 'order/createOrder', orderForm(rate.id));
    expect(created.code).toBe('1');
    const detail: OrderDetail = (await as(customer, 'order/getOrder', { orderId: created.data.orderId }))
      .data;
    const sailing = await sailingOf(rate.routeId);
    expect(sailing.freeDaysAtDestination).toBeGreaterThan(0);
    expect(detail.deadlines).toEqual([
      ...expectedCutOffs(sailing.cutOffs, sailing.polZone, sailing.pol),
      {
        kind: 'freeTime',
        code: 'ARRI',
        at: freeTimeEnd(sailing.eta, sailing.freeDaysAtDestination, sailing.podZone),
        port: sailing.pod,
        timeZone: sailing.podZone,
        freeTime: { startsFrom: 'eta', days: sailing.freeDaysAtDestination },
      },
    ]);
    expect(detail.deadlines.map((deadline) => deadline.code)).toEqual(['DCO', 'VCO', 'FCO', 'ARRI']);

    const cancelled = await as(customer, 'order/cancelOrder', { orderId: created.data.orderId });
    expect(cancelled.data.deadlines).toEqual([]);
  });

  it('free time counts from the first actual discharge (DISC) at the port of discharge once tracking has it', async () => {
    const discharge = await t.db
      .selectFrom('shipments')
      .innerJoin('trackingEvents', 'trackingEvents.bookingReference', 'shipments.bookingNumber')
      .innerJoin('rates', 'rates.routeId', 'shipments.routeId')
      .where('rates.containerType', '=', '20GP')
      .where('trackingEvents.typeCode', '=', 'DISC')
      .where('trackingEvents.eventClassifierCode', '=', 'ACT')
      .whereRef('trackingEvents.unLocationCode', '=', 'shipments.pod')
      .select(['shipments.bookingNumber', 'shipments.routeId', 'rates.id as rateId', 'rates.etd'])
      .select((eb) => eb.fn.min('trackingEvents.eventDateTime').as('firstDischarge'))
      .groupBy(['shipments.bookingNumber', 'shipments.routeId', 'rates.id', 'rates.etd'])
      .orderBy('rates.id')
      .executeTakeFirstOrThrow();
    // The sailing has gone: the order is placed on a clock set back before it, then the clock returns.
    const back = t.now().getTime() - (Date.parse(discharge.etd) - 24 * 3600_000);
    t.advance(-back);
    const created = await as(customer, 'order/createOrder', orderForm(discharge.rateId));
    t.advance(back);
    expect(created.code).toBe('1');
    const orderId = created.data.orderId;
    await as(staff, 'order/advanceOrder', { orderId, step: 'customerServiceConfirm' });
    const booked = await as(staff, 'order/advanceOrder', {
      orderId,
      step: 'bookingSuccess',
      bookingNumber: discharge.bookingNumber,
    });
    const sailing = await sailingOf(discharge.routeId!);
    const freeTime = (booked.data as OrderDetail).deadlines.find((deadline) => deadline.kind === 'freeTime');
    expect(freeTime).toEqual({
      kind: 'freeTime',
      code: 'DISC',
      at: freeTimeEnd(String(discharge.firstDischarge), sailing.freeDaysAtDestination, sailing.podZone),
      port: sailing.pod,
      timeZone: sailing.podZone,
      freeTime: { startsFrom: 'discharge', days: sailing.freeDaysAtDestination },
    });
  });
});

describe('the space order view carries its deadline clock', () => {
  it('getSpaceOrder: the payment window first while it is open, gone once cancelled with every other deadline', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const booked: Partial<OrderDraft> & { code: string } = await book(t, customer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
    });
    expect(booked.code).toBe('1');
    const read = await as(customer, 'space/getSpaceOrder', { orderId: booked.orderId });
    const view = (read as unknown as OrderDraft).order_form;
    const route = await sailingOf(sailing.routeId);
    expect(view.deadlines?.[0]).toEqual({
      kind: 'paymentWindow',
      code: null,
      at: view.expiresAt,
      port: route.pol,
      timeZone: route.polZone,
    });
    expect(view.deadlines?.slice(1)).toEqual([
      ...expectedCutOffs(route.cutOffs, route.polZone, route.pol),
      {
        kind: 'freeTime',
        code: 'ARRI',
        at: freeTimeEnd(route.eta, route.freeDaysAtDestination, route.podZone),
        port: route.pod,
        timeZone: route.podZone,
        freeTime: { startsFrom: 'eta', days: route.freeDaysAtDestination },
      },
    ]);
    await as(customer, 'space/cancelSpaceOrder', { orderId: booked.orderId });
    const cancelled = await as(customer, 'space/getSpaceOrder', { orderId: booked.orderId });
    expect((cancelled as unknown as OrderDraft).order_form.deadlines).toEqual([]);
  });
});

describe('migration 0015: every sailing carries free days at destination', () => {
  it('the generator gives each carrier one of the usual offers per port of discharge', async () => {
    const rows = await t.db
      .selectFrom('sailingRoutes')
      .select(['carrierScac', 'pod', 'freeDaysAtDestination'])
      .where('source', '=', 'demo')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    const byPair = new Map<string, Set<number>>();
    for (const row of rows) {
      expect([5, 7, 10, 14, 21]).toContain(row.freeDaysAtDestination);
      const key = `${row.carrierScac}:${row.pod}`;
      byPair.set(key, (byPair.get(key) ?? new Set()).add(row.freeDaysAtDestination));
    }
    expect([...byPair.values()].every((days) => days.size === 1)).toBe(true);
  });
});
