/** Quotations (workspace) and the per-day sequence of their numbers. */
import type { NewQuotation } from '../freight-schema.ts';
import type { Database } from '../schema.ts';
import { offsetOf, type PageQuery } from './query-helpers.ts';

export const createQuotationRepository = (db: Database) => {
  return {
    /**
     * The next number of the day's quotation sequence: one upsert whose row lock (PostgreSQL) or
     * write lock (SQLite) serialises concurrent saves, so no two get the same number.
     */
    nextQuotationSequence: async (day: string): Promise<number> => {
      const row = await db
        .insertInto('quotationSequences')
        .values({ day, lastValue: 1 })
        .onConflict((conflict) =>
          conflict
            .column('day')
            .doUpdateSet((eb) => ({ lastValue: eb('quotationSequences.lastValue', '+', 1) })),
        )
        .returning('lastValue')
        .executeTakeFirstOrThrow();
      return Number(row.lastValue);
    },

    insertQuotation: async (row: NewQuotation) => {
      await db.insertInto('quotations').values(row).execute();
    },

    quotationById: (id: string) =>
      db.selectFrom('quotations').selectAll().where('id', '=', id).executeTakeFirst(),

    quotationsOfUser: async (userId: number, page: PageQuery) => {
      const base = db.selectFrom('quotations').where('userId', '=', userId);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('createdAt', 'desc')
          .orderBy('id')
          .limit(page.pageSize)
          .offset(offsetOf(page))
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },
  };
};

export type QuotationRepository = ReturnType<typeof createQuotationRepository>;
