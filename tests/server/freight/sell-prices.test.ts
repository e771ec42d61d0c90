/**
 * Sell prices (domain/freight/sell-price.ts, spec §3's customerType): pricing saves the tenant's
 * markups, customers see buy + markup of their type, staff see both, and quotations and orders keep
 * the price shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { TenantPath } from '../../../domain/api/tenant-paths.ts';
import type { MarkupRow } from '../../../domain/freight/sell-price.ts';
import { createTenantChangeRepository } from '../../../server/db/repositories/tenant-change-repository.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import { type BookingApp, startBookingApp } from '../booking/support.ts';
import { asViewer, call, viewers } from './support.ts';

let t: BookingApp;
/** The lane and 40HQ sailing with the most rates in the default window, and a sailing a week ahead. */
let lane: { pol: string; pod: string };
beforeAll(async () => {
  t = await startBookingApp();
  const rate = await t.db
    .selectFrom('rates')
    .select(['pol', 'pod'])
    .where('etd', '>', new Date(t.now().getTime() + 7 * 24 * 3600_000).toISOString())
    .where('containerType', '=', '40HQ')
    .orderBy('etd', 'desc')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  lane = { pol: rate.pol, pod: rate.pod };
}, 60_000);
afterAll(() => t.close());

const EN = { 'accept-language': 'en' };
const CN = { 'accept-language': 'zh-CN' };
const customer = viewers.certified; // customer type 1
const pricing: Viewer = { ...viewers.staff, staffRoles: ['pricing'] };
const customerService: Viewer = { ...viewers.staff, staffRoles: ['customerService'] };

const saveMarkups = (markups: MarkupRow[], viewer: Viewer = pricing, language = EN) =>
  call(t, TenantPath.saveMarkups, { markups }, { ...asViewer(viewer), ...language });

const search = (viewer: Viewer, body: Record<string, unknown> = {}) =>
  call(t, FreightPath.searchRates, { ...lane, pageSize: 100, ...body }, asViewer(viewer));

/** The buy prices of the search table, by rate id. */
const buyPrices = async () =>
  new Map(
    (await t.db.selectFrom('rates').select(['id', 'allIn', 'oceanFreight']).execute()).map((row) => [
      row.id,
      row,
    ]),
  );

const FORTY_AMOUNT: MarkupRow = {
  customerType: 1,
  containerType: '40HQ',
  markup: { kind: 'amount', amountMinor: 12_345 },
};
const TWENTY_PERCENT: MarkupRow = {
  customerType: 0,
  containerType: '20GP',
  markup: { kind: 'percent', basisPoints: 1_000 },
};

describe('tenant/saveMarkups and tenant/listMarkups: pricing saves the grid, every save in the trail', () => {
  it('pricing saves the grid whole; staff read it; the trail keeps the grid before and after', async () => {
    expect((await saveMarkups([FORTY_AMOUNT], customerService)).status).toBe(403);
    const saved = await saveMarkups([FORTY_AMOUNT, TWENTY_PERCENT]);
    expect(saved.message).toBe('The markups were saved');
    expect(saved.data.markups).toEqual([TWENTY_PERCENT, FORTY_AMOUNT]);
    const read = await call(t, TenantPath.listMarkups, {}, asViewer(customerService));
    expect(read.data.markups).toEqual([TWENTY_PERCENT, FORTY_AMOUNT]);
    const trail = await createTenantChangeRepository(t.db).page(1, {
      pageNo: 1,
      pageSize: 5,
      area: 'markups',
    });
    expect(trail.list[0]).toMatchObject({
      area: 'markups',
      userId: pricing.userId,
      before: [],
      after: [TWENTY_PERCENT, FORTY_AMOUNT],
    });
  });

  it('refuses a percent above 500 % or a negative amount, in the request’s language, and keeps the grid', async () => {
    const tooMuch = await saveMarkups([
      { ...TWENTY_PERCENT, markup: { kind: 'percent', basisPoints: 50_001 } },
    ]);
    expect([tooMuch.status, tooMuch.message]).toEqual([
      400,
      'A percent markup is 0 to 500 with at most two decimals',
    ]);
    const negative = await saveMarkups(
      [{ ...FORTY_AMOUNT, markup: { kind: 'amount', amountMinor: -1 } }],
      pricing,
      CN,
    );
    expect([negative.status, negative.message]).toEqual([400, '加价金额须为 0 到 100000 之间，最多两位小数']);
    expect((await call(t, TenantPath.listMarkups, {}, asViewer(pricing))).data.markups).toHaveLength(2);
  });
});

