/**
 * What each viewer sees (spec §6): prices are for certified customers, staff, or anyone
 * signed in under the public-FCL flag; the tenant of a signed-in request is the session's company.
 * Every viewer here is a real session (tests/server/support/tenants.ts), resolved by the session
 * plugin as a browser's apiKey is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { CertificationStatus, STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { addDays } from '../../../domain/freight/dates.ts';
import { createRateCardRepository } from '../../../server/db/repositories/rate-card-repository.ts';
import { addCompany, type SignedIn, signIn } from '../support/tenants.ts';
import type { TestApp } from '../support/test-app.ts';
import { call, startFreightApp, today } from './support.ts';

let t: TestApp;
/** The lane with the most rates in the default window, a sailing with space, a customs number. */
let lane: { pol: string; pod: string };
let sailing: { id: number; pol: string; pod: string };
let customerNo: string;

type Viewer = 'anonymous' | 'uncertified' | 'certified' | 'staff';
const sessions = {} as Record<Exclude<Viewer, 'anonymous'>, SignedIn> & {
  /** Tenant 2 opens rates to everyone signed in (public FCL). */
  tenant2Uncertified: SignedIn;
  tenant2Certified: SignedIn;
};
const headersOf = (viewer: Viewer | keyof typeof sessions): Record<string, string> => ({
  'accept-language': 'en',
  ...(viewer === 'anonymous' ? {} : sessions[viewer].headers),
});

beforeAll(async () => {
  t = await startFreightApp();
  await addCompany(t.db, 2, { webPubFclFlag: 1 });
  sessions.uncertified = await signIn(t.db, { companyId: 1 });
  sessions.certified = await signIn(t.db, {
    companyId: 1,
    certificationStatus: CertificationStatus.certified,
  });
  sessions.staff = await signIn(t.db, { companyId: 1, userType: STAFF_USER_TYPE });
  sessions.tenant2Uncertified = await signIn(t.db, { companyId: 2 });
  sessions.tenant2Certified = await signIn(t.db, {
    companyId: 2,
    certificationStatus: CertificationStatus.certified,
  });
  lane = await t.db
    .selectFrom('rates')
    .select(['pol', 'pod', (eb) => eb.fn.countAll<number>().as('total')])
    .where('etdDate', '>=', today())
    .where('etdDate', '<=', addDays(today(), 27))
    .groupBy(['pol', 'pod'])
    .orderBy('total', 'desc')
    .executeTakeFirstOrThrow();
  // Tenant 2's own price on the lane (rate cards, spec §3): the search shows a tenant its own rows.
  const { carrierScac } = await t.db
    .selectFrom('rates')
    .select('carrierScac')
    .where('pol', '=', lane.pol)
    .where('pod', '=', lane.pod)
    .where('etdDate', '>=', today())
    .orderBy('etdDate')
    .executeTakeFirstOrThrow();
  await t.db.transaction().execute((trx) =>
    createRateCardRepository(trx).publish({
      companyId: 2,
      carrierScac,
      source: 'edit',
      fileName: null,
      restoredFrom: null,
      publishedBy: sessions.tenant2Certified.userId,
      publishedAt: `${today()}T00:00:00.000Z`,
      cards: [
        {
          carrierScac,
          pol: lane.pol,
          pod: lane.pod,
          via: null,
          serviceCode: null,
          containerType: '40HQ',
          currency: 'USD',
          oceanFreight: 1200,
          surcharges: [],
          validFrom: today(),
          validTo: addDays(today(), 27),
          transitDays: null,
          remarks: '',
        },
      ],
    }),
  );
  sailing = await t.db
    .selectFrom('spaceSailings')
    .select(['id', 'pol', 'pod'])
    .where('etdDate', '>=', today())
    .where('etdDate', '<=', addDays(today(), 27))
    .where('kind', '=', 'guarantee')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  ({ customerNo } = await t.db
    .selectFrom('customsDocuments')
    .select('customerNo')
    .orderBy('id')
    .executeTakeFirstOrThrow());
}, 60_000);
afterAll(() => t.close());

const GATED = [
  ['anonymous', 'loginToViewRates', 'Please login to view rates detail'],
  ['uncertified', 'certifyToViewRates', 'Please certificate to view rates detail'],
] as const;
const OPEN = ['certified', 'staff'] as const;

