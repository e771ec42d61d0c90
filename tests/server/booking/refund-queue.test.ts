import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingPath } from '../../../domain/api/booking-paths.ts';
import { ResultCode } from '../../../domain/api/envelope.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { addCompany, type SignedIn, signIn } from '../support/tenants.ts';
import { post, startTestApp, type TestApp } from '../support/test-app.ts';
import { paidAtTheSandbox } from './support.ts';

let t: TestApp;
let operations: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  await addCompany(t.db, 2);
  operations = await signIn(t.db, { companyId: 1, userType: STAFF_USER_TYPE, staffRoles: ['operations'] });
});
afterAll(() => t.close());

const AT = '2026-11-20T08:00:00.000Z';
let made = 0;

/**
 * A refused space order of `companyId` paid through the sandbox provider, and its refund in `state`.
 * `paid`: whether the sandbox payment can be refunded (an open one makes the provider fail it).
 */
async function refundOf(
  companyId: number,
  state: 'failed' | 'abnormal' | 'succeeded',
  { paid = true, customerEmail }: { paid?: boolean; customerEmail?: string } = {},
) {
  made += 1;
  const customer = await signIn(t.db, { companyId });
  if (customerEmail)
    await t.db.updateTable('users').set({ email: customerEmail }).where('id', '=', customer.userId).execute();
  const orderNo = `SO-RQ-${made}`;
  const order = await t.db
    .insertInto('spaceOrders')
    .values({
      orderNo,
      companyId,
      userId: customer.userId,
      sailingId: 1,
      status: 'refused',
      amountMinor: 5000,
      currency: 'CNY',
      payAmountMinor: 5000,
      payCurrency: 'CNY',
      cnyPerUnitMicro: null,
      rateEffectiveOn: null,
      attorneyFile: null,
      provider: 'sandbox',
      transactionId: null,
      createdAt: AT,
      expiresAt: AT,
      paidAt: AT,
      closedAt: AT,
      reason: 'no space',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // An unpaid sandbox payment has no row (its signed code is all there is of it).
  if (paid) await paidAtTheSandbox(t.db, { orderNo, amountMinor: 5000, currency: 'CNY', paidAt: AT });
  const refundNo = `RF-RQ-${made}`;
  await t.db
    .insertInto('refunds')
    .values({
      refundNo,
      orderId: order.id,
      cause: 'refused',
      amountMinor: 5000,
      currency: 'CNY',
      state,
      dueDate: AT.slice(0, 10),
      createdAt: AT,
      refundedAt: null,
      attempts: 3,
      // Not due: the app's sweeper leaves them to the test.
      nextAttemptAt: '2999-01-01T00:00:00.000Z',
    })
    .execute();
  return { refundNo, orderNo, customer };
}

const refundRow = (refundNo: string) =>
  t.db.selectFrom('refunds').selectAll().where('refundNo', '=', refundNo).executeTakeFirstOrThrow();
const sandboxRow = (orderNo: string) =>
  t.db.selectFrom('sandboxPayments').selectAll().where('orderNo', '=', orderNo).executeTakeFirstOrThrow();

describe('space/retryRefund: staff retry a failed or abnormal refund through the provider', () => {
  it('a failed refund retried is requested again under its refund number and refunds once; a retry of a final refund does nothing', async () => {
    const { refundNo, orderNo } = await refundOf(1, 'failed', { paid: false });
    // The provider still cannot refund it: it stays failed, shown with its state.
    const first = await post(t.app, BookingPath.retryRefund, { refundNo }, operations.headers);
    expect(first.json()).toMatchObject({ code: ResultCode.success, data: { refundNo, state: 'failed' } });
    // The payment can be refunded now: the retry refunds it, in full, once.
    await paidAtTheSandbox(t.db, { orderNo, amountMinor: 5000, currency: 'CNY', paidAt: AT });
    const second = await post(t.app, BookingPath.retryRefund, { refundNo }, operations.headers);
    expect(second.json()).toMatchObject({ code: ResultCode.success, data: { refundNo, state: 'succeeded' } });
    expect(await sandboxRow(orderNo)).toMatchObject({ state: 'refunded', refundedMinor: 5000 });
    const settled = await refundRow(refundNo);
    expect(settled).toMatchObject({ state: 'succeeded', refundedAt: expect.any(String) });
    // Now final: a second retry (a double click, another tab) answers so and changes nothing.
    const again = await post(
      t.app,
      BookingPath.retryRefund,
      { refundNo },
      { ...operations.headers, 'accept-language': 'en' },
    );
    expect(again.json()).toMatchObject({
      code: ResultCode.failure,
      message: 'This refund is settled already; nothing was done',
    });
    expect(await refundRow(refundNo)).toEqual(settled);
    expect(await sandboxRow(orderNo)).toMatchObject({ state: 'refunded', refundedMinor: 5000 });
  });

  it('an abnormal refund the provider made meanwhile is recorded as made, not requested again', async () => {
    const { refundNo, orderNo } = await refundOf(1, 'abnormal');
    await t.db
      .updateTable('sandboxPayments')
      .set({ state: 'refunded', refundedMinor: 5000 })
      .where('orderNo', '=', orderNo)
      .execute();
    const answer = await post(t.app, BookingPath.retryRefund, { refundNo }, operations.headers);
    expect(answer.json()).toMatchObject({ data: { state: 'succeeded' } });
    expect(await sandboxRow(orderNo)).toMatchObject({ state: 'refunded', refundedMinor: 5000 });
  });

  it('customers, staff without spaceOrders.handle and another tenant’s staff are refused', async () => {
    const { refundNo } = await refundOf(1, 'failed');
    const customer = await signIn(t.db, { companyId: 1 });
    const customerService = await signIn(t.db, {
      companyId: 1,
      userType: STAFF_USER_TYPE,
      staffRoles: ['customerService'],
    });
    const auditor = await signIn(t.db, { companyId: 1, userType: STAFF_USER_TYPE, staffRoles: ['auditor'] });
    const otherTenant = await signIn(t.db, {
      companyId: 2,
      userType: STAFF_USER_TYPE,
      staffRoles: ['operations'],
    });
    for (const path of [BookingPath.retryRefund, BookingPath.settleRefund]) {
      const body = { refundNo, note: 'paid back by bank transfer' };
      expect((await post(t.app, path, body, customer.headers)).statusCode).toBe(403);
      expect((await post(t.app, path, body, customerService.headers)).statusCode).toBe(403);
      expect((await post(t.app, path, body, auditor.headers)).statusCode).toBe(403);
      expect((await post(t.app, path, body, otherTenant.headers)).json()).toMatchObject({
        code: ResultCode.notFound,
      });
      expect((await post(t.app, path, body, {})).statusCode).toBe(401);
    }
    expect(await refundRow(refundNo)).toMatchObject({ state: 'failed', settledBy: null });
  });
});

describe('space/settleRefund: staff settle a failed or abnormal refund outside the portal', () => {
  it('keeps who, when and the required note; a settled refund is neither settled again nor retried', async () => {
    const { refundNo } = await refundOf(1, 'abnormal');
    const blank = await post(
      t.app,
      BookingPath.settleRefund,
      { refundNo, note: '  ' },
      { ...operations.headers, 'accept-language': 'en' },
    );
    expect(blank.json()).toMatchObject({
      message: 'Please say how the refund was settled outside the portal',
    });
    expect(await refundRow(refundNo)).toMatchObject({ state: 'abnormal' });
    const answer = await post(
      t.app,
      BookingPath.settleRefund,
      { refundNo, note: 'Paid back by bank transfer' },
      operations.headers,
    );
    expect(answer.json()).toMatchObject({
      code: ResultCode.success,
      data: {
        refundNo,
        state: 'settled',
        settledNote: 'Paid back by bank transfer',
        settledAt: expect.any(String),
      },
    });
    expect(await refundRow(refundNo)).toMatchObject({ state: 'settled', settledBy: operations.userId });
    for (const path of [BookingPath.settleRefund, BookingPath.retryRefund])
      expect((await post(t.app, path, { refundNo, note: 'again' }, operations.headers)).json()).toMatchObject(
        {
          code: ResultCode.failure,
        },
      );
    expect(await refundRow(refundNo)).toMatchObject({ settledNote: 'Paid back by bank transfer' });
  });
});

describe('space/listRefundQueue: the refunds that wait for staff', () => {
  it('lists the tenant’s failed and abnormal refunds only, filtered by customer email, name or id', async () => {
    const kept = await refundOf(1, 'failed', { customerEmail: 'refund.queue.alice@example.com' });
    const abnormal = await refundOf(1, 'abnormal');
    const done = await refundOf(1, 'succeeded');
    const elsewhere = await refundOf(2, 'failed');
    const list = async (body: object, headers = operations.headers) =>
      (
        (await post(t.app, BookingPath.listRefundQueue, body, headers)).json().data as { refundNo: string }[]
      ).map(({ refundNo }) => refundNo);
    const all = await list({});
    expect(all).toEqual(expect.arrayContaining([kept.refundNo, abnormal.refundNo]));
    expect(all).not.toContain(done.refundNo);
    expect(all).not.toContain(elsewhere.refundNo);
    expect(await list({ customer: 'QUEUE.ALICE' })).toEqual([kept.refundNo]);
    expect(await list({ customerId: abnormal.customer.userId })).toEqual([abnormal.refundNo]);
    // Another tenant's customer id names no one here.
    expect(await list({ customerId: elsewhere.customer.userId })).toEqual([]);
    const auditor = await signIn(t.db, { companyId: 1, userType: STAFF_USER_TYPE, staffRoles: ['auditor'] });
    expect(await list({ customerId: abnormal.customer.userId }, auditor.headers)).toEqual([
      abnormal.refundNo,
    ]);
  });
});
