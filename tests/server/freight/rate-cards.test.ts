/**
 * The forwarder's rate cards in the rates search (spec §3 freight rates, §6 rates): a card applies
 * to every sailing of its carrier, service and lane whose ETD falls within its validity; the
 * search shows a tenant's cards in force to its own customers only; a new version replaces the one
 * before, a restore brings an older one's prices back; a quotation or an order keeps the version
 * whose price it showed. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import type { RateCardForm } from '../../../domain/api/rate-card.ts';
import { RateCardPath } from '../../../domain/api/rate-card-paths.ts';
import { addDays } from '../../../domain/freight/dates.ts';
import { offerInForce, offerInForceFlag } from '../../../server/db/repositories/rate-offers.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import { type BookingApp, startBookingApp } from '../booking/support.ts';
import { addCompany } from '../support/tenants.ts';
import { pointToPoint } from './dcsa-samples.ts';
import { asViewer, call, viewers } from './support.ts';

let t: BookingApp;
beforeAll(async () => {
  t = await startBookingApp();
  await addCompany(t.db, 2);
});
afterAll(() => t.close());

const english = { 'accept-language': 'en' };
const chinese = { 'accept-language': 'zh-CN' };
const pricing: Viewer = { ...viewers.staff, userId: 201, staffRoles: ['pricing'] };
const otherPricing: Viewer = { ...pricing, userId: 202, companyId: 2 };
const customer = viewers.certified;
const otherCustomer: Viewer = { ...viewers.certified, userId: 203, companyId: 2 };

const as = (viewer: Viewer, path: string, body: unknown, language = english) =>
  call(t, path, body, { ...asViewer(viewer), ...language });

/** A carrier's lane with sailings a week ahead and more, at least four ETD dates of them. */
const laneWithSailings = async () => {
  const weekAhead = new Date(t.now().getTime() + 7 * 24 * 3600_000).toISOString();
  const lanes = await t.db
    .selectFrom('sailingRoutes')
    .select(['carrierScac', 'pol', 'pod', (eb) => eb.fn.count<number>('etdDate').distinct().as('dates')])
    .where('etd', '>', weekAhead)
    .where('pol', 'like', 'CN%')
    .groupBy(['carrierScac', 'pol', 'pod'])
    .orderBy('dates', 'desc')
    .orderBy('carrierScac')
    .orderBy('pol')
    .orderBy('pod')
    .execute();
  const lane = lanes[0]!;
  expect(Number(lane.dates)).toBeGreaterThanOrEqual(4);
  const sailings = await t.db
    .selectFrom('sailingRoutes')
    .select(['id', 'etdDate', 'serviceCode'])
    .where('carrierScac', '=', lane.carrierScac)
    .where('pol', '=', lane.pol)
    .where('pod', '=', lane.pod)
    .where('etd', '>', weekAhead)
    .orderBy('etdDate')
    .orderBy('id')
    .execute();
  const dates = [...new Set(sailings.map((sailing) => sailing.etdDate))];
  return { ...lane, sailings, dates };
};

let lane: Awaited<ReturnType<typeof laneWithSailings>>;
beforeAll(async () => {
  lane = await laneWithSailings();
});

/** A card on the lane valid from its second ETD date to its third, both included. */
const cardForm = (oceanFreight: number, changes: Partial<RateCardForm> = {}): RateCardForm => ({
  carrierScac: lane.carrierScac,
  pol: lane.pol,
  pod: lane.pod,
  via: null,
  serviceCode: null,
  containerType: '45G1',
  currency: 'USD',
  oceanFreight,
  surcharges: [
    { code: 'BAF', basis: 'container', currency: 'USD', amount: 100, paymentTerm: 'PRE' },
    { code: 'DOC', basis: 'bl', currency: 'USD', amount: 50, paymentTerm: 'PRE' },
  ],
  validFrom: lane.dates[1]!,
  validTo: lane.dates[2]!,
  transitDays: null,
  remarks: '',
  ...changes,
});

const save = (card: RateCardForm, rateCardId: number | null = null, viewer = pricing, language = english) =>
  as(viewer, RateCardPath.saveCard, { rateCardId, card }, language);

const cardsOf = async (viewer = pricing) =>
  (await as(viewer, RateCardPath.listCards, { carrierScac: lane.carrierScac })).data.cards as {
    rateCardId: number;
    oceanFreight: number;
    allIn: number;
    containerType: string;
    versionNumber: number;
  }[];