describe('rate search at the viewer’s price', () => {
  it('a customer of type 1 sees buy + its 40HQ amount, the markup inside the ocean freight, never a buy price', async () => {
    const buy = await buyPrices();
    const rows = (await search(customer, { containerType: '40HQ' })).data.list;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const bought = buy.get(row.rateId)!;
      expect(row.allIn).toBeCloseTo(bought.allIn + 123.45, 6);
      expect(row.detail.oceanFreight).toBeCloseTo(bought.oceanFreight + 123.45, 6);
      expect(row).not.toHaveProperty('buyAllIn');
    }
  });

  it('a customer type without a row of its own, and a customer not yet typed, take the row "any customer type"', async () => {
    const buy = await buyPrices();
    for (const viewer of [
      { ...customer, customerType: 2 },
      { ...customer, customerType: null },
    ]) {
      const twenty = (await search(viewer, { containerType: '20GP' })).data.list;
      for (const row of twenty)
        expect(row.allIn).toBeCloseTo(Math.round(buy.get(row.rateId)!.allIn * 110) / 100, 6);
      const forty = (await search(viewer, { containerType: '40HQ' })).data.list;
      for (const row of forty) expect(row.allIn).toBe(buy.get(row.rateId)!.allIn);
    }
  });

  it('staff see the sell price of "any customer type" and the buy price beside it', async () => {
    const buy = await buyPrices();
    const rows = (await search(viewers.staff, { containerType: '20GP' })).data.list;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.buyAllIn).toBe(buy.get(row.rateId)!.allIn);
      expect(row.allIn).toBeCloseTo(Math.round(row.buyAllIn * 110) / 100, 6);
    }
  });

  it('sorts by the price the viewer sees, not the buy price', async () => {
    // A markup big enough to move every 40GP past every other type's price.
    await saveMarkups([
      FORTY_AMOUNT,
      TWENTY_PERCENT,
      { customerType: 1, containerType: '40GP', markup: { kind: 'amount', amountMinor: 9_000_000 } },
    ]);
    for (const sortOrder of ['asc', 'desc'] as const) {
      const prices = (await search(customer, { sortOrder })).data.list.map(
        (row: { allIn: number }) => row.allIn,
      );
      expect(prices.length).toBeGreaterThan(3);
      expect(prices).toEqual([...prices].sort((a, b) => (sortOrder === 'asc' ? a - b : b - a)));
    }
    await saveMarkups([FORTY_AMOUNT, TWENTY_PERCENT]);
  });
});

