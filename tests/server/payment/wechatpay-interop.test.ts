/**
 * The portal on WeChat Pay against a stand-in whose signing and verification are a well-known v3
 * SDK's (wechatpay-node-v3, wechatpay-sdk-crypto.ts), beside the stand-in written from the
 * documents (wechatpay.test.ts): every request verified by the SDK, every answer and notification
 * signed by it, with two platform keys for a rotation, an abnormal refund, payments the order will
 * not apply (another amount, another currency) and a replayed notification, through the portal's
 * own API and sweeper.
 */
import { generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderDraft } from '../../../domain/api/booking.ts';
import { SPACE_PAYMENT_WINDOW_MS } from '../../../domain/constants.ts';
import {
  type BookingApp,
  book,
  bookableSailing,
  english,
  remainingOf,
  startBookingApp,
  uploadedFile,
} from '../booking/support.ts';
import { asViewer, call, viewers } from '../freight/support.ts';
import { sdkCrypto, sdkDecrypt } from './wechatpay-sdk-crypto.ts';
import {
  APPID,
  MCHID,
  PLATFORM_SERIAL,
  SERIAL_NO,
  type StandIn,
  type StandInOrder,
  startStandIn,
} from './wechatpay-stand-in.ts';

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = rsa();
const platform = rsa();
/** WeChat Pay's next platform key: configured beside the current one before WeChat Pay switches. */
const nextPlatform = rsa();
const NEXT_SERIAL = 'PUB_KEY_ID_0000000000000024101100397200000007';
const APIV3_KEY = randomBytes(16).toString('hex');

type Answer = Awaited<ReturnType<typeof call>> & Partial<OrderDraft>;

let dir: string;
let standIn: StandIn;
let t: BookingApp;
/** How far the stand-in's clock is from the portal's. */
let skewMs = 0;
const customer = viewers.certified;
const staff = viewers.staff;

const pem = (key: KeyObject) =>
  key.export({ type: key.type === 'private' ? 'pkcs8' : 'spki', format: 'pem' });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-wechatpay-sdk-'));
  writeFileSync(path.join(dir, 'apiclient_key.pem'), pem(merchant.privateKey));
  writeFileSync(path.join(dir, 'pub_key.pem'), pem(platform.publicKey));
  writeFileSync(path.join(dir, 'pub_key_next.pem'), pem(nextPlatform.publicKey));
  standIn = await startStandIn({
    merchantPublicKey: merchant.publicKey,
    platformPrivateKey: platform.privateKey,
    now: () => new Date(t.now().getTime() + skewMs),
    apiV3Key: APIV3_KEY,
    crypto: sdkCrypto({ serial: SERIAL_NO, publicKey: merchant.publicKey }),
  });
  t = await startBookingApp({
    PUBLIC_BASE_URL: 'https://portal.example.com',
    PAYMENT_PROVIDER: 'wechatpay',
    WECHATPAY_MCHID: MCHID,
    WECHATPAY_APPID: APPID,
    WECHATPAY_SERIAL_NO: SERIAL_NO,
    WECHATPAY_PRIVATE_KEY_PATH: path.join(dir, 'apiclient_key.pem'),
    WECHATPAY_APIV3_KEY: APIV3_KEY,
    WECHATPAY_PLATFORM_PUBLIC_KEY_PATH: `${PLATFORM_SERIAL}=${path.join(dir, 'pub_key.pem')},${NEXT_SERIAL}=${path.join(dir, 'pub_key_next.pem')}`,
    WECHATPAY_BASE_URL: standIn.baseUrl,
  });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  skewMs = 0;
  standIn.signing = 'sign';
  standIn.platform = { serial: PLATFORM_SERIAL, privateKey: platform.privateKey };
});

