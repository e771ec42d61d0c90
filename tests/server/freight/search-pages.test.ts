/**
 * The rate and schedule searches pick a page's ids from the search index
 * (migration 0020) and read only those rows. This holds them to the plain query they replaced (the
 * rows of the lane sorted and cut to the page), on every lane of the test scale, for every sort
 * and filter in turn, a page past the first and one past the last (whose total is counted on its
 * own: no row carries it), on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_ID } from '../../../domain/api/schemas.ts';
import type { ContainerType } from '../../../domain/freight/codes.ts';
import { addDays } from '../../../domain/freight/dates.ts';
import { createRateRepository, type RateQuery } from '../../../server/db/repositories/rate-repository.ts';
import { createScheduleRepository } from '../../../server/db/repositories/schedule-repository.ts';
import type { TestApp } from '../support/test-app.ts';
import { startFreightApp, today } from './support.ts';

let t: TestApp;
let rateLanes: { pol: string; pod: string }[];
let routeLanes: { pol: string; pod: string }[];
/** Enough searches that every sort and filter meets lanes of several sizes. */
const COMPARED_AT_LEAST = 60;
const window = () => ({ etdFrom: today(), etdTo: addDays(today(), 27) });

const lanesOf = (table: 'rates' | 'sailingRoutes') =>
  t.db
    .selectFrom(table)
    .select(['pol', 'pod'])
    .where('etdDate', '>=', window().etdFrom)
    .where('etdDate', '<=', window().etdTo)
    .groupBy(['pol', 'pod'])
    .orderBy('pol')
    .orderBy('pod')
    .execute();

beforeAll(async () => {
  t = await startFreightApp();
  rateLanes = await lanesOf('rates');
  routeLanes = await lanesOf('sailingRoutes');
}, 60_000);
afterAll(() => t.close());

/** The rates query as it was before the search index: the lane's rows sorted, then the page. */
const plainRates = async (query: RateQuery) => {
  let base = t.db
    .selectFrom('rates')
    .where('pol', '=', query.pol)
    .where('pod', '=', query.pod)
    .where('etdDate', '>=', query.etdFrom)
    .where('etdDate', '<=', query.etdTo);
  if (query.containerType !== undefined) base = base.where('containerType', '=', query.containerType);
  if (query.carrier !== undefined) base = base.where('carrierScac', '=', query.carrier);
  if (query.spotOnly === true) base = base.where('isSpot', '=', 1);
  const sortColumn = { price: 'allIn', transitTime: 'transitDays', etd: 'etd' } as const;
  const rows = await base
    .selectAll()
    .orderBy(sortColumn[query.sortBy], query.sortOrder)
    .orderBy('allIn', 'asc')
    .orderBy('id', 'asc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.total) };
};

/** The schedule query as it was before the search index (generated routes: no places of receipt). */
const plainRoutes = async (query: {
  pol: string;
  pod: string;
  carrier?: string;
  directOnly?: boolean;
  sortBy: 'etd' | 'transitTime';
  pageNo: number;
  pageSize: number;
}) => {
  let base = t.db
    .selectFrom('sailingRoutes')
    .where('pol', '=', query.pol)
    .where('pod', '=', query.pod)
    .where('etdDate', '>=', window().etdFrom)
    .where('etdDate', '<=', window().etdTo);
  if (query.carrier !== undefined) base = base.where('carrierScac', '=', query.carrier);
  if (query.directOnly === true) base = base.where('transshipments', '=', 0);
  const rows = await base
    .selectAll()
    .orderBy(query.sortBy === 'etd' ? 'etd' : 'transitDays', 'asc')
    .orderBy('id', 'asc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.total) };
};

describe('the searches read their page from the index', () => {
  it('gives every rate search the rows and total of the plain query', async () => {
    const rates = createRateRepository(t.db);
    const sorts = [
      ['price', 'asc'],
      ['price', 'desc'],
      ['transitTime', 'asc'],
      ['transitTime', 'desc'],
      ['etd', 'asc'],
      ['etd', 'desc'],
    ] as const;
    let compared = 0;
    for (const [index, lane] of rateLanes.entries()) {
      const sample = await t.db
        .selectFrom('rates')
        .select(['containerType', 'carrierScac'])
        .where('pol', '=', lane.pol)
        .where('pod', '=', lane.pod)
        .executeTakeFirstOrThrow();
      const filters: Partial<RateQuery>[] = [
        {},
        { containerType: sample.containerType as ContainerType },
        { carrier: sample.carrierScac },
        { spotOnly: true },
      ];
      // Each lane one sort and one filter, in turn: every pair comes round over the lanes.
      const [sortBy, sortOrder] = sorts[index % sorts.length]!;
      const filter = filters[Math.floor(index / sorts.length) % filters.length];
      for (const pageNo of [1, 2, 99]) {
        const query: RateQuery = {
          companyId: DEFAULT_COMPANY_ID,
          ...lane,
          ...window(),
          sortBy,
          sortOrder,
          pageNo,
          pageSize: 7,
          ...filter,
        };
        expect(await rates.searchRates(query)).toEqual(await plainRates(query));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(COMPARED_AT_LEAST);
  });

  it('gives every schedule search the rows and total of the plain query', async () => {
    const schedules = createScheduleRepository(t.db);
    let compared = 0;
    for (const [index, lane] of routeLanes.entries()) {
      const sample = await t.db
        .selectFrom('sailingRoutes')
        .select('carrierScac')
        .where('pol', '=', lane.pol)
        .where('pod', '=', lane.pod)
        .executeTakeFirstOrThrow();
      const sortBy = index % 2 === 0 ? 'etd' : 'transitTime';
      const filter = [{}, { carrier: sample.carrierScac }, { directOnly: true }][Math.floor(index / 2) % 3];
      for (const pageNo of [1, 2, 99]) {
        const query = { ...lane, sortBy, pageNo, pageSize: 7, ...filter } as const;
        expect(await schedules.searchRoutes({ ...query, ...window() })).toEqual(await plainRoutes(query));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(COMPARED_AT_LEAST);
  });
});
