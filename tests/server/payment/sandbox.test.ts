/**
 * The sandbox payment provider on the test database (SQLite or PostgreSQL, by project):
 * its signed codes, its pay page's view and confirm, the signed notification it delivers, close, refund, and the
 * checks that make a forged or replayed notification count for nothing. The clock is moved, never
 * waited on.
 */
import { createHmac, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_PAYMENT_CODE } from '../../../domain/booking/payment-code.ts';
import { SPACE_PAYMENT_WINDOW_MS } from '../../../domain/constants.ts';
import { readConfig } from '../../../server/config.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { createSandboxPaymentRepository } from '../../../server/db/repositories/sandbox-payment-repository.ts';
import type { Database } from '../../../server/db/schema.ts';
import { createPaymentProvider } from '../../../server/services/payment/index.ts';
import { PaymentProviderError, REFUND_NOT_FOUND } from '../../../server/services/payment/provider.ts';
import {
  createSandboxProvider,
  SandboxHeader,
  type SandboxProvider,
  signSandboxMessage,
} from '../../../server/services/payment/sandbox.ts';
import { testNowMs } from '../../support/test-clock.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const SECRET = 'sandbox-test-secret-of-at-least-32-characters';
const PUBLIC_BASE_URL = 'http://portal.test';

let database: TestDatabase;
let db: Database;
let nowMs = testNowMs();
const clock = () => new Date(nowMs);
let delivered: { headers: Record<string, string>; rawBody: string }[] = [];
let deliveryErrors: unknown[] = [];
let failDelivery = false;
let sandbox: SandboxProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.open();
  await migrateToLatest(db);
  sandbox = createSandboxProvider({
    payments: createSandboxPaymentRepository(db),
    now: clock,
    publicBaseUrl: PUBLIC_BASE_URL,
    secret: SECRET,
    deliver: async (headers, rawBody) => {
      if (failDelivery) throw new Error('handler away');
      delivered.push({ headers, rawBody });
    },
    onDeliveryError: (error) => deliveryErrors.push(error),
  });
});
afterAll(() => database.drop());
beforeEach(() => {
  nowMs = testNowMs();
  delivered = [];
  deliveryErrors = [];
  failDelivery = false;
});

let orders = 0;
/** A fresh sandbox payment of 1234.50 CNY whose window is the spec's 3 minutes from now. */
const open = async (amountMinor = 123_450) => {
  orders += 1;
  const orderNo = `SO${String(orders).padStart(8, '0')}`;
  const { codeUrl } = await sandbox.create({
    orderNo,
    amountMinor,
    currency: 'CNY',
    description: '舱位预订 Space booking',
    expiresAt: new Date(nowMs + SPACE_PAYMENT_WINDOW_MS),
  });
  const code = new URL(codeUrl).searchParams.get('code') ?? '';
  return { orderNo, codeUrl, code, amountMinor };
};

const rowOf = (orderNo: string) =>
  db.selectFrom('sandboxPayments').selectAll().where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
const rowsOf = (orderNo: string) =>
  db.selectFrom('sandboxPayments').selectAll().where('orderNo', '=', orderNo).execute();

/** A code's terms (before the dot) and signature (after it). */
const partsOf = (code: string) => {
  const [terms = '', signature = ''] = code.split('.');
  return { terms, signature, json: JSON.parse(Buffer.from(terms, 'base64url').toString('utf8')) };
};
/** `json` as a code's terms, base64url. */
const termsOf = (json: unknown) => Buffer.from(JSON.stringify(json), 'utf8').toString('base64url');

/** A notification signed with the sandbox's secret, as the sandbox itself sends it. */
const signed = (body: string, at = new Date(nowMs), secret = SECRET) => {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const nonce = 'b6f3a1c09d2e4f5a8c7b6a5d4e3f2a1b';
  return {
    headers: {
      [SandboxHeader.timestamp]: timestamp,
      [SandboxHeader.nonce]: nonce,
      [SandboxHeader.signature]: signSandboxMessage(secret, timestamp, nonce, body),
    },
    body,
  };
};

