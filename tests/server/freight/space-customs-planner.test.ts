import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { addDays } from '../../../domain/freight/dates.ts';
import { availabilityLevel } from '../../../domain/freight/space.ts';
import { createSpaceRepository } from '../../../server/db/repositories/space-repository.ts';
import { testNowMs } from '../../support/test-clock.ts';
import type { TestApp } from '../support/test-app.ts';
import { TEST_DB } from '../support/test-database.ts';
import { asViewer, call, startFreightApp, today, viewers } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startFreightApp();
}, 60_000);
afterAll(() => t.close());

const EN = { 'accept-language': 'en' };
/** Prices and the full customs record are for certified customers (spec §6). */
const certified = asViewer(viewers.certified);
const window = () => ({ etdFrom: today(), etdTo: addDays(today(), 60) });

describe(`POST /api/${FreightPath.listSpotProducts} (SPOT: loading guarantee, live inventory, price)`, () => {
  it('lists guaranteed sailings with inventory per container type, levels derived from what remains', async () => {
    const answer = await call(t, FreightPath.listSpotProducts, { ...window(), pageSize: 50 }, certified);
    expect(answer.data.total).toBeGreaterThan(0);
    const now = testNowMs();
    for (const sailing of answer.data.list) {
      expect(sailing).toMatchObject({ kind: 'guarantee', loadingGuarantee: true });
      expect(sailing.inventory.length).toBeGreaterThan(0);
      for (const line of sailing.inventory) {
        const expected = availabilityLevel(
          line,
          { stopped: sailing.stopped, cutOff: Date.parse(sailing.cutOff) },
          now,
        );
        expect(line.level).toBe(expected);
        expect(line.bookable).toBe((expected === 'available' || expected === 'tight') && line.remaining > 0);
        expect(line.price).toBeGreaterThan(0);
      }
    }
    const levels = new Set(
      answer.data.list.flatMap((sailing: { inventory: { level: string }[] }) =>
        sailing.inventory.map((line) => line.level),
      ),
    );
    expect(levels.size).toBeGreaterThan(1);
  });

  it('opens on sailings still bookable, by departure; closed ones only with includeClosed', async () => {
    const now = testNowMs();
    const closed = (sailing: { stopped: boolean; cutOff: string }) =>
      sailing.stopped || Date.parse(sailing.cutOff) <= now;
    const open = await call(t, FreightPath.listSpotProducts, { ...window(), pageSize: 100 }, certified);
    expect(open.data.list.length).toBeGreaterThan(0);
    expect(open.data.list.some(closed)).toBe(false);
    const departures = open.data.list.map((sailing: { etd: string }) => Date.parse(sailing.etd));
    expect(departures).toEqual([...departures].sort((a, b) => a - b));
    const all = await call(
      t,
      FreightPath.listSpotProducts,
      { ...window(), includeClosed: true, pageSize: 100 },
      certified,
    );
    expect(all.data.total).toBeGreaterThan(open.data.total);
    const lane = { pol: open.data.list[0].pol.code, pod: open.data.list[0].pod.code, ...window() };
    const space = await call(t, FreightPath.searchSpace, { ...lane, pageSize: 100 });
    expect(space.data.list.some(closed)).toBe(false);
    const spaceAll = await call(t, FreightPath.searchSpace, { ...lane, includeClosed: true, pageSize: 100 });
    expect(spaceAll.data.total).toBeGreaterThanOrEqual(space.data.total);
  });
});

