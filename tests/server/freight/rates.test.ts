import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { addDays } from '../../../domain/freight/dates.ts';
import { testNow } from '../../support/test-clock.ts';
import type { TestApp } from '../support/test-app.ts';
import { asViewer, call, startFreightApp, today, viewers } from './support.ts';

let t: TestApp;
/**
 * The China-export lane with the most rates in the default window (today + 27 days), counting the
 * sailings still to come: one that left earlier today is not offered (it cannot be ordered).
 */
let lane: { pol: string; pod: string; total: number };

beforeAll(async () => {
  t = await startFreightApp();
  const row = await t.db
    .selectFrom('rates')
    .select(['pol', 'pod', (eb) => eb.fn.countAll<number>().as('total')])
    .where('etdDate', '>=', today())
    .where('etdDate', '<=', addDays(today(), 27))
    .where('etd', '>', testNow().toISOString())
    .groupBy(['pol', 'pod'])
    .orderBy('total', 'desc')
    .executeTakeFirstOrThrow();
  lane = { pol: row.pol, pod: row.pod, total: Number(row.total) };
}, 60_000);
afterAll(() => t.close());

const EN = { 'accept-language': 'en' };
/** Prices are for certified customers (spec §6): the searches that read them sign in as one. */
const certified = asViewer(viewers.certified);
const search = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(t, FreightPath.searchRates, { pol: lane.pol, pod: lane.pod, ...body }, headers);

describe(`POST /api/${FreightPath.searchRates}`, () => {
  it('answers the rates of the lane with the all-in price, paginated on the server with the total', async () => {
    const first = await search({ pageSize: 5 }, certified);
    expect(first.code).toBe('1');
    expect(first.data.total).toBe(lane.total);
    expect(first.data.total).toBeGreaterThan(5);
    expect(first.data.list).toHaveLength(5);
    expect(first.data.demoData).toBe(true);
    for (const row of first.data.list) {
      expect(row.pol.code).toBe(lane.pol);
      expect(row.pod.code).toBe(lane.pod);
      expect(row.allIn).toBeGreaterThan(0);
      expect(row.etd).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    }
    const second = await search({ pageSize: 5, pageNo: 2 }, certified);
    const ids = (page: typeof first) => page.data.list.map((row: { rateId: number }) => row.rateId);
    expect(ids(second).some((id: number) => ids(first).includes(id))).toBe(false);
  });

  it('spec §4: a sailing that left earlier today is not offered, so every rate offered can be ordered', async () => {
    // A sailing of the lane dated today that left a moment ago, whatever the hour the test runs at.
    const { id: _id, ...sailing } = await t.db
      .selectFrom('rates')
      .selectAll()
      .where('pol', '=', lane.pol)
      .where('pod', '=', lane.pod)
      .where('etd', '>', testNow().toISOString())
      .executeTakeFirstOrThrow();
    const { id: leftId } = await t.db
      .insertInto('rates')
      .values({ ...sailing, etdDate: today(), etd: new Date(testNow().getTime() - 1).toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const rateIds = (await search({ pageSize: 100 }, certified)).data.list.map(
        (row: { rateId: number }) => row.rateId,
      );
      expect(rateIds.length).toBeGreaterThan(0);
      const offered = await t.db.selectFrom('rates').select('etd').where('id', 'in', rateIds).execute();
      for (const row of offered) expect(Date.parse(row.etd)).toBeGreaterThan(testNow().getTime());
      expect(rateIds).not.toContain(leftId);
    } finally {
      await t.db.deleteFrom('rates').where('id', '=', leftId).execute();
    }
  });

  it('sorts by price, transit time or ETD, ascending or descending', async () => {
    const prices = (await search({ pageSize: 100 }, certified)).data.list.map(
      (row: { allIn: number }) => row.allIn,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = (await search({ pageSize: 100, sortOrder: 'desc' }, certified)).data.list.map(
      (row: { allIn: number }) => row.allIn,
    );
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThanOrEqual(prices.at(-1));
    const transit = (await search({ pageSize: 100, sortBy: 'transitTime' })).data.list.map(
      (row: { transitDays: number }) => row.transitDays,
    );
    expect(transit).toEqual([...transit].sort((a, b) => a - b));
    const etds = (await search({ pageSize: 100, sortBy: 'etd' })).data.list.map(
      (row: { etdDate: string }) => row.etdDate,
    );
    expect(etds).toEqual([...etds].sort());
  });

  it('filters by container type, carrier, ETD week and SPOT', async () => {
    const typed = await search({ containerType: '40HQ', pageSize: 100 });
    expect(typed.data.total).toBeGreaterThan(0);
    expect(typed.data.list.every((row: { containerType: string }) => row.containerType === '40HQ')).toBe(
      true,
    );
    const carrier = typed.data.list[0].carrier.scac;
    const byCarrier = await search({ carrier: carrier.toLowerCase(), pageSize: 100 });
    expect(
      byCarrier.data.list.every((row: { carrier: { scac: string } }) => row.carrier.scac === carrier),
    ).toBe(true);
    const week = addDays(today(), 7);
    const weekly = await search({ etdWeek: week, pageSize: 100 });
    for (const row of weekly.data.list)
      expect(row.etdDate >= addDays(week, -6) && row.etdDate <= addDays(week, 6)).toBe(true);
    const spotLane = await t.db
      .selectFrom('rates')
      .select(['pol', 'pod'])
      .where('isSpot', '=', 1)
      .where('etdDate', '>=', today())
      .executeTakeFirstOrThrow();
    const spot = await call(t, FreightPath.searchRates, {
      ...spotLane,
      spotOnly: true,
      etdTo: addDays(today(), 60),
    });
    expect(spot.data.total).toBeGreaterThan(0);
    expect(spot.data.list.every((row: { isSpot: boolean }) => row.isSpot)).toBe(true);
  });

  it('validates its input with a clear message in both languages, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ pol: 'Shanghai' }, 'pol must be a 5-character UN/LOCODE such as CNSHA'],
      [{ pod: 'CNXXX' }, 'There is no port or place with the code CNXXX'],
      [{ pod: lane.pol }, 'The origin and the destination must differ'],
      [{ etdFrom: '2025-02-30' }, 'etdFrom must be a valid date written YYYY-MM-DD'],
      [{ etdFrom: addDays(today(), 5), etdTo: today() }, 'The start date cannot be after the end date'],
      [{ etdFrom: today(), etdTo: addDays(today(), 120) }, 'The date range cannot be longer than 92 days'],
      [{ carrier: 'ZZZZ' }, 'There is no carrier with the SCAC code ZZZZ'],
    ];
    for (const [body, message] of cases) {
      const answer = await search(body, EN);
      expect(answer.status).toBe(400);
      expect(answer.code).toBe('400');
      expect(answer.message).toBe(message);
    }
    const chinese = await search({ pol: 'Shanghai' });
    expect(chinese.message).toBe('pol 必须是 5 位 UN/LOCODE 地点代码，例如 CNSHA');
    const shape = await search({ containerType: '22G1', pageSize: 1000 }, EN);
    expect(shape.status).toBe(400);
    expect(shape.message).toMatch(/containerType must be one of/);
    expect((await search({ pageSize: 1000 }, EN)).message).toBe('pageSize must be at most 100');
  });
});