const window = () => ({ etdFrom: today(), etdTo: addDays(today(), 27) });

describe('the rate-detail gate judges the caller by its own company, whatever companyId the body names', () => {
  it('an uncertified customer of tenant 1 naming tenant 2 (public FCL) still gets the certification gate', async () => {
    const answer = await call(
      t,
      FreightPath.searchRates,
      { companyId: 2, pol: lane.pol, pod: lane.pod, pageSize: 5 },
      headersOf('uncertified'),
    );
    expect(answer.data.gate).toBe('certifyToViewRates');
    for (const row of answer.data.list) expect(row).toMatchObject({ allIn: null, detail: null });
  });

  it('saving a quotation by naming tenant 2 is refused the same way (HTTP 403)', async () => {
    const [rate] = await t.db.selectFrom('rates').select('id').limit(1).execute();
    const answer = await call(
      t,
      FreightPath.saveQuotation,
      { companyId: 2, items: [{ rateId: rate!.id, quantity: 1 }] },
      headersOf('uncertified'),
    );
    expect(answer.status).toBe(403);
    expect(answer.message).toBe('Please certificate to view rates detail');
  });

  it('a customer of tenant 2 is judged by tenant 2’s flag, whatever the body names', async () => {
    const answer = await call(
      t,
      FreightPath.searchRates,
      { companyId: 1, pol: lane.pol, pod: lane.pod, pageSize: 5 },
      headersOf('tenant2Uncertified'),
    );
    expect(answer.data.gate).toBeNull();
    expect(answer.data.list[0].allIn).toBeGreaterThan(0);
  });
});

