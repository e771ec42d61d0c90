/** Schedules: point-to-point sailing routes, vessels, voyages and port calls. */
import { sql } from 'kysely';
import type { NewSailingRoute } from '../freight-schema.ts';
import type { Database } from '../schema.ts';
import { escapeLike, isPostgres, offsetOf, type PageQuery } from './query-helpers.ts';

export const createScheduleRepository = (db: Database) => {
  const postgres = isPostgres(db);
  return {
    searchRoutes: async (
      query: PageQuery & {
        pol: string;
        pod: string;
        etdFrom: string;
        etdTo: string;
        carrier?: string | undefined;
        directOnly?: boolean | undefined;
        sortBy: 'etd' | 'transitTime';
      },
    ) => {
      let base = db
        .selectFrom('sailingRoutes')
        .where('pol', '=', query.pol)
        .where('pod', '=', query.pod)
        .where('etdDate', '>=', query.etdFrom)
        .where('etdDate', '<=', query.etdTo);
      if (query.carrier !== undefined) base = base.where('carrierScac', '=', query.carrier);
      if (query.directOnly === true) base = base.where('transshipments', '=', 0);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy(query.sortBy === 'etd' ? 'etd' : 'transitDays', 'asc')
          .orderBy('id', 'asc')
          .limit(query.pageSize)
          .offset(offsetOf(query))
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    routeById: (id: number) =>
      db.selectFrom('sailingRoutes').selectAll().where('id', '=', id).executeTakeFirst(),

    cutOffsOfRoutes: async (routeIds: number[]) =>
      routeIds.length === 0
        ? []
        : db.selectFrom('sailingRoutes').select(['id', 'cutOffs']).where('id', 'in', routeIds).execute(),

    findVessels: (search: { imo?: string; namePrefix?: string }) => {
      let query = db.selectFrom('vessels').selectAll();
      if (search.imo !== undefined) query = query.where('imo', '=', search.imo);
      if (search.namePrefix !== undefined) {
        query = postgres
          ? query.where('name', 'like', `${escapeLike(search.namePrefix)}%`)
          : query.where(sql<boolean>`name glob ${`${search.namePrefix.replace(/[*?[\]]/g, '')}*`}`);
      }
      return query.orderBy('name').limit(50).execute();
    },

    voyagesOfVessels: (imos: string[]) =>
      imos.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('voyages')
            .innerJoin('services', 'services.id', 'voyages.serviceId')
            .select([
              'voyages.id',
              'voyages.vesselImo',
              'voyages.voyageNumber',
              'voyages.returnVoyageNumber',
              'services.code as serviceCode',
              'services.nameEn as serviceName',
              'services.nameCn as serviceNameCn',
            ])
            .where('voyages.vesselImo', 'in', imos)
            .orderBy('voyages.id')
            .execute(),

    callsOfVoyages: (voyageIds: number[]) =>
      voyageIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('portCalls')
            .selectAll()
            .where('voyageId', 'in', voyageIds)
            .orderBy('voyageId')
            .orderBy('sequence')
            .execute(),

    /** Idempotent by route key: a known route is updated in place (schedules change), a new one inserted. */
    upsertRoute: async (route: NewSailingRoute): Promise<'inserted' | 'updated' | 'unchanged'> => {
      const known = await db
        .selectFrom('sailingRoutes')
        .selectAll()
        .where('routeKey', '=', route.routeKey)
        .executeTakeFirst();
      if (known === undefined) {
        await db.insertInto('sailingRoutes').values(route).execute();
        return 'inserted';
      }
      const same = (Object.keys(route) as (keyof NewSailingRoute)[]).every(
        (key) => key === 'id' || String(known[key as keyof typeof known]) === String(route[key]),
      );
      if (same) return 'unchanged';
      await db.updateTable('sailingRoutes').set(route).where('id', '=', known.id).execute();
      return 'updated';
    },
  };
};

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