/** The lane's 40HQ rows of rate cards the search gives `viewer`, as [rateId, all-in]. */
const offered = async (viewer: Viewer) => {
  const answer = await as(viewer, FreightPath.searchRates, {
    pol: lane.pol,
    pod: lane.pod,
    carrier: lane.carrierScac,
    containerType: '40HQ',
    etdFrom: lane.dates[0],
    etdTo: addDays(lane.dates[0]!, 27),
    pageSize: 100,
  });
  expect(answer.code).toBe('1');
  const cardRows = new Set(
    (
      await t.db
        .selectFrom('rates')
        .select('id')
        .where('rateCardId', 'is not', null)
        .where('carrierScac', '=', lane.carrierScac)
        .execute()
    ).map((row) => row.id),
  );
  return (answer.data.list as { rateId: number; allIn: number; etdDate: string }[])
    .filter((row) => cardRows.has(row.rateId))
    .map((row) => ({ rateId: row.rateId, allIn: row.allIn, etdDate: row.etdDate }));
};

describe('a rate card in the rates search', () => {
  it('applies to exactly the sailings of its carrier, service and lane whose ETD falls within its validity (edge dates included)', async () => {
    const published = await save(cardForm(1000));
    expect(published).toMatchObject({ status: 200, code: '1', message: 'A new version was published' });
    expect(published.data).toMatchObject({ carrierScac: lane.carrierScac, number: 1, cardCount: 1 });
    const [card] = await cardsOf();
    // The lane filter finds the card by any of its ports, and none by another.
    expect((await as(pricing, RateCardPath.listCards, { port: lane.pod.slice(2) })).data.total).toBe(1);
    expect((await as(pricing, RateCardPath.listCards, { port: 'ZZZZZ' })).data.total).toBe(0);
    // ISO 6346's 45G1 is the portal's 40HQ; the per-B/L charge is not in the all-in price.
    expect(card).toMatchObject({ containerType: '40HQ', oceanFreight: 1000, allIn: 1100, versionNumber: 1 });
    const rows = await t.db
      .selectFrom('rates')
      .select(['routeId', 'etdDate', offerInForceFlag().as('current'), 'companyId', 'allIn', 'isSpot'])
      .where('rateCardId', '=', card!.rateCardId)
      .orderBy('routeId')
      .execute();
    const expected = lane.sailings
      .filter((sailing) => sailing.etdDate === lane.dates[1] || sailing.etdDate === lane.dates[2])
      .map((sailing) => sailing.id)
      .sort((a, b) => a - b);
    expect(rows.map((row) => row.routeId)).toEqual(expected);
    expect(rows.map((row) => row.etdDate)).toContain(lane.dates[1]);
    expect(rows.map((row) => row.etdDate)).toContain(lane.dates[2]);
    expect(rows.every((row) => row.current === 1 && row.companyId === 1 && row.allIn === 1100)).toBe(true);
    expect(rows.every((row) => row.isSpot === 0)).toBe(true);

    // A card naming a service the carrier does not run on the lane applies to no sailing.
    await save(cardForm(900, { serviceCode: 'NOSUCH', containerType: '22G1' }));
    const other = (await cardsOf()).find((stored) => stored.containerType === '20GP')!;
    expect(
      await t.db.selectFrom('rates').select('id').where('rateCardId', '=', other.rateCardId).execute(),
    ).toEqual([]);
    // A card naming the lane's own service applies to that service's sailings only.
    const service = lane.sailings[0]!.serviceCode;
    await save(cardForm(800, { serviceCode: service, containerType: '40GP' }));
    const ofService = (await cardsOf()).find((stored) => stored.containerType === '40GP')!;
    const serviceRows = await t.db
      .selectFrom('rates')
      .select('routeId')
      .where('rateCardId', '=', ofService.rateCardId)
      .where(offerInForce())
      .execute();
    expect(serviceRows.map((row) => row.routeId).sort((a, b) => a - b)).toEqual(
      lane.sailings
        .filter(
          (sailing) =>
            sailing.serviceCode === service &&
            (sailing.etdDate === lane.dates[1] || sailing.etdDate === lane.dates[2]),
        )
        .map((sailing) => sailing.id)
        .sort((a, b) => a - b),
    );
  });

  it('shows the tenant’s cards to its certified customer at their price, not to another tenant’s', async () => {
    const mine = await offered(customer);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row) => row.allIn === 1100)).toBe(true);
    expect(
      mine.map((row) => row.etdDate).every((date) => date >= lane.dates[1]! && date <= lane.dates[2]!),
    ).toBe(true);
    expect(await offered(otherCustomer)).toEqual([]);
    // A visitor of the other tenant's portal sees none either (its body names the tenant).
    const visitor = await call(t, FreightPath.searchRates, {
      companyId: 2,
      pol: lane.pol,
      pod: lane.pod,
      etdFrom: lane.dates[0],
      etdTo: addDays(lane.dates[0]!, 27),
    });
    expect(visitor.data.total).toBe(0);
    expect(visitor.data.demoData).toBe(false);
  });

  it('v2 replaces v1 in the search; restoring v1 brings its prices back; quotations and orders keep the price they showed', async () => {
    const [v1Row] = await offered(customer);
    const quotation = await as(customer, FreightPath.saveQuotation, {
      items: [{ rateId: v1Row!.rateId, quantity: 1 }],
      remark: '',
    });
    expect(quotation.code).toBe('1');
    const order = await as(customer, 'order/createOrder', orderForm({ rateId: v1Row!.rateId }));
    expect(order.code).toBe('1');
    expect(order.data.containers).toEqual([{ containerType: '40HQ', quantity: 1, unitPrice: 1100 }]);

    const card = (await cardsOf()).find((stored) => stored.containerType === '40HQ')!;
    const v2 = await save(cardForm(1500), card.rateCardId);
    expect(v2.data.number).toBeGreaterThan(1);
    const now = await offered(customer);
    expect(now.length).toBe((await offered(customer)).length);
    expect(now.every((row) => row.allIn === 1600)).toBe(true);
    expect(now.map((row) => row.rateId)).not.toContain(v1Row!.rateId);
    // The card keeps its identity across versions.
    expect((await cardsOf()).find((stored) => stored.containerType === '40HQ')!.rateCardId).toBe(
      card.rateCardId,
    );

    // The quotation saved from v1 keeps v1's price, and books at it.
    const kept = await as(customer, FreightPath.getQuotation, { id: quotation.data.id });
    expect(kept.data.total).toBe(1100);
    const fromQuotation = await as(
      customer,
      'order/createOrder',
      orderForm({ rateId: undefined, quotationId: quotation.data.id }),
    );
    expect(fromQuotation.data.containers).toEqual([{ containerType: '40HQ', quantity: 1, unitPrice: 1100 }]);
    // The order made from v1 keeps its price; v1's row named alone is no longer offered.
    const ordered = await as(customer, 'order/getOrder', { orderId: order.data.orderId });
    expect(ordered.data.amount).toBe(1100);
    const outdated = await as(customer, 'order/createOrder', orderForm({ rateId: v1Row!.rateId }));
    expect(outdated).toMatchObject({ code: '404', message: 'No such rate, or it is no longer valid' });
    const outdatedQuote = await as(customer, FreightPath.saveQuotation, {
      items: [{ rateId: v1Row!.rateId, quantity: 1 }],
      remark: '',
    });
    expect(outdatedQuote.code).toBe('404');

    // Restoring version 1 publishes a new version with v1's cards: its prices are back.
    const history = await as(pricing, RateCardPath.listVersions, { carrierScac: lane.carrierScac });
    const first = (history.data.list as { id: number; number: number; current: boolean }[]).find(
      (version) => version.number === 1,
    )!;
    expect(first.current).toBe(false);
    const restored = await as(pricing, RateCardPath.restoreVersion, { versionId: first.id });
    expect(restored.code).toBe('1');
    const back = await offered(customer);
    expect(back.length).toBeGreaterThan(0);
    expect(back.every((row) => row.allIn === 1100)).toBe(true);
    const after = await as(pricing, RateCardPath.listVersions, { carrierScac: lane.carrierScac });
    expect(after.data.list[0]).toMatchObject({
      source: 'restore',
      restoredFrom: 1,
      current: true,
      cardCount: 1,
      removedCount: 2,
    });
  });

  it('answers each problem of a card with its field, in the request’s language', async () => {
    const refused = await save(
      cardForm(-5, { currency: 'usd1', validTo: lane.dates[0] }),
      null,
      pricing,
      chinese,
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('运价有误：币种必须是 ISO 4217 币种代码，例如 USD');
    expect((refused as unknown as { problems: unknown[] }).problems).toEqual([
      { field: 'currency', message: '币种必须是 ISO 4217 币种代码，例如 USD' },
      { field: 'oceanFreight', message: '海运费必须是不小于 0 的整数' },
      { field: 'validTo', message: '有效期开始不能晚于结束' },
    ]);
    const duplicate = await save(cardForm(1), null);
    expect(duplicate.status).toBe(200);
    expect((await save(cardForm(2), null)).message).toBe(
      'The carrier already has a rate for this lane, via port, service and container type',
    );
  });
});