describe('spec §6 rate gate: details need login, then certification (or staff, or the public-FCL flag)', () => {
  const rows = async (headers: Record<string, string>) =>
    (await search({ pageSize: 10 }, { ...EN, ...headers })).data;

  it('anonymous visitors see no price (spec §6), only the login message instead of it', async () => {
    const data = await rows({});
    expect(data.gate).toBe('loginToViewRates');
    expect(data.gateMessage).toBe('Please login to view rates detail');
    for (const row of data.list) {
      expect(row.gate).toBe('loginToViewRates');
      expect(row.detail).toBeNull();
      expect(row.allIn).toBeNull();
    }
  });

  it('logged-in customers not yet certified (status 1 or 2) get the certification message', async () => {
    for (const viewer of [viewers.uncertified, viewers.inAuthentication]) {
      const data = await rows(asViewer(viewer));
      expect(data.gate).toBe('certifyToViewRates');
      expect(data.gateMessage).toBe('Please certificate to view rates detail');
      expect(data.list.every((row: { detail: unknown }) => row.detail === null)).toBe(true);
    }
  });

  it('certified customers (status 3) and staff (user type 2) see the breakdown, validity and cut-offs', async () => {
    for (const viewer of [viewers.certified, viewers.staff]) {
      const data = await rows(asViewer(viewer));
      expect(data.gate).toBeNull();
      for (const row of data.list) {
        expect(row.gate).toBeNull();
        const { detail } = row;
        // The all-in prepaid price: the charges collected at destination (DTHC, COL) are not in it.
        const sum =
          detail.oceanFreight +
          detail.surcharges
            .filter((item: { paymentTerm: string }) => item.paymentTerm === 'PRE')
            .reduce((total: number, item: { amount: number }) => total + item.amount, 0);
        expect(sum).toBeCloseTo(row.allIn);
        // Contract rates are valid around the sailing; SPOT prices until the sailing's cut-off.
        expect(detail.validFrom <= row.etdDate).toBe(true);
        expect(row.isSpot ? detail.validTo <= row.etdDate : row.etdDate <= detail.validTo).toBe(true);
        if (!row.isSpot) {
          expect(detail.surcharges.map((item: { code: string }) => item.code)).toEqual(
            expect.arrayContaining(['BAF', 'OTHC', 'DTHC', 'DOC', 'ISPS']),
          );
          expect(detail.surcharges.find((item: { code: string }) => item.code === 'DTHC').paymentTerm).toBe(
            'COL',
          );
        }
        expect(detail.cutOffs.map((cutOff: { code: string }) => cutOff.code)).toEqual(
          expect.arrayContaining(['DCO', 'VCO', 'FCO']),
        );
      }
    }
  });

  it('with webPubFclFlag 1 any logged-in user sees details, anonymous visitors still log in first', async () => {
    await t.db.updateTable('companies').set({ webPubFclFlag: 1 }).where('companyId', '=', 1).execute();
    try {
      expect((await rows(asViewer(viewers.uncertified))).gate).toBeNull();
      expect((await rows({})).gate).toBe('loginToViewRates');
    } finally {
      await t.db.updateTable('companies').set({ webPubFclFlag: 0 }).where('companyId', '=', 1).execute();
    }
  });
});