describe('anonymous and uncertified visitors see no price: all-in, SPOT, space "From", planner costs (spec §6)', () => {
  const searchRates = (viewer: Viewer, body: Record<string, unknown> = {}) =>
    call(
      t,
      FreightPath.searchRates,
      { pol: lane.pol, pod: lane.pod, pageSize: 20, ...body },
      headersOf(viewer),
    );

  it.each(GATED)(
    'rates: %s sees routes, carriers and dates, no price, and the gate (%s)',
    async (viewer, gate, message) => {
      const answer = await searchRates(viewer);
      expect(answer.data).toMatchObject({ gate, gateMessage: message });
      expect(answer.data.total).toBeGreaterThan(0);
      for (const row of answer.data.list) {
        expect(row).toMatchObject({ allIn: null, detail: null, gate });
        expect(row.carrier.scac).toMatch(/^[A-Z]{2,4}$/);
        expect(row.etd).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      }
    },
  );

  it.each(GATED)(
    'rates: %s asking for the cheapest first gets them by ETD (price order is price information)',
    async (viewer) => {
      const etds = (await searchRates(viewer, { sortBy: 'price' })).data.list.map(
        (row: { etd: string }) => row.etd,
      );
      expect(etds).toEqual([...etds].sort());
    },
  );

  it.each(OPEN)('rates: %s sees the all-in price and the breakdown', async (viewer) => {
    const answer = await searchRates(viewer);
    expect(answer.data).toMatchObject({ gate: null, gateMessage: null });
    for (const row of answer.data.list) {
      expect(row.allIn).toBeGreaterThan(0);
      expect(row.detail.oceanFreight).toBeGreaterThan(0);
    }
  });

  const spot = (viewer: Viewer) =>
    call(t, FreightPath.listSpotProducts, { ...window(), pageSize: 20 }, headersOf(viewer));
  const space = (viewer: Viewer) =>
    call(t, FreightPath.searchSpace, { pol: sailing.pol, pod: sailing.pod, ...window() }, headersOf(viewer));
  const detail = (viewer: Viewer) =>
    call(t, FreightPath.getSpaceDetail, { sailingId: sailing.id }, headersOf(viewer));

  it.each(GATED)(
    'SPOT, space list and space detail: %s sees inventory and levels, no price',
    async (viewer, gate) => {
      for (const answer of [await spot(viewer), await space(viewer)]) {
        expect(answer.data.gate).toBe(gate);
        expect(answer.data.list.length).toBeGreaterThan(0);
        for (const item of answer.data.list) {
          expect(item.minPrice).toBeNull();
          for (const line of item.inventory) {
            expect(line.price).toBeNull();
            expect(line.capacity).toBeGreaterThan(0);
          }
        }
      }
      const one = await detail(viewer);
      expect(one.data).toMatchObject({ sailingId: sailing.id, gate, minPrice: null });
      expect(one.data.inventory.every((line: { price: unknown }) => line.price === null)).toBe(true);
      expect(one.data.schedule.legs.length).toBeGreaterThan(0);
    },
  );

  it.each(OPEN)('SPOT, space list and space detail: %s sees the prices', async (viewer) => {
    const answers = [await spot(viewer), await space(viewer)];
    for (const answer of answers) expect(answer.data.gate).toBeNull();
    const lines = answers.flatMap((answer) =>
      answer.data.list.flatMap((item: { inventory: { price: number }[] }) => item.inventory),
    );
    expect(lines.every((line) => line.price > 0)).toBe(true);
    const one = await detail(viewer);
    expect(one.data.gate).toBeNull();
    expect(one.data.inventory.every((line: { price: number }) => line.price > 0)).toBe(true);
  });

  const plan = (viewer: Viewer) =>
    call(
      t,
      FreightPath.planRoutes,
      { origin: 'CNCKG', destination: 'DEMUC', rankBy: 'cost', maxOptions: 3 },
      headersOf(viewer),
    );
  const seaRail = (viewer: Viewer) =>
    call(t, FreightPath.searchSeaRailRoutes, { origin: 'CNXIY', pageSize: 10 }, headersOf(viewer));

  it.each(GATED)(
    'planner and sea-rail: %s sees legs, days and modes, no cost; cost ranking becomes time',
    async (viewer, gate) => {
      const planned = await plan(viewer);
      expect(planned.data).toMatchObject({ gate, rankBy: 'time' });
      for (const option of planned.data.options) {
        expect(option.totalCost).toBeNull();
        expect(option.legs.every((leg: { cost: unknown }) => leg.cost === null)).toBe(true);
        expect(option.totalDays).toBeGreaterThan(0);
      }
      const routes = await seaRail(viewer);
      expect(routes.data.gate).toBe(gate);
      expect(routes.data.list.length).toBeGreaterThan(0);
      for (const route of routes.data.list) {
        expect(route.totalCost).toBeNull();
        expect(route.legs.every((leg: { cost: unknown }) => leg.cost === null)).toBe(true);
      }
    },
  );

  it.each(OPEN)('planner and sea-rail: %s sees the costs and may rank by cost', async (viewer) => {
    const planned = await plan(viewer);
    expect(planned.data).toMatchObject({ gate: null, rankBy: 'cost' });
    const costs = planned.data.options.map((option: { totalCost: number }) => option.totalCost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    const routes = await seaRail(viewer);
    expect(routes.data.list.every((route: { totalCost: number }) => route.totalCost > 0)).toBe(true);
  });
});

describe('a pre-recorded customs record in full only for its own company’s certified customers and staff', () => {
  const search = (viewer: Viewer | keyof typeof sessions) =>
    call(t, FreightPath.searchPrerecorded, { customerNo, pageSize: 20 }, headersOf(viewer));

  it.each(['anonymous', 'uncertified', 'tenant2Certified'] as const)(
    '%s sees the document number, status, customs office and date only',
    async (viewer) => {
      const answer = await search(viewer);
      expect(answer.data.total).toBeGreaterThan(0);
      for (const document of answer.data.list) {
        expect(Object.keys(document).sort()).toEqual(
          ['declarePort', 'declaredAt', 'entryNo', 'id', 'record', 'status'].sort(),
        );
        expect(document.record).toBeNull();
        expect(document.entryNo).toMatch(/^\d{18}$/);
      }
      expect(JSON.stringify(answer.data)).not.toMatch(/goodsName|grossWeight|blNumber|vesselName/);
    },
  );

  it.each(['certified', 'staff'] as const)(
    '%s of the owning company reads the full record',
    async (viewer) => {
      const answer = await search(viewer);
      for (const document of answer.data.list) {
        expect(document.record).toMatchObject({
          customerNo,
          goodsNameEn: expect.any(String),
          grossWeightKg: expect.any(Number),
          packages: expect.any(Number),
        });
      }
    },
  );
});