/** A booking of one 20GP on a sailing of its own; the stand-in has its Native order. */
const booked = async () => {
  const sailing = await bookableSailing(t, { '20GP': 5 });
  const answer: Answer = await book(t, customer, {
    sailingId: sailing.id,
    containers: [{ containerType: '20GP', quantity: 1 }],
  });
  expect(answer.code).toBe('1');
  const orderNo = answer.order_form!.orderNo;
  return { sailing, answer, orderNo, providerOrder: standIn.orders.get(orderNo)! };
};

/** TRANSACTION.SUCCESS as WeChat Pay writes its resource. */
const transactionOf = (order: StandInOrder, paid = order.amount) => ({
  mchid: MCHID,
  appid: APPID,
  out_trade_no: order.out_trade_no,
  transaction_id: order.transaction_id,
  trade_type: 'NATIVE',
  trade_state: 'SUCCESS',
  trade_state_desc: '支付成功',
  bank_type: 'OTHERS',
  success_time: order.success_time,
  payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
  amount: {
    total: paid.total,
    payer_total: paid.total,
    currency: paid.currency,
    payer_currency: paid.currency,
  },
});

const deliver = (notification: { headers: Record<string, string>; body: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pay/notify/wechatpay',
    headers: notification.headers,
    payload: notification.body,
  });

const orderOf = async (orderId: number): Promise<Answer> =>
  call(t, 'space/getSpaceOrder', { orderId }, { ...asViewer(customer), ...english });

const refundsOf = (orderId: number) =>
  t.db.selectFrom('refunds').selectAll().where('orderId', '=', orderId).execute();

const requestsFor = (orderNo: string, suffix = '') =>
  standIn.requests.filter((request) => request.url.split('?')[0]?.endsWith(`${orderNo}${suffix}`));

