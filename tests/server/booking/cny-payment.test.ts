/**
 * WeChat Pay Native takes CNY only: a space order priced in USD is paid as its CNY amount at the
 * tenant's exchange rate, fixed on the order when it is made; a booking in a currency the tenant has
 * no rate for is refused before anything is held; staff save the rates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDraft } from '../../../domain/api/booking.ts';
import { asViewer, call, viewers } from '../freight/support.ts';
import {
  type BookingApp,
  book,
  bookableSailing,
  codeOf,
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
const staff = viewers.staff;
const chinese = { 'accept-language': 'zh-CN' };
const asStaff = (path: string, body: unknown, viewer = staff) =>
  call(t, path, body, { ...asViewer(viewer), ...english });
/** What the provider was asked to take: the sandbox's pay page shows it from the order's code. */
const providerOrder = async (booked: Answer) => {
  const shown: Answer = await call(t, 'pay/getSandboxPayment', { code: codeOf(booked.code_url!) }, english);
  return { orderNo: shown.data.orderNo, amount: shown.data.amount, currency: shown.data.currency };
};

describe('a USD price is paid in CNY at the tenant exchange rate, fixed on the order', () => {
  it('the provider is asked for the CNY amount; the order shows both amounts, the rate and its date', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    const booked: Answer = await book(t, customer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 2 }],
    });
    expect(booked.code).toBe('1');
    // USD 1,004 × 2 at 7.1988 = CNY 14,455.1904 → 14,455.19 (half up to the fen).
    expect(booked.order_form).toMatchObject({
      amount: 2008,
      currency: 'USD',
      payment: {
        amount: 14455.19,
        currency: 'CNY',
        rate: { cnyPerUnit: '7.1988', effectiveOn: '2026-11-26' },
      },
    });
    expect(await providerOrder(booked)).toEqual({
      orderNo: booked.order_form!.orderNo,
      amount: 14455.19,
      currency: 'CNY',
    });

    // A rate saved later does not change an order already made.
    await asStaff('tenant/saveExchangeRate', {
      currency: 'USD',
      cnyPerUnitMicro: 7_300_000,
      effectiveOn: '2026-11-27',
    });
    const again: Answer = await call(
      t,
      'space/getSpaceOrder',
      { orderId: booked.orderId },
      { ...asViewer(customer), ...english },
    );
    expect(again.order_form?.payment.amount).toBe(14455.19);
    // The payment of that CNY amount is applied.
    expect(
      (await call(t, 'pay/confirmSandboxPayment', { code: codeOf(booked.code_url!) }, english)).code,
    ).toBe('1');
    const paid: Answer = await call(
      t,
      'space/getSpaceOrder',
      { orderId: booked.orderId },
      { ...asViewer(customer), ...english },
    );
    expect(paid.orderStatus).toBe('inHand');
    await asStaff('tenant/saveExchangeRate', {
      currency: 'USD',
      cnyPerUnitMicro: 7_198_800,
      effectiveOn: '2026-11-26',
    });
  });

  it('a CNY price needs no rate: paid as it is', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    await t.db.updateTable('spaceSailings').set({ currency: 'CNY' }).where('id', '=', sailing.id).execute();
    const booked: Answer = await book(t, customer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
    });
    expect(booked.order_form).toMatchObject({
      amount: 1004,
      currency: 'CNY',
      payment: { amount: 1004, currency: 'CNY', rate: null },
    });
    expect(await providerOrder(booked)).toMatchObject({ amount: 1004, currency: 'CNY' });
  });

  it('no rate for the currency: refused as a business failure in both languages, nothing held', async () => {
    const sailing = await bookableSailing(t, { '20GP': 5 });
    await t.db.updateTable('spaceSailings').set({ currency: 'EUR' }).where('id', '=', sailing.id).execute();
    const before = await t.db.selectFrom('spaceOrders').select('id').execute();
    const refused: Answer = await book(t, customer, {
      sailingId: sailing.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
    });
    expect(refused.status).toBe(200);
    expect(refused.code).toBe('0');
    expect(refused.message).toBe(
      'No exchange rate from EUR to CNY is set, so this space cannot be paid through WeChat Pay yet. Please contact customer service.',
    );
    const inChinese = await call(
      t,
      'space/bookSpace',
      {
        sailingId: sailing.id,
        containers: [{ containerType: '20GP', quantity: 1 }],
        attorneyFile: await uploadedFile(t, customer),
      },
      { ...asViewer(customer), ...chinese },
    );
    expect(inChinese.message).toBe('尚未设置 EUR 兑人民币的汇率，暂时无法通过微信支付预订，请联系客服。');
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 5 });
    expect(await t.db.selectFrom('spaceOrders').select('id').execute()).toHaveLength(before.length);
    expect(
      await t.db.selectFrom('spaceAllowances').selectAll().where('sailingId', '=', sailing.id).execute(),
    ).toEqual([]);
  });
});

describe('staff save the tenant exchange rates', () => {
  it('staff list and save a rate of their own company; CNY needs none; customers may not', async () => {
    const saved = await asStaff('tenant/saveExchangeRate', {
      currency: 'EUR',
      cnyPerUnitMicro: 7_654_321,
      effectiveOn: '2026-11-26',
    });
    expect(saved.code).toBe('1');
    expect(saved.message).toBe('The exchange rate was saved');
    expect(saved.data.rates).toContainEqual({
      currency: 'EUR',
      cnyPerUnitMicro: 7_654_321,
      cnyPerUnit: '7.654321',
      effectiveOn: '2026-11-26',
    });
    expect(
      (await asStaff('tenant/listExchangeRates', {})).data.rates.map(
        (rate: { currency: string }) => rate.currency,
      ),
    ).toEqual(['EUR', 'USD']);
    const cny = await asStaff('tenant/saveExchangeRate', {
      currency: 'CNY',
      cnyPerUnitMicro: 1_000_000,
      effectiveOn: '2026-11-26',
    });
    expect([cny.status, cny.message]).toEqual([400, 'CNY prices need no exchange rate']);
    const customerTry = await call(
      t,
      'tenant/saveExchangeRate',
      { currency: 'USD', cnyPerUnitMicro: 1, effectiveOn: '2026-11-26' },
      { ...asViewer(customer), ...english },
    );
    expect(customerTry.status).toBe(403);
    const other = await asStaff('tenant/listExchangeRates', {}, { ...staff, companyId: 2 });
    expect(other.data.rates).toEqual([]);
    const bad = await asStaff('tenant/saveExchangeRate', {
      currency: 'usd',
      cnyPerUnitMicro: 0,
      effectiveOn: 'today',
    });
    expect(bad.status).toBe(400);
  });
});