describe('a quotation and an order keep the sell price shown', () => {
  it('a saved quotation keeps its price when the markup changes later', async () => {
    const [row] = (await search(customer, { containerType: '40HQ', pageSize: 1 })).data.list;
    const saved = await call(
      t,
      FreightPath.saveQuotation,
      { items: [{ rateId: row.rateId, quantity: 2 }], remark: '' },
      asViewer(customer),
    );
    expect(saved.data.lines[0].unitPrice).toBe(row.allIn);
    expect(saved.data.total).toBeCloseTo(row.allIn * 2, 6);
    await saveMarkups([{ ...FORTY_AMOUNT, markup: { kind: 'amount', amountMinor: 99_900 } }, TWENTY_PERCENT]);
    const read = await call(t, FreightPath.getQuotation, { id: saved.data.id }, asViewer(customer));
    expect(read.data.lines[0].unitPrice).toBe(row.allIn);
    expect(read.data.lines[0].rate.allIn).toBe(row.allIn);
    expect(read.data.total).toBe(saved.data.total);
    expect((await search(customer, { containerType: '40HQ', pageSize: 1 })).data.list[0].allIn).not.toBe(
      row.allIn,
    );
    await saveMarkups([FORTY_AMOUNT, TWENTY_PERCENT]);
  });

  it('an order booked from a rate keeps the sell price the customer saw', async () => {
    const rate = await t.db
      .selectFrom('rates')
      .selectAll()
      .where('etd', '>', new Date(t.now().getTime() + 7 * 24 * 3600_000).toISOString())
      .where('containerType', '=', '40HQ')
      .orderBy('etd', 'desc')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const sell = Math.round((rate.allIn + 123.45) * 100) / 100;
    const shown = await call(t, 'order/getOrderRate', { rateId: rate.id }, asViewer(customer));
    expect(shown.data.prices).toEqual([{ containerType: '40HQ', unitPrice: sell }]);
    const created = await call(
      t,
      'order/createOrder',
      {
        rateId: rate.id,
        containers: [{ containerType: '40HQ', quantity: '2' }],
        cargoDescription: 'Furniture, 12 pallets',
        hsCode: '940360',
        grossWeightKg: '10250.5',
        packages: 12,
        shipper: { name: 'Ningbo Wood Co.', address: '1 Harbour Road, Ningbo' },
        consignee: { name: 'Rotterdam Home BV', address: 'Kade 2, Rotterdam' },
        remarks: '',
      },
      { ...asViewer(customer), ...EN },
    );
    expect(created.code).toBe('1');
    expect(created.data.containers).toEqual([{ containerType: '40HQ', quantity: 2, unitPrice: sell }]);
    // A later markup does not reprice the order.
    await saveMarkups([TWENTY_PERCENT]);
    const read = await call(t, 'order/getOrder', { orderId: created.data.orderId }, asViewer(customer));
    expect(read.data.containers).toEqual([{ containerType: '40HQ', quantity: 2, unitPrice: sell }]);
  });

  it('an order from a saved quotation keeps the quotation’s price, whatever the markup says since', async () => {
    await saveMarkups([FORTY_AMOUNT, TWENTY_PERCENT]);
    const rate = await t.db
      .selectFrom('rates')
      .selectAll()
      .where('etd', '>', new Date(t.now().getTime() + 7 * 24 * 3600_000).toISOString())
      .where('containerType', '=', '40HQ')
      .orderBy('etd', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const saved = await call(
      t,
      FreightPath.saveQuotation,
      { items: [{ rateId: rate.id, quantity: 1 }], remark: '' },
      asViewer(customer),
    );
    const quoted = saved.data.lines[0].unitPrice;
    expect(quoted).toBeCloseTo(rate.allIn + 123.45, 6);
    await saveMarkups([{ ...FORTY_AMOUNT, markup: { kind: 'percent', basisPoints: 5_000 } }]);
    const shown = await call(t, 'order/getOrderRate', { quotationId: saved.data.id }, asViewer(customer));
    expect(shown.data.prices).toEqual([{ containerType: '40HQ', unitPrice: quoted }]);
    const created = await call(
      t,
      'order/createOrder',
      {
        quotationId: saved.data.id,
        containers: [{ containerType: '40HQ', quantity: '1' }],
        cargoDescription: 'Furniture, 12 pallets',
        hsCode: '940360',
        grossWeightKg: '10250.5',
        packages: 12,
        shipper: { name: 'Ningbo Wood Co.', address: '1 Harbour Road, Ningbo' },
        consignee: { name: 'Rotterdam Home BV', address: 'Kade 2, Rotterdam' },
        remarks: '',
      },
      { ...asViewer(customer), ...EN },
    );
    expect(created.code).toBe('1');
    expect(created.data.containers).toEqual([{ containerType: '40HQ', quantity: 1, unitPrice: quoted }]);
  });
});
