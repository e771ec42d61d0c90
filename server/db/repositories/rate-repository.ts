/** Sailing-specific rates (spec section 6): the rate search on its lane indexes (0003, 0020). */
import { type Expression, type RawBuilder, sql } from 'kysely';
import type { Markup } from '../../../domain/freight/sell-price.ts';
import type { Database } from '../schema.ts';
import { offsetOf, type PageQuery, pageWithTotal } from './query-helpers.ts';
import { offerInForce } from './rate-offers.ts';

export interface RateQuery extends PageQuery {
  /** The tenant whose prices are searched (spec §6): its rate cards' rows in force, and demo rows for the default tenant. */
  companyId: number;
  pol: string;
  pod: string;
  etdFrom: string;
  etdTo: string;
  /**
   * Now (ISO, UTC as `etd` is kept): a sailing that left earlier today is no longer offered, since
   * an order from it is refused (spec §4: a rate is booked for a sailing still to come).
   */
  departsAfter?: string | undefined;
  containerType?: string | undefined;
  carrier?: string | undefined;
  spotOnly?: boolean | undefined;
  sortBy: 'price' | 'transitTime' | 'etd';
  sortOrder: 'asc' | 'desc';
  /** The viewer's markup per container type: a sort by price orders by the price the viewer sees. */
  markups?: Readonly<Record<string, Markup>> | undefined;
}

/**
 * The price the viewer sees as SQL (domain/freight/sell-price.ts `sellMinor`, without its rounding
 * to a minor unit, which only ties could notice): the all-in price plus its container type's markup.
 */
const viewerPrice = (markups: Readonly<Record<string, Markup>> = {}): RawBuilder<number> => {
  const allIn: Expression<number> = sql.ref('allIn');
  const cases = Object.entries(markups).map(
    ([containerType, markup]) =>
      sql`when ${sql.ref('containerType')} = ${containerType} then ${
        markup.kind === 'amount'
          ? sql`${allIn} + ${markup.amountMinor / 100}`
          : sql`${allIn} * ${(10_000 + markup.basisPoints) / 10_000}`
      }`,
  );
  return cases.length === 0
    ? sql<number>`${allIn}`
    : sql<number>`case ${sql.join(cases, sql` `)} else ${allIn} end`;
};

export const createRateRepository = (db: Database) => {
  return {
    searchRates: async (query: RateQuery) => {
      let base = db
        .selectFrom('rates')
        .where('companyId', '=', query.companyId)
        .where(offerInForce(query.companyId))
        .where('pol', '=', query.pol)
        .where('pod', '=', query.pod)
        .where('etdDate', '>=', query.etdFrom)
        .where('etdDate', '<=', query.etdTo);
      if (query.departsAfter !== undefined) base = base.where('etd', '>', query.departsAfter);
      if (query.containerType !== undefined) base = base.where('containerType', '=', query.containerType);
      if (query.carrier !== undefined) base = base.where('carrierScac', '=', query.carrier);
      if (query.spotOnly === true) base = base.where('isSpot', '=', 1);
      const price = viewerPrice(query.markups);
      const sortKey: RawBuilder<number | string> =
        query.sortBy === 'price' ? price : sql`${sql.ref(query.sortBy === 'etd' ? 'etd' : 'transitDays')}`;
      // The page's ids from the search index alone (migration 0020), each with the count of all that
      // match (a window over the same scan), then those rows only: one statement, one round trip.
      const page = base
        .select((eb) => [
          'id',
          eb.fn.countAll<number | string>().over().as('total'),
          sortKey.as('sortKey'),
          price.as('price'),
        ])
        .orderBy(sortKey, query.sortOrder)
        .orderBy(price, 'asc')
        .orderBy('id', 'asc')
        .limit(query.pageSize)
        .offset(offsetOf(query))
        .as('page');
      const rows = await db
        .selectFrom('rates')
        .innerJoin(page, 'page.id', 'rates.id')
        .selectAll('rates')
        .select('page.total')
        // The same order as the page's (id breaks every tie).
        .orderBy('page.sortKey', query.sortOrder)
        .orderBy('page.price', 'asc')
        .orderBy('rates.id', 'asc')
        .execute();
      return pageWithTotal(rows, query, () =>
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
      );
    },

    /** The tenant's rows in force among `ids` (a quotation prices what the search offers now). */
    ratesByIds: (companyId: number, ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('rates')
            .selectAll()
            .where('companyId', '=', companyId)
            .where(offerInForce(companyId))
            .where('id', 'in', ids)
            .execute(),
  };
};

export type RateRepository = ReturnType<typeof createRateRepository>;