describe('quotations: saved for the signed-in user, read by the owner only (workspace)', () => {
  const firstRates = async () => (await search({ pageSize: 2 }, asViewer(viewers.certified))).data.list;
  it('needs a session (401) and the rate gate (403)', async () => {
    const [rate] = await firstRates();
    const anonymous = await call(
      t,
      FreightPath.saveQuotation,
      { items: [{ rateId: rate.rateId, quantity: 1 }] },
      EN,
    );
    expect(anonymous.status).toBe(401);
    expect(anonymous.code).toBe('401');
    expect(anonymous.message).toBe('Please login to view rates detail');
    const uncertified = await call(
      t,
      FreightPath.saveQuotation,
      { items: [{ rateId: rate.rateId, quantity: 1 }] },
      { ...EN, ...asViewer(viewers.uncertified) },
    );
    expect(uncertified.status).toBe(403);
    expect(uncertified.message).toBe('Please certificate to view rates detail');
  });

  it('stores the quotation with its lines and total, and only its owner reads it', async () => {
    // Two containers, not two alternatives for one (domain/freight/quotation-total.ts): both count.
    const [[a], [b]] = await Promise.all(
      ['20GP', '40HQ'].map(
        async (containerType) =>
          (await search({ containerType, pageSize: 1 }, asViewer(viewers.certified))).data.list,
      ),
    );
    const saved = await call(
      t,
      FreightPath.saveQuotation,
      {
        items: [
          { rateId: a.rateId, quantity: 2 },
          { rateId: b.rateId, quantity: 1 },
        ],
        remark: ' urgent ',
      },
      asViewer(viewers.certified),
    );
    expect(saved.code).toBe('1');
    expect(saved.data.total).toBeCloseTo(a.allIn * 2 + b.allIn);
    expect(saved.data.remark).toBe('urgent');
    expect(saved.data.quotationNo).toMatch(/^Q\d{8}\d{6}$/);
    expect(saved.data.lines[0].rate.detail.surcharges.length).toBeGreaterThan(0);

    const read = await call(t, FreightPath.getQuotation, { id: saved.data.id }, asViewer(viewers.certified));
    expect(read.data).toEqual(saved.data);
    const other = await call(
      t,
      FreightPath.getQuotation,
      { id: saved.data.id },
      { ...EN, ...asViewer(viewers.otherCertified) },
    );
    expect(other.status).toBe(403);
    expect(other.message).toBe('You can only view your own quotations');
    expect((await call(t, FreightPath.getQuotation, { id: saved.data.id })).status).toBe(401);
    expect((await call(t, FreightPath.getQuotation, { id: 'nope' }, asViewer(viewers.certified))).code).toBe(
      '404',
    );

    const mine = await call(t, FreightPath.listMyQuotations, {}, asViewer(viewers.certified));
    expect(mine.data.total).toBe(1);
    expect(mine.data.list[0].id).toBe(saved.data.id);
    expect(
      (await call(t, FreightPath.listMyQuotations, {}, asViewer(viewers.otherCertified))).data.total,
    ).toBe(0);
  });

  it('refuses an unknown rate and bad quantities', async () => {
    const unknown = await call(
      t,
      FreightPath.saveQuotation,
      { items: [{ rateId: 999_999_999, quantity: 1 }] },
      asViewer(viewers.certified),
    );
    expect(unknown.code).toBe('404');
    const zero = await call(
      t,
      FreightPath.saveQuotation,
      { items: [{ rateId: 1, quantity: 0 }] },
      { ...EN, ...asViewer(viewers.certified) },
    );
    expect(zero.status).toBe(400);
    expect(zero.message).toBe('items.0.quantity must be at least 1');
  });
});

describe('quotation total (domain/freight/quotation-total.ts), after the quotations above', () => {
  it('quotation total: two carriers for one container are alternatives, the total counts the cheapest', async () => {
    const [a, b] = (await search({ containerType: '40HQ', pageSize: 2 }, asViewer(viewers.certified))).data
      .list;
    const saved = await call(
      t,
      FreightPath.saveQuotation,
      {
        items: [
          { rateId: a.rateId, quantity: 1 },
          { rateId: b.rateId, quantity: 1 },
        ],
        remark: '',
      },
      asViewer(viewers.certified),
    );
    expect(saved.code).toBe('1');
    expect(saved.data.total).toBeCloseTo(Math.min(a.allIn, b.allIn));
  });
});
