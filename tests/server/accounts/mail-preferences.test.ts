// The customer's choice of record mails: each kind at once, in a daily digest, or not at all; the
// composer respects it, and the sweeper sends each customer's digest once a day with what it held.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../server/mail/mailer.ts';
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

const staff = viewers.staff;
const as = (viewer: Viewer, apiPath: string, body: unknown) =>
  call(t, apiPath, body, { ...asViewer(viewer), 'accept-language': 'en' });

/** A certified customer of their own, so that their mails can be told apart. */
const customerWithMail = async (email: string): Promise<Viewer> => {
  const row = await t.db
    .insertInto('users')
    .values({ companyId: 1, email, passwordHash: 'x', createdAt: t.now().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...viewers.certified, userId: row.id };
};

const mailsTo = async (address: string): Promise<OutboxEntry[]> => {
  await t.app.mailQueue.drain();
  const dir = path.join(t.database.dir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const all = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxEntry),
  );
  return all.filter((mail) => mail.to === address);
};

const placeOrder = async (viewer: Viewer): Promise<number> => {
  const rate = await t.db
    .selectFrom('rates')
    .selectAll()
    // The furthest sailing, a week ahead at least: the seed's weeks end where its week ends, so a
    // fixed span ahead finds none on some days and hours of the week.
    .where('etd', '>', new Date(t.now().getTime() + 7 * 24 * 3600_000).toISOString())
    .orderBy('etd', 'desc')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const created = await as(viewer, 'order/createOrder', {
    rateId: rate.id,
    containers: [{ containerType: '20GP', quantity: 1 }],
    cargoDescription: 'Chairs',
    hsCode: '940171',
    grossWeightKg: '500',
    packages: 10,
    shipper: { name: 'Ningbo Wood Co.', address: 'Ningbo' },
    consignee: { name: 'Rotterdam Home BV', address: 'Rotterdam' },
  });
  return (created.data as { orderId: number }).orderId;
};

const EVERY_KIND_AT_ONCE = {
  order: 'immediate',
  spaceOrder: 'immediate',
  grabRequest: 'immediate',
  reservation: 'immediate',
};

describe('mail preferences: each kind of record mail at once, in a daily digest, or not at all', () => {
  it('every kind is sent at once until the customer chooses; a choice is kept and read back', async () => {
    const viewer = await customerWithMail('prefs-read@customer.example.com');
    expect((await as(viewer, 'webuserset/getMailPreferences', {})).data).toEqual(EVERY_KIND_AT_ONCE);
    const saved = await as(viewer, 'webuserset/saveMailPreferences', {
      ...EVERY_KIND_AT_ONCE,
      order: 'digest',
      reservation: 'off',
    });
    expect(saved.data).toEqual({ ...EVERY_KIND_AT_ONCE, order: 'digest', reservation: 'off' });
    expect((await as(viewer, 'webuserset/getMailPreferences', {})).data).toEqual(saved.data);
    expect(
      (await as(viewer, 'webuserset/saveMailPreferences', { ...EVERY_KIND_AT_ONCE, order: 'hourly' })).code,
    ).toBe('400');
  });

  it('order mails turned off are not sent; the step still moves', async () => {
    const address = 'prefs-off@customer.example.com';
    const viewer = await customerWithMail(address);
    const orderId = await placeOrder(viewer);
    expect((await mailsTo(address)).map((mail) => mail.subject)).toEqual([
      `订单进度：下单 / Order progress: Order (${orderId})`,
    ]);
    await as(viewer, 'webuserset/saveMailPreferences', { ...EVERY_KIND_AT_ONCE, order: 'off' });
    expect((await as(staff, 'order/advanceOrder', { orderId, step: 'customerServiceConfirm' })).code).toBe(
      '1',
    );
    expect(await mailsTo(address)).toHaveLength(1);
  });

  it('a digest gathers the day’s order mails into one mail the next day, sent once', async () => {
    const address = 'prefs-digest@customer.example.com';
    const viewer = await customerWithMail(address);
    await as(viewer, 'webuserset/saveMailPreferences', { ...EVERY_KIND_AT_ONCE, order: 'digest' });
    const orderId = await placeOrder(viewer);
    await as(staff, 'order/advanceOrder', { orderId, step: 'customerServiceConfirm' });
    await as(staff, 'order/advanceOrder', { orderId, step: 'bookingSuccess', bookingNumber: 'BKG-DIGEST-1' });
    expect(await mailsTo(address)).toEqual([]);

    // The same day the sweeper holds them.
    await t.app.bookingSweeper.run();
    expect(await mailsTo(address)).toEqual([]);

    // The next day it sends them in one digest, oldest first, with their links.
    const start = t.now().getTime();
    t.advance(24 * 3600_000);
    expect((await t.app.bookingSweeper.run()).digests).toBeGreaterThanOrEqual(1);
    const [digest, ...more] = await mailsTo(address);
    expect(more).toEqual([]);
    expect(digest?.subject).toBe('每日动态（3 条） / Daily digest (3)');
    const text = digest?.text ?? '';
    const order = text.indexOf('Order progress: Order');
    const confirmed = text.indexOf('Order progress: Customer service confirm');
    const booked = text.indexOf('Order progress: Booking success');
    expect(order).toBeGreaterThan(-1);
    expect([order < confirmed, confirmed < booked]).toEqual([true, true]);
    expect(text).toContain('booking number BKG-DIGEST-1');
    expect(text).toContain(`/workspace/order?orderId=${orderId}`);

    // Once: a later sweep sends nothing more.
    await t.app.bookingSweeper.run();
    t.advance(24 * 3600_000);
    await t.app.bookingSweeper.run();
    expect(await mailsTo(address)).toHaveLength(1);
    t.advance(start - t.now().getTime());
  });
});
