/** Schedules: point-to-point sailing routes, vessels, voyages and port calls. */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { NewSailingRoute } from '../freight-schema.ts';
import type { Database, DatabaseSchema } from '../schema.ts';
import { escapeLike, isPostgres, offsetOf, type PageQuery, pageWithTotal } from './query-helpers.ts';

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
      const sortColumn = query.sortBy === 'etd' ? 'etd' : 'transitDays';
      const matching = (
        places: (eb: ExpressionBuilder<DatabaseSchema, 'sailingRoutes'>) => Expression<SqlBool>,
      ) => {
        let select = db
          .selectFrom('sailingRoutes')
          .select(['id', 'etd', 'transitDays'])
          .where('etdDate', '>=', query.etdFrom)
          .where('etdDate', '<=', query.etdTo)
          .where(places);
        if (query.carrier !== undefined) select = select.where('carrierScac', '=', query.carrier);
        if (query.directOnly === true) select = select.where('transshipments', '=', 0);
        return select;
      };
      // The lane's routes, and the imported ones found by their place of receipt or delivery (issue
      // 13, the partial indexes of 0018): a union, so each part keeps its own index plan.
      const routes = matching((eb) => eb.and([eb('pol', '=', query.pol), eb('pod', '=', query.pod)]))
        .union(
          matching((eb) =>
            eb.or([
              eb.and([
                eb('receiptCode', '=', query.pol),
                eb.or([eb('pod', '=', query.pod), eb('deliveryCode', '=', query.pod)]),
              ]),
              eb.and([eb('deliveryCode', '=', query.pod), eb('pol', '=', query.pol)]),
            ]),
          ),
        )
        .as('routes');
      // The page's ids from the search index alone (migration 0020), each with the count of all that
      // match, then those rows only: one statement, one round trip.
      const page = db
        .selectFrom(routes)
        .select((eb) => ['routes.id', eb.fn.countAll<number | string>().over().as('total')])
        .orderBy(`routes.${sortColumn}`, 'asc')
        .orderBy('routes.id', 'asc')
        .limit(query.pageSize)
        .offset(offsetOf(query))
        .as('page');
      const rows = await db
        .selectFrom('sailingRoutes')
        .innerJoin(page, 'page.id', 'sailingRoutes.id')
        .selectAll('sailingRoutes')
        .select('page.total')
        // The same order as the page's (id breaks every tie).
        .orderBy(`sailingRoutes.${sortColumn}`, 'asc')
        .orderBy('sailingRoutes.id', 'asc')
        .execute();
      return pageWithTotal(rows, query, () =>
        db
          .selectFrom(routes)
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
      );
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
