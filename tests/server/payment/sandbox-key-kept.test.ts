/**
 * The sandbox's payment code is signed, so its key must outlive the process: with
 * PAYMENT_SANDBOX_SECRET unset, one is made once and kept in <DATA_DIR>/sandbox-payment.key, and a
 * QR code shown before a restart is paid after it (an acknowledged hold loses nothing).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDraft } from '../../../domain/api/booking.ts';
import { buildApp } from '../../../server/app.ts';
import {
  type BookingApp,
  book,
  bookableSailing,
  codeOf,
  english,
  startBookingApp,
} from '../booking/support.ts';
import { type call, viewers } from '../freight/support.ts';
import { post } from '../support/test-app.ts';

let t: BookingApp;
beforeAll(async () => {
  t = await startBookingApp();
});
afterAll(() => t.close());

describe('the sandbox key when PAYMENT_SANDBOX_SECRET is unset', () => {
  it('is kept beside the data, readable by its owner only, and a code shown before a restart is paid after it', async () => {
    expect(t.config.payment).toEqual({ provider: 'sandbox', sandboxSecret: undefined });
    const sailing = await bookableSailing(t, { '20GP': 2 });
    const booked = (await book(t, viewers.certified, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
    })) as Awaited<ReturnType<typeof call>> & Partial<OrderDraft>;
    expect(booked.orderStatus).toBe('awaitingPayment');
    const key = await stat(path.join(t.config.dataDir, 'sandbox-payment.key'));
    expect(key.mode & 0o777).toBe(0o600);

    // The process ends; another starts on the same data and database.
    await t.app.close();
    const restarted = await buildApp({ config: t.config, db: t.db, now: t.now });
    try {
      const paid = await post(
        restarted,
        'pay/confirmSandboxPayment',
        { code: codeOf(booked.code_url!) },
        english,
      );
      expect(paid.json()).toMatchObject({ code: '1', data: { state: 'paid' } });
      // Its notification reached the restarted instance's handler: the order is in hand.
      const order = await t.db
        .selectFrom('spaceOrders')
        .select('status')
        .where('id', '=', booked.orderId!)
        .executeTakeFirstOrThrow();
      expect(order.status).toBe('inHand');
    } finally {
      await restarted.close();
    }
  });
});