describe('WeChat Pay interop with a v3 SDK’s signing and verification', () => {
  it('every request is verified by the SDK; its signed TRANSACTION.SUCCESS (opened by the SDK too) puts the order in hand', async () => {
    const { answer, providerOrder } = await booked();
    expect(providerOrder.notify_url).toBe('https://portal.example.com/api/pay/notify/wechatpay');
    const paid = standIn.pay(providerOrder.out_trade_no, t.now());
    const notification = standIn.notification('TRANSACTION.SUCCESS', transactionOf(paid));
    expect(sdkDecrypt(JSON.parse(notification.body).resource, APIV3_KEY)).toEqual(transactionOf(paid));
    expect((await deliver(notification)).statusCode).toBe(200);
    expect((await orderOf(answer.orderId!)).orderStatus).toBe('inHand');
    expect(standIn.requests.length).toBeGreaterThan(0);
    expect(standIn.requests.every((request) => request.authorized)).toBe(true);
  });

  it('a replayed notification counts once; one signed more than 5 minutes ago is refused', async () => {
    const { answer, orderNo, providerOrder } = await booked();
    const notification = standIn.notification(
      'TRANSACTION.SUCCESS',
      transactionOf(standIn.pay(orderNo, t.now())),
    );
    expect((await deliver(notification)).statusCode).toBe(200);
    expect((await deliver(notification)).statusCode).toBe(200);
    const payments = await t.db
      .selectFrom('paymentNotifications')
      .select('outcome')
      .where('orderNo', '=', orderNo)
      .execute();
    expect(payments).toEqual([{ outcome: 'applied' }]);
    skewMs = -6 * 60_000;
    const stale = standIn.notification('TRANSACTION.SUCCESS', transactionOf(providerOrder));
    expect((await deliver(stale)).statusCode).toBe(401);
    expect((await orderOf(answer.orderId!)).orderStatus).toBe('inHand');
  });

  it('rotation: with both platform keys configured, answers and notifications signed by the next key are taken; an unknown serial is not', async () => {
    standIn.platform = { serial: NEXT_SERIAL, privateKey: nextPlatform.privateKey };
    const { answer, orderNo } = await booked();
    const notification = standIn.notification(
      'TRANSACTION.SUCCESS',
      transactionOf(standIn.pay(orderNo, t.now())),
    );
    expect((await deliver(notification)).statusCode).toBe(200);
    expect((await orderOf(answer.orderId!)).orderStatus).toBe('inHand');

    standIn.platform = {
      serial: 'PUB_KEY_ID_0000000000000024101100397299999999',
      privateKey: nextPlatform.privateKey,
    };
    const unknown = standIn.notification('TRANSACTION.SUCCESS', transactionOf(standIn.orders.get(orderNo)!));
    expect((await deliver(unknown)).statusCode).toBe(401);
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const refused: Answer = await book(t, customer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
    });
    expect([refused.status, refused.code]).toEqual([502, '502']);
  });

  it('an unsigned, tampered or stale answer to the booking: HTTP 502 "payment provider unavailable" in the caller’s language, nothing held', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const tryBooking = async (language: 'en' | 'cn'): Promise<Answer> =>
      call(
        t,
        'space/bookSpace',
        {
          sailingId: sailing.id,
          containers: [{ containerType: '20GP', quantity: 1 }],
          attorneyFile: await uploadedFile(t, customer),
        },
        { ...asViewer(customer), 'accept-language': language },
      );
    standIn.signing = 'omit';
    expect(await tryBooking('en')).toMatchObject({
      status: 502,
      code: '502',
      message: 'The payment service is unavailable at the moment; please try again later',
    });
    standIn.signing = 'tamper';
    expect(await tryBooking('cn')).toMatchObject({
      status: 502,
      code: '502',
      message: '支付服务暂时无法使用，请稍后再试',
    });
    standIn.signing = 'sign';
    skewMs = -6 * 60_000;
    expect(await tryBooking('en')).toMatchObject({ status: 502, code: '502' });
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 5 });
    const orders = await t.db
      .selectFrom('spaceOrders')
      .select('status')
      .where('sailingId', '=', sailing.id)
      .execute();
    expect(orders.map((row) => row.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
  });

  it('an abnormal refund is kept with WeChat Pay’s reason, listed for staff, asked about again by the sweeper until it succeeds', async () => {
    const { answer, orderNo } = await booked();
    const paid = standIn.pay(orderNo, t.now());
    expect((await deliver(standIn.notification('TRANSACTION.SUCCESS', transactionOf(paid)))).statusCode).toBe(
      200,
    );
    const refused: Answer = await call(
      t,
      'space/refuseSpaceOrder',
      { orderId: answer.orderId, reason: 'The vessel is full' },
      { ...asViewer(staff), ...english },
    );
    expect(refused.code).toBe('1');
    const [refund] = await refundsOf(answer.orderId!);
    expect(standIn.refunds.get(refund!.refundNo)?.amount).toEqual({
      refund: paid.amount.total,
      total: paid.amount.total,
      currency: paid.amount.currency,
    });

    const providerRefund = standIn.refunds.get(refund!.refundNo)!;
    providerRefund.status = 'ABNORMAL';
    const abnormal = standIn.notification('REFUND.ABNORMAL', {
      mchid: MCHID,
      out_trade_no: orderNo,
      transaction_id: paid.transaction_id,
      out_refund_no: refund!.refundNo,
      refund_id: '50000000382019052709732678859',
      refund_status: 'ABNORMAL',
      user_received_account: providerRefund.user_received_account,
      amount: {
        total: paid.amount.total,
        refund: paid.amount.total,
        payer_total: paid.amount.total,
        payer_refund: paid.amount.total,
      },
    });
    expect((await deliver(abnormal)).statusCode).toBe(200);
    const listed: Answer = await call(t, 'space/listAbnormalRefunds', {}, { ...asViewer(staff), ...english });
    expect(listed.data).toEqual([
      expect.objectContaining({
        refundNo: refund!.refundNo,
        orderId: answer.orderId,
        orderNo,
        cause: 'refused',
        reason: 'ABNORMAL: 招商银行信用卡0403',
      }),
    ]);
    expect(
      (await call(t, 'space/listAbnormalRefunds', {}, { ...asViewer(customer), ...english })).status,
    ).toBe(403);
    expect((await orderOf(answer.orderId!)).order_form?.refund?.state).toBe('failed');

    // Operations settle it with WeChat Pay; the sweeper's next question finds it refunded.
    const queries = standIn.requests.length;
    await t.app.bookingSweeper.run();
    expect((await refundsOf(answer.orderId!))[0]?.state).toBe('abnormal');
    providerRefund.status = 'SUCCESS';
    t.advance(60 * 60_000);
    await t.app.bookingSweeper.run();
    expect(standIn.requests.slice(queries).map((request) => request.url)).toContain(
      `/v3/refund/domestic/refunds/${refund!.refundNo}`,
    );
    expect((await refundsOf(answer.orderId!))[0]?.state).toBe('succeeded');
    expect((await call(t, 'space/listAbnormalRefunds', {}, { ...asViewer(staff), ...english })).data).toEqual(
      [],
    );
    expect((await orderOf(answer.orderId!)).order_form?.refund?.state).toBe('succeeded');
  });

  it('a 1-fen payment of an order (its notification lost): closed once, the space released, the 1 fen refunded once', async () => {
    const { sailing, answer, orderNo } = await booked();
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 4 });
    standIn.pay(orderNo, t.now(), { total: 1, currency: standIn.orders.get(orderNo)!.amount.currency });
    t.advance(SPACE_PAYMENT_WINDOW_MS);
    for (let sweep = 0; sweep < 4; sweep += 1) {
      await t.app.bookingSweeper.run();
      t.advance(5_000);
    }
    expect(requestsFor(orderNo, '/close')).toHaveLength(1);
    expect((await orderOf(answer.orderId!)).orderStatus).toBe('cancelled');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 5 });
    const refunds = await refundsOf(answer.orderId!);
    expect(refunds.map(({ amountMinor, cause }) => ({ amountMinor, cause }))).toEqual([
      { amountMinor: 1, cause: 'latePayment' },
    ]);
    expect(standIn.refunds.get(refunds[0]!.refundNo)?.amount).toMatchObject({ refund: 1, total: 1 });
  });

  it('a payment in another currency than the order’s, notified: the space released at once, the payment refunded as paid, no close after', async () => {
    const { sailing, answer, orderNo, providerOrder } = await booked();
    const other = providerOrder.amount.currency === 'CNY' ? 'USD' : 'CNY';
    const paidAs = { total: providerOrder.amount.total, currency: other };
    const paid = standIn.pay(orderNo, t.now(), paidAs);
    expect(
      (await deliver(standIn.notification('TRANSACTION.SUCCESS', transactionOf(paid, paidAs)))).statusCode,
    ).toBe(200);
    expect((await orderOf(answer.orderId!)).orderStatus).toBe('cancelled');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 5 });
    t.advance(SPACE_PAYMENT_WINDOW_MS);
    await t.app.bookingSweeper.run();
    expect(requestsFor(orderNo, '/close')).toHaveLength(0);
    const refunds = await refundsOf(answer.orderId!);
    expect(refunds.map(({ amountMinor, currency }) => ({ amountMinor, currency }))).toEqual([
      { amountMinor: paidAs.total, currency: other },
    ]);
    expect(standIn.refunds.get(refunds[0]!.refundNo)?.amount).toEqual({
      refund: paidAs.total,
      total: paidAs.total,
      currency: other,
    });
  });

  it('a cancel that finds a payment the order will not apply: the order cancelled, its space back, the payment refunded', async () => {
    const { sailing, answer, orderNo } = await booked();
    standIn.pay(orderNo, t.now(), { total: 1, currency: standIn.orders.get(orderNo)!.amount.currency });
    const cancelled: Answer = await call(
      t,
      'space/cancelSpaceOrder',
      { orderId: answer.orderId },
      { ...asViewer(customer), ...english },
    );
    expect([cancelled.code, cancelled.orderStatus]).toEqual(['1', 'cancelled']);
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 5 });
    expect((await refundsOf(answer.orderId!)).map((refund) => refund.amountMinor)).toEqual([1]);
  });
});