describe(`POST /api/${FreightPath.searchSpace} and ${FreightPath.getSpaceDetail} (spec §3 space, weekdays Monday to Sunday)`, () => {
  const someSailing = () =>
    t.db
      .selectFrom('spaceSailings')
      .selectAll()
      .where('etdDate', '>=', today())
      .where('etdDate', '<=', addDays(today(), 60))
      .orderBy('id')
      .executeTakeFirstOrThrow();

  it('searches a lane and week window, filtered by ETD weekday and kind', async () => {
    const sailing = await someSailing();
    const lane = { pol: sailing.pol, pod: sailing.pod, ...window(), includeClosed: true, pageSize: 100 };
    const all = await call(t, FreightPath.searchSpace, lane);
    expect(all.data.list.map((item: { sailingId: number }) => item.sailingId)).toContain(sailing.id);
    const sameDay = await call(t, FreightPath.searchSpace, { ...lane, weekdays: [sailing.etdWeekday] });
    expect(
      sameDay.data.list.every((item: { etdWeekday: number }) => item.etdWeekday === sailing.etdWeekday),
    ).toBe(true);
    expect(sameDay.data.list.map((item: { sailingId: number }) => item.sailingId)).toContain(sailing.id);
    const otherDays = [1, 2, 3, 4, 5, 6, 7].filter((day) => day !== sailing.etdWeekday);
    const others = await call(t, FreightPath.searchSpace, { ...lane, weekdays: otherDays });
    expect(others.data.list.map((item: { sailingId: number }) => item.sailingId)).not.toContain(sailing.id);
    expect(others.data.total + sameDay.data.total).toBe(all.data.total);
    const kind = await call(t, FreightPath.searchSpace, { ...lane, kind: sailing.kind });
    expect(kind.data.list.every((item: { kind: string }) => item.kind === sailing.kind)).toBe(true);
    const badDay = await call(t, FreightPath.searchSpace, { ...lane, weekdays: [0] }, EN);
    expect(badDay.status).toBe(400);
    expect(badDay.message).toBe('weekdays.0 must be at least 1');
  });

  it('shows one sailing with its schedule (legs, cut-offs) and answers 404 for an unknown one', async () => {
    const sailing = await someSailing();
    const detail = await call(t, FreightPath.getSpaceDetail, { sailingId: sailing.id });
    expect(detail.data).toMatchObject({ sailingId: sailing.id, routeCode: sailing.routeCode });
    expect(detail.data.schedule.legs.length).toBeGreaterThan(0);
    expect(detail.data.schedule.cutOffTimes.length).toBeGreaterThan(0);
    const missing = await call(t, FreightPath.getSpaceDetail, { sailingId: 999_999 }, EN);
    expect(missing).toMatchObject({ status: 200, code: '404', message: 'No such sailing' });
  });

  it('takes space with one conditional update: never below zero', async () => {
    const line = await t.db
      .selectFrom('spaceInventory')
      .selectAll()
      .where('remaining', '>', 0)
      .executeTakeFirstOrThrow();
    const repository = createSpaceRepository(t.db);
    expect(await repository.takeSpace(line.sailingId, line.containerType, line.remaining + 1)).toBe(false);
    expect(await repository.takeSpace(line.sailingId, line.containerType, line.remaining)).toBe(true);
    expect(await repository.takeSpace(line.sailingId, line.containerType, 1)).toBe(false);
  });
});