describe('sailings imported after a card is published', () => {
  it('get the rows of the cards in force that apply to them, in the import’s transaction', async () => {
    // The sample sails from Wuhan by barge and calls at Shanghai for the vessel to Hamburg.
    const hamburg = {
      ...cardForm(2222, { serviceCode: 'FE1', via: 'CNSHA' }),
      carrierScac: 'HLCU',
      pol: 'CNWUH',
      pod: 'DEHAM',
      validFrom: '2031-03-01',
      validTo: '2031-03-31',
    };
    expect((await save(hamburg)).code).toBe('1');
    // A card via a port the sailing does not call at applies to none of it.
    expect((await save({ ...hamburg, via: 'SGSIN', containerType: '20GP' })).code).toBe('1');
    const rowsOfCard = () =>
      t.db
        .selectFrom('rates')
        .innerJoin('sailingRoutes', 'sailingRoutes.id', 'rates.routeId')
        .select(['rates.etdDate', 'rates.allIn', offerInForceFlag().as('current'), 'sailingRoutes.routeKey'])
        .where('rates.carrierScac', '=', 'HLCU')
        .where('rates.pod', '=', 'DEHAM')
        .where('rates.rateCardId', 'is not', null)
        .execute();
    expect(await rowsOfCard()).toEqual([]);
    const imported = await as(pricing, FreightPath.importDcsa, {
      kind: 'csPointToPoint',
      documents: [pointToPoint()],
    });
    expect(imported.data).toMatchObject({ inserted: 1 });
    expect(await rowsOfCard()).toEqual([
      expect.objectContaining({ etdDate: '2031-03-02', allIn: 2322, current: 1 }),
    ]);
    // Importing the same sailing again writes no second row.
    await as(pricing, FreightPath.importDcsa, { kind: 'csPointToPoint', documents: [pointToPoint()] });
    expect(await rowsOfCard()).toHaveLength(1);
  });
});

