/**
 * Beyond the spec: "an order's tracking can be shared by a link that shows the milestones
 * and nothing else (no prices, no parties), revocable by the owner, with DCSA event codes explained
 * in both languages". Runs on SQLite and on PostgreSQL (the server projects).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedTracking, TrackingShareView } from '../../../domain/api/tracking-share.ts';
import { EVENT_GLOSSARY } from '../../../domain/freight/event-glossary.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import { TrackingShareLimits } from '../../../server/services/orders/tracking-share-service.ts';
import { type BookingApp, startBookingApp } from '../booking/support.ts';
import { asViewer, call, viewers } from '../freight/support.ts';

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

const as = <T = TrackingShareView>(viewer: Viewer, path: string, body: unknown) =>
  call(t, path, body, { ...asViewer(viewer), ...english }) as Promise<
    Omit<Awaited<ReturnType<typeof call>>, 'data'> & { data?: T }
  >;

/** The public read, without a session, from `ip` (each test its own, so the per-IP limit stays theirs). */
const read = async (token: string, ip: string, language = english, companyId = 1) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/tracking/sharedTracking',
    headers: { 'content-type': 'application/json', ...language },
    payload: JSON.stringify({ token, companyId }),
    remoteAddress: ip,
  });
  return {
    status: response.statusCode,
    ...(response.json() as { code: string; message: string; data?: SharedTracking }),
  };
};

/** A booked order whose booking number the tracking tables know, with a shipper, a consignee and cargo. */
const bookedOrder = async () => {
  // A shipment with a booking confirmed by now: the seed writes a shipment event only once it has
  // happened, so the first shipment by id has none on some dates.
  const shipment = await t.db
    .selectFrom('shipments')
    .selectAll()
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('trackingEvents')
          .select('trackingEvents.eventId')
          .whereRef('trackingEvents.bookingReference', '=', 'shipments.bookingNumber')
          .where('trackingEvents.eventType', '=', 'SHIPMENT'),
      ),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const rate = await t.db
    .selectFrom('rates')
    .selectAll()
    // The furthest sailing, a week ahead at least: the seed's weeks end where its week ends, so a
    // fixed span ahead finds none on some days and hours of the week.
    .where('etd', '>', new Date(t.now().getTime() + 7 * 24 * 3600_000).toISOString())
    // A rate prices its own container type: the order's line.
    .where('containerType', '=', '40HQ')
    .orderBy('etd', 'desc')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const created = await as<{ orderId: number }>(customer, 'order/createOrder', {
    rateId: rate.id,
    containers: [{ containerType: '40HQ', quantity: 1 }],
    cargoDescription: 'Secret cargo: porcelain',
    hsCode: '691110',
    grossWeightKg: '8000',
    packages: 40,
    shipper: { name: 'Jingdezhen Kiln Co.', address: '9 Kiln Street, Jingdezhen' },
    consignee: { name: 'Hamburg Tableware GmbH', address: 'Hafenstrasse 5, Hamburg' },
    remarks: 'Handle with care',
  });
  const orderId = created.data!.orderId;
  await as(staff, 'order/advanceOrder', { orderId, step: 'customerServiceConfirm' });
  await as(staff, 'order/advanceOrder', {
    orderId,
    step: 'bookingSuccess',
    bookingNumber: shipment.bookingNumber,
  });
  return { orderId, shipment };
};

const MILESTONE_KEYS = [
  'actual',
  'code',
  'containerNumber',
  'documentType',
  'emptyIndicator',
  'estimated',
  'eventType',
  'explanation',
  'name',
  'place',
  'planned',
  'status',
  'timeZone',
  'vesselName',
  'voyageNumber',
];