describe(`POST /api/${FreightPath.searchPrerecorded} (spec §5: customer no of at least 5 characters, right-fuzzy)`, () => {
  it('matches customer numbers that start with the text, paginated', async () => {
    const { customerNo } = await t.db
      .selectFrom('customsDocuments')
      .select('customerNo')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const prefix = customerNo.slice(0, 6);
    const expected = (await t.db.selectFrom('customsDocuments').select('customerNo').execute()).filter(
      (row) => row.customerNo.startsWith(prefix),
    );
    const answer = await call(
      t,
      FreightPath.searchPrerecorded,
      { customerNo: ` ${prefix} `, pageSize: 100 },
      certified,
    );
    expect(answer.data.total).toBe(expected.length);
    expect(
      answer.data.list.every((doc: { record: { customerNo: string } }) =>
        doc.record.customerNo.startsWith(prefix),
      ),
    ).toBe(true);
    expect(answer.data.list[0]).toMatchObject({
      entryNo: expect.stringMatching(/^\d{18}$/),
      status: expect.any(String),
    });
    const exact = await call(t, FreightPath.searchPrerecorded, { customerNo, pageSize: 1 });
    expect(exact.data.list).toHaveLength(1);
    expect(exact.data.total).toBe(expected.filter((row) => row.customerNo === customerNo).length);
    const middle = await call(
      t,
      FreightPath.searchPrerecorded,
      { customerNo: customerNo.slice(2, 8) },
      certified,
    );
    expect(
      middle.data.list.every((doc: { record: { customerNo: string } }) =>
        doc.record.customerNo.startsWith(customerNo.slice(2, 8)),
      ),
    ).toBe(true);
  });

  it('the customs office and the trade mode are stored as codes and answered in both languages', async () => {
    const stored = await t.db
      .selectFrom('customsDocuments')
      .select(['id', 'customerNo', 'declarePort', 'tradeMode'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(stored.declarePort).toMatch(/^\d{4}$/);
    expect(stored.tradeMode).toMatch(/^\d{4}$/);
    const answer = await call(
      t,
      FreightPath.searchPrerecorded,
      { customerNo: stored.customerNo, pageSize: 100 },
      certified,
    );
    for (const { declarePort, record } of answer.data.list) {
      for (const named of [declarePort, record.tradeMode]) {
        expect(named.code).toMatch(/^\d{4}$/);
        expect(named.nameCn).toMatch(/^[\u4e00-\u9fff]+$/);
        expect(named.nameEn).toMatch(/^[A-Z][A-Za-z -]+$/);
      }
    }
    const same = answer.data.list.find((doc: { id: number }) => doc.id === stored.id);
    expect(same.declarePort).toMatchObject({ code: stored.declarePort });
    expect(same.record.tradeMode).toMatchObject({ code: stored.tradeMode });
  });

  it('refuses fewer than 5 characters and characters other than letters, digits and hyphens', async () => {
    const short = await call(t, FreightPath.searchPrerecorded, { customerNo: ' 3101 ' }, EN);
    expect(short).toMatchObject({
      status: 400,
      code: '400',
      message: 'Please enter at least 5 characters of the customer no',
    });
    expect((await call(t, FreightPath.searchPrerecorded, { customerNo: '3101%' }, EN)).message).toBe(
      'The customer no may contain letters, digits and hyphens only',
    );
    expect((await call(t, FreightPath.searchPrerecorded, { customerNo: '3101_' })).status).toBe(400);
  });

  it('lists the newest declaration first', async () => {
    // The 5-character prefix with the most documents, so that the order is a real one.
    const rows = await t.db.selectFrom('customsDocuments').select(['customerNo', 'declaredAt']).execute();
    const counts = new Map<string, number>();
    for (const row of rows)
      counts.set(row.customerNo.slice(0, 5), (counts.get(row.customerNo.slice(0, 5)) ?? 0) + 1);
    const [prefix] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [''];
    const expected = rows
      .filter((row) => row.customerNo.startsWith(prefix))
      .map((row) => row.declaredAt)
      .sort()
      .reverse();
    expect(new Set(expected).size).toBeGreaterThan(2);
    const answer = await call(
      t,
      FreightPath.searchPrerecorded,
      { customerNo: prefix, pageSize: 100 },
      certified,
    );
    expect(answer.data.list.map((doc: { declaredAt: string }) => doc.declaredAt)).toEqual(
      expected.slice(0, 100),
    );
  });

  it('answers 429 to the 31st anonymous search a minute from one address, not to a signed-in user', async () => {
    const search = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/${FreightPath.searchPrerecorded}`,
        remoteAddress,
        headers: { 'content-type': 'application/json', ...EN, ...headers },
        payload: JSON.stringify({ customerNo: '31012' }),
      });
    for (let n = 0; n < 30; n += 1) expect((await search('10.20.0.1')).statusCode).toBe(200);
    const refused = await search('10.20.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: '429',
      message: 'Too many searches; please try again in a minute, or log in',
    });
    expect((await search('10.20.0.1', certified)).statusCode).toBe(200);
    expect((await search('10.20.0.2')).statusCode).toBe(200);
  });

  it.skipIf(TEST_DB !== 'sqlite')(
    'the right-fuzzy match uses the customer number index (SQLite plan)',
    async () => {
      const plan = await sql<{
        detail: string;
      }>`explain query plan select * from customs_documents where customer_no glob ${'31012*'}`.execute(t.db);
      expect(plan.rows.map((row) => row.detail).join(' ')).toMatch(
        /USING (COVERING )?INDEX customs_documents_customer_idx/,
      );
    },
  );
});

describe(`POST /api/${FreightPath.planRoutes} (global solution: truck, rail, barge and sea legs, shortest paths)`, () => {
  const plan = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(t, FreightPath.planRoutes, body, headers);

  it('composes connected legs from door to door, ranked by time', async () => {
    const answer = await plan({ origin: 'CNCKG', destination: 'DEMUC', rankBy: 'time', maxOptions: 4 });
    const { options } = answer.data;
    expect(options.length).toBe(4);
    for (const option of options) {
      expect(option.legs[0].from.code).toBe('CNCKG');
      expect(option.legs.at(-1).to.code).toBe('DEMUC');
      for (let i = 1; i < option.legs.length; i++)
        expect(option.legs[i].from.code).toBe(option.legs[i - 1].to.code);
      expect(option.totalDays).toBeCloseTo(
        option.legs.reduce((sum: number, leg: { days: number }) => sum + leg.days, 0),
        5,
      );
      expect(option.transfers).toBe(option.legs.length - 1);
    }
    const days = options.map((option: { totalDays: number }) => option.totalDays);
    expect(days).toEqual([...days].sort((a, b) => a - b));
  });

  it('ranks by cost when asked, and keeps to the chosen modes', async () => {
    const byCost = await plan(
      { origin: 'CNCKG', destination: 'DEMUC', rankBy: 'cost', maxOptions: 4 },
      certified,
    );
    const costs = byCost.data.options.map((option: { totalCost: number }) => option.totalCost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    const byTime = await plan(
      { origin: 'CNCKG', destination: 'DEMUC', rankBy: 'time', maxOptions: 1 },
      certified,
    );
    expect(costs[0]).toBeLessThanOrEqual(byTime.data.options[0].totalCost);
    const seaOnly = await plan({
      origin: 'CNCKG',
      destination: 'DEMUC',
      modes: ['VESSEL', 'TRUCK', 'BARGE'],
    });
    for (const option of seaOnly.data.options) expect(option.modes).not.toContain('RAIL');
    expect(seaOnly.data.options[0].modes).toContain('VESSEL');
  });

  it('answers 404 when no route exists and 400 for unknown or identical places', async () => {
    const none = await plan({ origin: 'CNXIY', destination: 'DEMUC', modes: ['BARGE'] }, EN);
    expect(none).toMatchObject({
      status: 200,
      code: '404',
      message: 'No route was found from CNXIY to DEMUC',
    });
    expect((await plan({ origin: 'CNXXX', destination: 'DEMUC' }, EN)).message).toBe(
      'There is no port or place with the code CNXXX',
    );
    expect((await plan({ origin: 'DEMUC', destination: 'demuc' }, EN)).message).toBe(
      'The origin and the destination must differ',
    );
  });
});

describe(`POST /api/${FreightPath.searchSeaRailRoutes}`, () => {
  it('lists rail into a port then an international sea leg (export) and the reverse (import)', async () => {
    const exports = await call(t, FreightPath.searchSeaRailRoutes, { origin: 'CNXIY', pageSize: 100 });
    expect(exports.data.total).toBeGreaterThan(0);
    for (const route of exports.data.list) {
      expect(route.direction).toBe('export');
      expect(route.legs.map((leg: { mode: string }) => leg.mode)).toEqual(['RAIL', 'VESSEL']);
      expect(route.transferPort.kind).toBe('seaport');
      expect(route.destination.country).not.toBe('CN');
    }
    const imports = await call(t, FreightPath.searchSeaRailRoutes, { destination: 'CNXIY', pageSize: 5 });
    expect(imports.data.list[0].legs.map((leg: { mode: string }) => leg.mode)).toEqual(['VESSEL', 'RAIL']);
    expect(imports.data.list).toHaveLength(Math.min(5, imports.data.total));
  });

  it('rail operators are named in both languages (Hinterland rail is 腹地铁路), sea legs by their carriers’ SCACs', async () => {
    const answer = await call(t, FreightPath.searchSeaRailRoutes, { destination: 'CZPRG', pageSize: 100 });
    expect(answer.data.total).toBeGreaterThan(0);
    const legs: { mode: string; operator: { code: string; nameCn: string; nameEn: string } }[] =
      answer.data.list.flatMap((route: { legs: unknown[] }) => route.legs);
    expect(legs.map((leg) => leg.operator)).toContainEqual({
      code: 'hinterlandRail',
      nameCn: '腹地铁路',
      nameEn: 'Hinterland rail',
    });
    for (const { mode, operator } of legs) {
      if (mode === 'VESSEL') {
        expect(operator.code).toMatch(/^[A-Z]{4}(,[A-Z]{4})*$/);
        expect(operator.nameEn).toBe(operator.code);
      } else {
        expect(operator.nameCn).toMatch(/[\u4e00-\u9fff]/);
        expect(operator.nameEn).not.toBe(operator.nameCn);
      }
    }
  });
});