describe('rate cards are the tenant’s own', () => {
  it('another tenant’s staff cannot read, change, remove or restore them; customers cannot publish', async () => {
    const [card] = await cardsOf();
    const versions = (await as(pricing, RateCardPath.listVersions, {})).data.list as { id: number }[];
    expect((await as(otherPricing, RateCardPath.listCards, {})).data).toEqual({
      carriers: [],
      cards: [],
      total: 0,
      pageNo: 1,
      pageSize: 20,
    });
    expect((await as(otherPricing, RateCardPath.listVersions, {})).data.total).toBe(0);
    expect((await save(cardForm(1), card!.rateCardId, otherPricing)).code).toBe('404');
    expect((await as(otherPricing, RateCardPath.removeCard, { rateCardId: card!.rateCardId })).code).toBe(
      '404',
    );
    expect((await as(otherPricing, RateCardPath.restoreVersion, { versionId: versions[0]!.id })).code).toBe(
      '404',
    );
    expect((await as(customer, RateCardPath.saveCard, { rateCardId: null, card: cardForm(1) })).status).toBe(
      403,
    );
    const reader: Viewer = { ...pricing, staffRoles: ['auditor'] };
    expect((await as(reader, RateCardPath.listCards, {})).status).toBe(200);
    expect((await as(reader, RateCardPath.removeCard, { rateCardId: card!.rateCardId })).status).toBe(403);
    // Tenant 1's cards are untouched.
    expect((await cardsOf())[0]).toEqual(card);
  });

  it('two publishes of one carrier at once: each is published or answered as published meanwhile, never a fault', async () => {
    const answers = await Promise.all(
      (['20RF', '40RH', '45HQ'] as const).map((containerType) => save(cardForm(31, { containerType }), null)),
    );
    for (const answer of answers)
      expect(
        answer.code === '1' ||
          answer.message === 'Someone published this carrier’s rates meanwhile; reload and try again',
      ).toBe(true);
    expect(answers.some((answer) => answer.code === '1')).toBe(true);
    const numbers = (
      await as(pricing, RateCardPath.listVersions, { carrierScac: lane.carrierScac, pageSize: 100 })
    ).data.list.map((version: { number: number }) => version.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('removing a card publishes a version without it; its rows leave the search', async () => {
    const before = await cardsOf();
    const removed = await as(pricing, RateCardPath.removeCard, { rateCardId: before[0]!.rateCardId });
    expect(removed.code).toBe('1');
    expect((await cardsOf()).map((stored) => stored.rateCardId)).toEqual(
      before.slice(1).map((stored) => stored.rateCardId),
    );
    const stillOffered = await t.db
      .selectFrom('rates')
      .select('id')
      .where('rateCardId', '=', before[0]!.rateCardId)
      .where(offerInForce())
      .execute();
    expect(stillOffered).toEqual([]);
  });
});

function orderForm(overrides: Record<string, unknown>) {
  return {
    containers: [{ containerType: '40HQ', quantity: '1' }],
    cargoDescription: 'Furniture, 12 pallets',
    hsCode: '940360',
    grossWeightKg: '10250.5',
    packages: 12,
    shipper: { name: 'Ningbo Wood Co.', address: '1 Harbour Road, Ningbo' },
    consignee: { name: 'Rotterdam Home BV', address: 'Kade 2, Rotterdam' },
    remarks: '',
    ...overrides,
  };
}
