/** Space (spec section 3): SPOT products and existing space by sailing, and their inventory. */
import type { Database } from '../schema.ts';
import { offsetOf, type PageQuery } from './query-helpers.ts';

export interface SpaceQuery extends PageQuery {
  /** The tenant whose space it is (migration 0038). */
  companyId: number;
  pol?: string | undefined;
  pod?: string | undefined;
  etdFrom: string;
  etdTo: string;
  carrier?: string | undefined;
  kind?: string | undefined;
  weekdays?: number[] | undefined;
  /** Only sailings still open at this instant (ISO, UTC): not stopped, cut-off after it. */
  openAt?: string | undefined;
}

export const createSpaceRepository = (db: Database) => {
  return {
    searchSpace: async (query: SpaceQuery) => {
      let base = db
        .selectFrom('spaceSailings')
        .where('companyId', '=', query.companyId)
        .where('etdDate', '>=', query.etdFrom)
        .where('etdDate', '<=', query.etdTo);
      if (query.pol !== undefined) base = base.where('pol', '=', query.pol);
      if (query.pod !== undefined) base = base.where('pod', '=', query.pod);
      if (query.carrier !== undefined) base = base.where('carrierScac', '=', query.carrier);
      if (query.kind !== undefined) base = base.where('kind', '=', query.kind);
      if (query.weekdays !== undefined && query.weekdays.length > 0)
        base = base.where('etdWeekday', 'in', query.weekdays);
      // cut_off is written as a UTC ISO instant (toISOString), so text order is time order.
      if (query.openAt !== undefined) base = base.where('stopped', '=', 0).where('cutOff', '>', query.openAt);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('etd').orderBy('id').limit(query.pageSize).offset(offsetOf(query)).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** A sailing of the tenant's space; another tenant's is not found. */
    spaceSailingById: (companyId: number, id: number) =>
      db
        .selectFrom('spaceSailings')
        .selectAll()
        .where('id', '=', id)
        .where('companyId', '=', companyId)
        .executeTakeFirst(),

    inventoryOf: (sailingIds: number[]) =>
      sailingIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('spaceInventory')
            .selectAll()
            .where('sailingId', 'in', sailingIds)
            .orderBy('containerType')
            .execute(),

    /**
     * Takes space with one conditional UPDATE (architecture: never read-then-write); true when the
     * quantity was still there. For the booking flow of a later issue.
     */
    takeSpace: async (sailingId: number, containerType: string, quantity: number): Promise<boolean> => {
      const result = await db
        .updateTable('spaceInventory')
        .set((eb) => ({ remaining: eb('remaining', '-', quantity) }))
        .where('sailingId', '=', sailingId)
        .where('containerType', '=', containerType)
        .where('remaining', '>=', quantity)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
};

export type SpaceRepository = ReturnType<typeof createSpaceRepository>;
