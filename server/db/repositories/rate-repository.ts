/** Sailing-specific rates (spec section 6): the rate search on its lane indexes (0003, 0020). */
import type { SelectQueryBuilder } from 'kysely';
import type { Database, DatabaseSchema } from '../schema.ts';
import { offsetOf, type PageQuery } from './query-helpers.ts';

export interface RateQuery extends PageQuery {
  pol: string;
  pod: string;
  etdFrom: string;
  etdTo: string;
  containerType?: string | undefined;
  carrier?: string | undefined;
  spotOnly?: boolean | undefined;
  sortBy: 'price' | 'transitTime' | 'etd';
  sortOrder: 'asc' | 'desc';
}

export const createRateRepository = (db: Database) => {
  return {
    searchRates: async (query: RateQuery) => {
      let base = db
        .selectFrom('rates')
        .where('pol', '=', query.pol)
        .where('pod', '=', query.pod)
        .where('etdDate', '>=', query.etdFrom)
        .where('etdDate', '<=', query.etdTo);
      if (query.containerType !== undefined) base = base.where('containerType', '=', query.containerType);
      if (query.carrier !== undefined) base = base.where('carrierScac', '=', query.carrier);
      if (query.spotOnly === true) base = base.where('isSpot', '=', 1);
      const sortColumn = { price: 'allIn', transitTime: 'transitDays', etd: 'etd' } as const;
      const ordered = <O>(select: SelectQueryBuilder<DatabaseSchema, 'rates', O>) =>
        select
          .orderBy(sortColumn[query.sortBy], query.sortOrder)
          .orderBy('allIn', 'asc')
          .orderBy('id', 'asc');
      const [rows, count] = await Promise.all([
        // The page's ids from the search index alone (migration 0020), then those rows only: the
        // same rows in the same order (id breaks every tie) without reading the lane's others.
        ordered(
          db
            .selectFrom('rates')
            .selectAll()
            .where('id', 'in', ordered(base.select('id')).limit(query.pageSize).offset(offsetOf(query))),
        ).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    ratesByIds: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('rates').selectAll().where('id', 'in', ids).execute(),
  };
};

export type RateRepository = ReturnType<typeof createRateRepository>;