describe('the owner shares an order’s tracking by a link that shows the milestones only', () => {
  it('the link answers exactly the milestone fields: no price, party, cargo, booking or B/L number', async () => {
    const { orderId, shipment } = await bookedOrder();
    const shared = await as(customer, 'order/shareTracking', { orderId });
    expect(shared.code).toBe('1');
    expect(shared.data).toMatchObject({ active: true, createdAt: t.now().toISOString(), expiresAt: null });
    const token = shared.data!.token!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Stored hashed: the token itself is nowhere in the table.
    const rows = await t.db.selectFrom('trackingShares').selectAll().where('orderId', '=', orderId).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    // The owner's view later never shows the link again.
    const view = await as(customer, 'order/getTrackingShare', { orderId });
    expect(view.data).toEqual({ active: true, createdAt: t.now().toISOString(), expiresAt: null });

    const answer = await read(token, '10.11.0.1');
    expect([answer.status, answer.code]).toEqual([200, '1']);
    const data = answer.data!;
    expect(Object.keys(data).sort()).toEqual(['containers', 'milestones']);
    expect(data.milestones.length).toBeGreaterThan(0);
    for (const milestone of data.milestones) {
      expect(Object.keys(milestone).sort()).toEqual(MILESTONE_KEYS);
      if (milestone.place !== null) expect(Object.keys(milestone.place).sort()).toEqual(['code', 'name']);
    }
    for (const container of data.containers)
      expect(Object.keys(container).sort()).toEqual(['containerNumber', 'containerType']);
    const text = JSON.stringify(answer);
    for (const secret of [
      shipment.bookingNumber,
      shipment.blNumber,
      'Jingdezhen',
      'Hamburg Tableware',
      'porcelain',
      '691110',
      'Handle with care',
      'price',
      'amount',
      'currency',
    ])
      expect([secret, text.includes(secret)]).toEqual([secret, false]);
  });

  it('each DCSA code is named and explained in the request’s language, with its place and local zone', async () => {
    const { orderId } = await bookedOrder();
    const token = (await as(customer, 'order/shareTracking', { orderId })).data!.token!;
    const english = (await read(token, '10.11.0.2')).data!;
    const chinese = (await read(token, '10.11.0.2', { 'accept-language': 'zh-CN' })).data!;
    const located = english.milestones.find((milestone) => milestone.timeZone !== null)!;
    expect(located.place?.code).toMatch(/^[A-Z]{2}[A-Z2-9]{3}$/);
    // A local time with its offset, at the place's zone.
    expect(located.actual ?? located.estimated ?? located.planned).toMatch(/[+-]\d\d:\d\d$/);
    english.milestones.forEach((milestone, index) => {
      const entry = EVENT_GLOSSARY.find(
        (item) => item.eventType === milestone.eventType && item.code === milestone.code,
      )!;
      expect(milestone.name).toBe(entry.name.en);
      expect(milestone.explanation).toBe(entry.explanation.en);
      expect(chinese.milestones[index]!.name).toBe(entry.name.cn);
      expect(chinese.milestones[index]!.explanation).toBe(entry.explanation.cn);
    });
  });

  it('a shipment event names its document type in the request’s language, never the document’s number', async () => {
    const { orderId, shipment } = await bookedOrder();
    const token = (await as(customer, 'order/shareTracking', { orderId })).data!.token!;
    const english = (await read(token, '10.11.0.3')).data!;
    const chinese = (await read(token, '10.11.0.3', { 'accept-language': 'zh-CN' })).data!;
    const typed = english.milestones
      .map((milestone, index) => ({ milestone, index }))
      .filter(({ milestone }) => milestone.documentType !== null);
    expect(typed.length).toBeGreaterThan(0);
    for (const { milestone, index } of typed) {
      expect(milestone.eventType).toBe('SHIPMENT');
      expect(['Booking', 'Transport document']).toContain(milestone.documentType);
      expect(chinese.milestones[index]!.documentType).toMatch(/\p{Script=Han}/u);
    }
    expect(
      english.milestones
        .filter((milestone) => milestone.eventType !== 'SHIPMENT')
        .every((m) => m.documentType === null),
    ).toBe(true);
    const text = JSON.stringify([english, chinese]);
    for (const number of [shipment.bookingNumber, shipment.blNumber])
      expect(text.includes(number)).toBe(false);
  });

  it('revoked, the link is not found, in both languages; sharing again makes a new link and ends the old', async () => {
    const { orderId } = await bookedOrder();
    const first = (await as(customer, 'order/shareTracking', { orderId })).data!.token!;
    const second = (await as(customer, 'order/shareTracking', { orderId })).data!.token!;
    expect(second).not.toBe(first);
    expect((await read(first, '10.11.0.3')).code).toBe('404');
    expect((await read(second, '10.11.0.3')).code).toBe('1');
    const revoked = await as(customer, 'order/revokeTrackingShare', { orderId });
    expect(revoked.data).toEqual({ active: false, createdAt: null, expiresAt: null });
    const gone = await read(second, '10.11.0.3');
    expect([gone.status, gone.code, gone.message]).toEqual([
      200,
      '404',
      'This tracking link was revoked, has expired or does not exist',
    ]);
    expect((await read(second, '10.11.0.3', chinese)).message).toBe('该跟踪链接已撤销、已过期或不存在');
    expect((await as(customer, 'order/getTrackingShare', { orderId })).data?.active).toBe(false);
    // Revoking twice changes nothing; the rows stay as the record of what was shared.
    expect((await as(customer, 'order/revokeTrackingShare', { orderId })).code).toBe('1');
    const rows = await t.db.selectFrom('trackingShares').selectAll().where('orderId', '=', orderId).execute();
    expect(rows.map((row) => row.revokedAt !== null)).toEqual([true, true]);
  });

  it('two shares at once leave one live link (the database keeps it at one)', async () => {
    const { orderId } = await bookedOrder();
    const answers = await Promise.all([
      as(customer, 'order/shareTracking', { orderId }),
      as(customer, 'order/shareTracking', { orderId }),
    ]);
    // Both succeed one after the other, or the later one is told to try again.
    expect(answers.some((answer) => answer.code === '1')).toBe(true);
    for (const answer of answers) expect(['1', '0']).toContain(answer.code);
    const live = await t.db
      .selectFrom('trackingShares')
      .select('id')
      .where('orderId', '=', orderId)
      .where('revokedAt', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
  });

  it('a link given a number of days ends with them; another tenant’s portal does not find it', async () => {
    const { orderId } = await bookedOrder();
    const shared = (await as(customer, 'order/shareTracking', { orderId, validDays: 1 })).data!;
    expect(shared.expiresAt).toBe(new Date(t.now().getTime() + 24 * 3600_000).toISOString());
    expect((await read(shared.token!, '10.11.0.4', english, 2)).code).toBe('404');
    expect((await read(shared.token!, '10.11.0.4')).code).toBe('1');
    t.advance(24 * 3600_000);
    expect((await read(shared.token!, '10.11.0.4')).code).toBe('404');
    expect((await as(customer, 'order/getTrackingShare', { orderId })).data?.active).toBe(false);
    const tooLong = await as(customer, 'order/shareTracking', { orderId, validDays: 366 });
    expect(tooLong.code).toBe('400');
  });

  it('another customer cannot share, read or revoke the order’s link (404); staff may not share (403)', async () => {
    const { orderId } = await bookedOrder();
    const token = (await as(customer, 'order/shareTracking', { orderId })).data!.token!;
    for (const path of ['order/shareTracking', 'order/getTrackingShare', 'order/revokeTrackingShare']) {
      const other = await as(viewers.otherCertified, path, { orderId });
      expect([path, other.code, other.message]).toEqual([path, '404', 'No such order']);
      const byStaff = await as(staff, path, { orderId });
      expect([path, byStaff.status, byStaff.code]).toEqual([path, 403, '403']);
      const foreignTenant = await as({ ...customer, companyId: 2 }, path, { orderId });
      expect([path, foreignTenant.code]).toEqual([path, '404']);
      const signedOut = await call(t, path, { orderId });
      expect([path, signedOut.code]).toEqual([path, '401']);
    }
    // None of them touched the owner's link.
    expect((await read(token, '10.11.0.5')).code).toBe('1');
  });

  it('the page a link opens is kept out of search engines (X-Robots-Tag), other pages are not', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/track?token=anything' });
    expect([page.statusCode, page.headers['x-robots-tag']]).toEqual([200, 'noindex, nofollow']);
    expect((await t.app.inject({ method: 'GET', url: '/tracking' })).headers['x-robots-tag']).toBeUndefined();
  });

  it('guessed tokens are not found, and the reads of one IP address are limited', async () => {
    const { limit } = TrackingShareLimits.readPerIp;
    // A fresh window of the limit, whatever the earlier tests counted.
    t.advance(TrackingShareLimits.readPerIp.windowMs);
    for (let guess = 0; guess < limit; guess += 1) {
      const answer = await read(`guess-${guess}-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, '10.11.0.6');
      expect([guess, answer.code]).toEqual([guess, '404']);
    }
    const limited = await read('guess-over-the-limit', '10.11.0.6');
    expect([limited.status, limited.code, limited.message]).toEqual([
      429,
      '429',
      'Too many requests; please try again in a minute',
    ]);
    // Another address is not held back by it.
    expect((await read('guess-elsewhere', '10.11.0.7')).code).toBe('404');
  });
});