describe('sandbox payment provider', () => {
  it('create writes nothing and answers a portal /pay?code=… URL whose code is the order’s terms, signed', async () => {
    const first = await open();
    const second = await open();
    expect(first.codeUrl).toBe(`${PUBLIC_BASE_URL}/pay?code=${first.code}`);
    expect(first.code).toMatch(SANDBOX_PAYMENT_CODE);
    expect(partsOf(first.code).json).toEqual({
      o: first.orderNo,
      a: 123_450,
      c: 'CNY',
      d: '舱位预订 Space booking',
      e: new Date(nowMs + SPACE_PAYMENT_WINDOW_MS).toISOString(),
    });
    // HMAC-SHA256, base64url: 256 bits.
    expect(partsOf(first.code).signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.code).not.toBe(first.code);
    expect(await rowsOf(first.orderNo)).toEqual([]);
    expect(await sandbox.query(first.orderNo)).toEqual({ state: 'open' });
  });

  it('codeUrlOf answers what create does, without a call; the same order always has the same code', async () => {
    const order = {
      orderNo: 'SO-codeurlof',
      amountMinor: 500,
      currency: 'USD',
      description: 'MSC OSCAR 123W CNSHA-NLRTM 1x20GP',
      expiresAt: new Date(nowMs + SPACE_PAYMENT_WINDOW_MS),
    };
    const { codeUrl } = await sandbox.create(order);
    expect(sandbox.codeUrlOf(order)).toBe(codeUrl);
    expect(sandbox.codeUrlOf({ ...order })).toBe(codeUrl);
    expect(sandbox.codeUrlOf({ ...order, amountMinor: 501 })).not.toBe(codeUrl);
  });

  it('view shows the phone the order, amount, currency, description and window before it pays', async () => {
    const { code, orderNo } = await open();
    expect(await sandbox.view(code)).toEqual({
      ok: true,
      view: {
        orderNo,
        amount: 1234.5,
        currency: 'CNY',
        description: '舱位预订 Space booking',
        state: 'open',
        expiresAt: new Date(nowMs + SPACE_PAYMENT_WINDOW_MS).toISOString(),
      },
    });
  });

  it('a code this sandbox did not sign is paymentNotFound for view and confirm, and pays nothing', async () => {
    const { code, orderNo } = await open();
    const { terms, signature, json } = partsOf(code);
    const forged = [
      'no-such-code-0123456789',
      `${terms}.${signature}.${signature}`,
      // Another amount under the same signature.
      `${termsOf({ ...json, a: 1 })}.${signature}`,
      // A window moved on, under the same signature.
      `${termsOf({ ...json, e: new Date(nowMs + 3_600_000).toISOString() })}.${signature}`,
      // Another signature: one character changed.
      `${terms}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      // The right terms signed with another secret.
      `${terms}.${createHmac('sha256', 'another-secret').update(`sandbox-code\n${terms}`).digest('base64url')}`,
    ];
    for (const bad of forged) {
      expect(await sandbox.view(bad)).toEqual({ ok: false, id: 'paymentNotFound' });
      expect(await sandbox.confirm(bad)).toEqual({ ok: false, id: 'paymentNotFound' });
    }
    expect(forged).toHaveLength(6);
    expect(delivered).toEqual([]);
    expect(await rowsOf(orderNo)).toEqual([]);
  });

  it('a payment number with no row is open (the portal asks only of those it opened); close closes it', async () => {
    expect(await sandbox.query('SO-missing')).toEqual({ state: 'open' });
    expect(await sandbox.close('SO-missing')).toEqual({ state: 'closed' });
    expect(await sandbox.query('SO-missing')).toEqual({ state: 'closed' });
  });

  it('confirm pays within the window and delivers a signed notification that reads as paid', async () => {
    const { code, orderNo } = await open();
    nowMs += 60_000;
    const outcome = await sandbox.confirm(code);
    expect(outcome).toMatchObject({ ok: true, view: { state: 'paid', orderNo } });
    expect(delivered).toHaveLength(1);
    const [{ headers, rawBody }] = delivered as [(typeof delivered)[0]];
    expect(Object.keys(headers)).toEqual(
      expect.arrayContaining([SandboxHeader.timestamp, SandboxHeader.nonce, SandboxHeader.signature]),
    );
    const row = await rowOf(orderNo);
    const paid = {
      orderNo,
      transactionId: row.transactionId,
      amountMinor: 123_450,
      currency: 'CNY',
      paidAt: new Date(nowMs),
    };
    expect(row).toMatchObject({ state: 'paid', paidAt: new Date(nowMs).toISOString() });
    expect(row.transactionId).toMatch(/^sandbox_[0-9a-f]{32}$/);
    expect(await sandbox.readNotification(headers, rawBody)).toEqual({ kind: 'paid', paid });
    expect(await sandbox.query(orderNo)).toEqual({ state: 'paid', paid });
  });

  it('confirming twice changes nothing and answers paid; the notification goes once', async () => {
    const { code, orderNo } = await open();
    await sandbox.confirm(code);
    const before = await rowOf(orderNo);
    nowMs += 10_000;
    expect(await sandbox.confirm(code)).toMatchObject({ ok: true, view: { state: 'paid' } });
    expect(await rowOf(orderNo)).toEqual(before);
    expect(delivered).toHaveLength(1);
  });

  it('two phones confirming at once pay once (one insert under the payment number wins)', async () => {
    const { code } = await open();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => sandbox.confirm(code)));
    expect(outcomes.every((outcome) => outcome.ok && outcome.view.state === 'paid')).toBe(true);
    expect(delivered).toHaveLength(1);
  });

  it('spec §4: a confirm at or after the end of the 3-minute window is refused with paymentClosed', async () => {
    const { code, orderNo } = await open();
    nowMs += SPACE_PAYMENT_WINDOW_MS;
    expect(await sandbox.confirm(code)).toEqual({ ok: false, id: 'paymentClosed' });
    expect(delivered).toEqual([]);
    expect(await rowsOf(orderNo)).toEqual([]);
    // The phone's page shows it closed before the sweeper closes it.
    expect(await sandbox.view(code)).toMatchObject({ ok: true, view: { state: 'closed' } });
    expect(await sandbox.close(orderNo)).toEqual({ state: 'closed' });
  });

  it('close ends an open payment; a confirm after it is refused with paymentClosed', async () => {
    const { code, orderNo } = await open();
    expect(await sandbox.close(orderNo)).toEqual({ state: 'closed' });
    expect(await rowOf(orderNo)).toMatchObject({ state: 'closed', amountMinor: null, transactionId: null });
    expect(await sandbox.confirm(code)).toEqual({ ok: false, id: 'paymentClosed' });
    expect(await sandbox.view(code)).toMatchObject({ ok: true, view: { state: 'closed' } });
    expect(delivered).toEqual([]);
  });

  it('close after the payment answers paid, so the order is kept (paid wins the race)', async () => {
    const { code, orderNo } = await open();
    await sandbox.confirm(code);
    const closed = await sandbox.close(orderNo);
    expect(closed).toMatchObject({ state: 'paid', paid: { orderNo, amountMinor: 123_450 } });
    expect(await rowOf(orderNo)).toMatchObject({ state: 'paid' });
  });

  it('a notification the handler does not take is reported; the payment stays paid for close to find', async () => {
    const { code, orderNo } = await open();
    failDelivery = true;
    expect(await sandbox.confirm(code)).toMatchObject({ ok: true, view: { state: 'paid' } });
    expect(deliveryErrors).toHaveLength(1);
    expect(await sandbox.close(orderNo)).toMatchObject({ state: 'paid' });
  });

  it('refund succeeds at once and only once; refunded_minor is kept; an unpaid order is not refunded', async () => {
    const { code, orderNo, amountMinor } = await open();
    const request = {
      orderNo,
      refundNo: `RF-${orderNo}`,
      amountMinor,
      totalMinor: amountMinor,
      currency: 'CNY',
      reason: 'refused',
    };
    expect(await sandbox.refund(request)).toEqual({ state: 'failed' });
    await sandbox.confirm(code);
    expect(await sandbox.refund(request)).toEqual({ state: 'succeeded' });
    const refunded = await rowOf(orderNo);
    expect(refunded).toMatchObject({ state: 'refunded', refundedMinor: amountMinor });
    expect(await sandbox.refund(request)).toEqual({ state: 'succeeded' });
    expect(await rowOf(orderNo)).toEqual(refunded);
    // It was paid: the order it paid for is kept, the refund is the portal's record.
    expect(await sandbox.query(orderNo)).toMatchObject({ state: 'paid' });
    expect(await sandbox.confirm(code)).toMatchObject({ ok: true, view: { state: 'refunded' } });
  });

  it("queryRefund finds the refund through the portal's refund number; one never made is REFUND_NOT_FOUND", async () => {
    const { code, orderNo, amountMinor } = await open();
    await sandbox.confirm(code);
    const at = new Date(nowMs).toISOString();
    const order = await db
      .insertInto('spaceOrders')
      .values({
        orderNo,
        companyId: 1,
        userId: 1,
        sailingId: 1,
        status: 'refused',
        amountMinor,
        currency: 'CNY',
        payAmountMinor: amountMinor,
        payCurrency: 'CNY',
        cnyPerUnitMicro: null,
        rateEffectiveOn: null,
        attorneyFile: null,
        provider: 'sandbox',
        transactionId: null,
        createdAt: at,
        expiresAt: at,
        paidAt: at,
        closedAt: at,
        reason: 'no space',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refundNo = `RF-${orderNo}`;
    await db
      .insertInto('refunds')
      .values({
        refundNo,
        orderId: order.id,
        cause: 'refused',
        amountMinor,
        currency: 'CNY',
        state: 'pending',
        dueDate: at.slice(0, 10),
        createdAt: at,
        refundedAt: null,
        nextAttemptAt: at,
      })
      .execute();
    const notFound = await sandbox.queryRefund(refundNo).catch((error: unknown) => error);
    expect(notFound).toBeInstanceOf(PaymentProviderError);
    expect((notFound as PaymentProviderError).providerCode).toBe(REFUND_NOT_FOUND);
    await sandbox.refund({
      orderNo,
      refundNo,
      amountMinor,
      totalMinor: amountMinor,
      currency: 'CNY',
      reason: 'x',
    });
    expect(await sandbox.queryRefund(refundNo)).toEqual({ state: 'succeeded' });
  });

  it('confirm pays the amount its code carries: the notification and the row say what the code said', async () => {
    const { code, orderNo } = await open(98_765);
    await sandbox.confirm(code);
    expect(await rowOf(orderNo)).toMatchObject({ state: 'paid', amountMinor: 98_765, currency: 'CNY' });
    expect(JSON.parse(delivered[0]!.rawBody)).toMatchObject({
      orderNo,
      amountMinor: 98_765,
      currency: 'CNY',
    });
  });
});

describe('sandbox notifications', () => {
  const body = JSON.stringify({
    event: 'paid',
    orderNo: 'SO-notice',
    transactionId: 'sandbox_0123456789abcdef0123456789abcdef',
    amountMinor: 500,
    currency: 'CNY',
    paidAt: '2026-11-23T04:00:00.000Z',
  });

  it('a signed, fresh notification reads as paid, whatever the case of its header names', async () => {
    const { headers } = signed(body);
    const lower = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const expected = {
      kind: 'paid',
      paid: {
        orderNo: 'SO-notice',
        transactionId: 'sandbox_0123456789abcdef0123456789abcdef',
        amountMinor: 500,
        currency: 'CNY',
        paidAt: new Date('2026-11-23T04:00:00.000Z'),
      },
    };
    expect(await sandbox.readNotification(headers, body)).toEqual(expected);
    expect(await sandbox.readNotification(lower, body)).toEqual(expected);
  });

  it('a tampered body, a tampered signature or another secret → null', async () => {
    const { headers } = signed(body);
    expect(await sandbox.readNotification(headers, body.replace('500', '5'))).toBeNull();
    const signature = headers[SandboxHeader.signature];
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(
      await sandbox.readNotification({ ...headers, [SandboxHeader.signature]: flipped }, body),
    ).toBeNull();
    expect(
      await sandbox.readNotification({ ...headers, [SandboxHeader.signature]: 'short' }, body),
    ).toBeNull();
    const other = signed(body, new Date(nowMs), 'another-secret-of-at-least-32-characters!');
    expect(await sandbox.readNotification(other.headers, body)).toBeNull();
  });

  it('a timestamp more than 5 minutes old or ahead → null (a replay counts for nothing)', async () => {
    const old = signed(body, new Date(nowMs - 5 * 60_000 - 1000));
    expect(await sandbox.readNotification(old.headers, body)).toBeNull();
    const ahead = signed(body, new Date(nowMs + 5 * 60_000 + 1000));
    expect(await sandbox.readNotification(ahead.headers, body)).toBeNull();
    // Timestamps are whole seconds: 4 min 59 s is within the window wherever "now" falls in its second.
    const edge = signed(body, new Date(nowMs - 5 * 60_000 + 1000));
    expect(await sandbox.readNotification(edge.headers, body)).not.toBeNull();
  });

  it('missing headers, or a signed body that is not a paid notification → null', async () => {
    const { headers } = signed(body);
    const { [SandboxHeader.nonce]: _nonce, ...withoutNonce } = headers;
    expect(await sandbox.readNotification(withoutNonce, body)).toBeNull();
    const notJson = signed('not json');
    expect(await sandbox.readNotification(notJson.headers, notJson.body)).toBeNull();
    const wrongShape = signed(JSON.stringify({ event: 'paid', orderNo: 'SO-notice' }));
    expect(await sandbox.readNotification(wrongShape.headers, wrongShape.body)).toBeNull();
  });

  it('reply says SUCCESS with 200, or FAIL with 500 so that the notification is sent again', () => {
    expect(sandbox.reply(true)).toEqual({ status: 200, body: { code: 'SUCCESS', message: '成功' } });
    expect(sandbox.reply(false)).toEqual({ status: 500, body: { code: 'FAIL', message: '失败' } });
  });
});

describe('createPaymentProvider', () => {
  it('PAYMENT_PROVIDER picks the provider: the sandbox by default, WeChat Pay when configured', () => {
    const deps = {
      payments: createSandboxPaymentRepository(db),
      now: clock,
      publicBaseUrl: PUBLIC_BASE_URL,
      deliver: async () => {},
      onDeliveryError: () => {},
    };
    expect(readConfig({}).payment.provider).toBe('sandbox');
    const sandboxed = createPaymentProvider({ provider: 'sandbox', sandboxSecret: SECRET }, deps);
    expect(sandboxed.name).toBe('sandbox');
    expect('confirm' in sandboxed).toBe(true);
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const wechatpay = createPaymentProvider(
      {
        provider: 'wechatpay',
        wechatpay: {
          mchid: '1900000109',
          appid: 'wxd678efh567hg6787',
          serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
          privateKey,
          platformKeys: new Map([['PUB_KEY_ID_0000000000000024101100397200000006', publicKey]]),
          apiV3Key: 'x'.repeat(32),
          baseUrl: 'https://api.mch.weixin.qq.com',
          notifyUrl: `${PUBLIC_BASE_URL}/api/pay/notify/wechatpay`,
        },
      },
      deps,
    );
    expect(wechatpay.name).toBe('wechatpay');
    expect('confirm' in wechatpay).toBe(false);
  });
});
