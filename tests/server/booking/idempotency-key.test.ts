import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDraft } from '../../../domain/api/booking.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import { asViewer, call, viewers } from '../freight/support.ts';
import {
  type BookingApp,
  bookableSailing,
  english,
  remainingOf,
  startBookingApp,
  uploadedFile,
} from './support.ts';

type Answer = Awaited<ReturnType<typeof call>> & Partial<OrderDraft>;

let t: BookingApp;
beforeAll(async () => {
  t = await startBookingApp();
});
afterAll(async () => {
  await t.close();
});

const customer = viewers.certified;
const chinese = { 'accept-language': 'zh-CN' };

/** One booking attempt of one 20GP with its own Idempotency-Key header. */
const attempt = (
  viewer: Viewer,
  body: { sailingId: number; attorneyFile: string; quantity?: number },
  key: string,
  language: Record<string, string> = english,
): Promise<Answer> =>
  call(
    t,
    'space/bookSpace',
    {
      sailingId: body.sailingId,
      containers: [{ containerType: '20GP', quantity: body.quantity ?? 1 }],
      attorneyFile: body.attorneyFile,
    },
    { ...asViewer(viewer), ...language, 'idempotency-key': key },
  );

const ordersOn = async (sailingId: number): Promise<number> =>
  (await t.db.selectFrom('spaceOrders').select('id').where('sailingId', '=', sailingId).execute()).length;

describe('Idempotency-Key: a retry of a booking answers its first hold, never a second one', () => {
  it('the same key and body again: the same orderId and code_url, one order, one unit held', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const attorneyFile = await uploadedFile(t, customer);
    const first = await attempt(customer, { sailingId: sailing.id, attorneyFile }, 'retry-1');
    const retry = await attempt(customer, { sailingId: sailing.id, attorneyFile }, 'retry-1');
    expect(first.code).toBe('1');
    expect(retry.code).toBe('1');
    expect(retry.orderId).toBe(first.orderId);
    expect(retry.code_url).toBe(first.code_url);
    expect(retry.orderStatus).toBe('awaitingPayment');
    expect(retry.order_form).toEqual(first.order_form);
    expect(await ordersOn(sailing.id)).toBe(1);
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 4 });
  });

  it('concurrent retries with the same key hold once and all answer that hold', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const attorneyFile = await uploadedFile(t, customer);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        attempt(customer, { sailingId: sailing.id, attorneyFile }, 'storm-key'),
      ),
    );
    expect(answers.map((answer) => answer.code)).toEqual(Array(6).fill('1'));
    expect(new Set(answers.map((answer) => answer.orderId)).size).toBe(1);
    expect(await ordersOn(sailing.id)).toBe(1);
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 4 });
  });

  it('the same key with another body is refused with code 409 in both languages and holds nothing', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const attorneyFile = await uploadedFile(t, customer);
    const first = await attempt(customer, { sailingId: sailing.id, attorneyFile }, 'reused');
    const other = await attempt(customer, { sailingId: sailing.id, attorneyFile, quantity: 2 }, 'reused');
    const otherCn = await attempt(
      customer,
      { sailingId: sailing.id, attorneyFile, quantity: 2 },
      'reused',
      chinese,
    );
    expect(first.code).toBe('1');
    expect(other.status).toBe(200);
    expect(other.code).toBe('409');
    expect(other.message).toBe(
      'This Idempotency-Key was already used for a different booking request; use a new key for a new booking',
    );
    expect(otherCn.code).toBe('409');
    expect(otherCn.message).toBe(
      '该幂等键（Idempotency-Key）已用于另一笔不同的订舱请求；如需重新订舱，请使用新的键',
    );
    expect(other.orderId).toBeUndefined();
    expect(await ordersOn(sailing.id)).toBe(1);
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 4 });
  });

  it('a key is the customer’s own: another customer with the same key makes their own hold', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const other = viewers.otherCertified;
    const mine = await attempt(
      customer,
      { sailingId: sailing.id, attorneyFile: await uploadedFile(t, customer) },
      'shared',
    );
    const theirs = await attempt(
      other,
      { sailingId: sailing.id, attorneyFile: await uploadedFile(t, other) },
      'shared',
    );
    expect(mine.code).toBe('1');
    expect(theirs.code).toBe('1');
    expect(theirs.orderId).not.toBe(mine.orderId);
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 3 });
  });

  it('new keys make new holds; a malformed key is refused with 400 before anything is held', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const first = await attempt(
      customer,
      { sailingId: sailing.id, attorneyFile: await uploadedFile(t, customer) },
      'a',
    );
    const second = await attempt(
      customer,
      { sailingId: sailing.id, attorneyFile: await uploadedFile(t, customer) },
      'b',
    );
    expect(second.orderId).not.toBe(first.orderId);
    const tooLong = await attempt(
      customer,
      { sailingId: sailing.id, attorneyFile: await uploadedFile(t, customer) },
      'k'.repeat(256),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.message).toBe('The Idempotency-Key must be 1 to 255 printable ASCII characters');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 3 });
  });

  it('a key older than a day is forgotten: the same key books a new hold', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const attorneyFile = await uploadedFile(t, customer);
    const first = await attempt(customer, { sailingId: sailing.id, attorneyFile }, 'yesterday');
    await t.db
      .updateTable('idempotencyKeys')
      .set({ createdAt: new Date(t.now().getTime() - 25 * 60 * 60 * 1000).toISOString() })
      .where('orderId', '=', first.orderId!)
      .execute();
    const again = await attempt(
      customer,
      { sailingId: sailing.id, attorneyFile: await uploadedFile(t, customer) },
      'yesterday',
    );
    expect(again.code).toBe('1');
    expect(again.orderId).not.toBe(first.orderId);
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 3 });
  });
});
