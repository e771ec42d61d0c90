/** Schedules: point-to-point sailing routes, vessels, voyages and port calls. */
import { type SelectQueryBuilder, sql } from 'kysely';
import type { NewSailingRoute } from '../freight-schema.ts';
import type { Database, DatabaseSchema } from '../schema.ts';
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
      // Imported routes found by their place of receipt or delivery (issue 13): a small lookup on
      // the partial indexes of migration 0018, so that the lane query keeps its plan when none is.
      const byPlaces = (
        await db
          .selectFrom('sailingRoutes')
          .select('id')
          .where('etdDate', '>=', query.etdFrom)
          .where('etdDate', '<=', query.etdTo)
          .where((eb) =>
            eb.or([
              eb.and([
                eb('receiptCode', '=', query.pol),
                eb.or([eb('pod', '=', query.pod), eb('deliveryCode', '=', query.pod)]),
              ]),
              eb.and([eb('deliveryCode', '=', query.pod), eb('pol', '=', query.pol)]),
            ]),
          )
          .execute()
      ).map((row) => row.id);
      let base = db.selectFrom('sailingRoutes').where((eb) => {
        const lane = eb.and([
          eb('pol', '=', query.pol),
          eb('pod', '=', query.pod),
          eb('etdDate', '>=', query.etdFrom),
          eb('etdDate', '<=', query.etdTo),
        ]);
        return byPlaces.length === 0 ? lane : eb.or([lane, eb('id', 'in', byPlaces)]);
      });
      if (query.carrier !== undefined) base = base.where('carrierScac', '=', query.carrier);
      if (query.directOnly === true) base = base.where('transshipments', '=', 0);
      const ordered = <O>(select: SelectQueryBuilder<DatabaseSchema, 'sailingRoutes', O>) =>
        select.orderBy(query.sortBy === 'etd' ? 'etd' : 'transitDays', 'asc').orderBy('id', 'asc');
      const [rows, count] = await Promise.all([
        // The page's ids from the search index alone (migration 0020), then those rows only: the
        // same rows in the same order (id breaks every tie) without reading the lane's others.
        ordered(
          db
            .selectFrom('sailingRoutes')
            .selectAll()
            .where('id', 'in', ordered(base.select('id')).limit(query.pageSize).offset(offsetOf(query))),
        ).execute(),
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
