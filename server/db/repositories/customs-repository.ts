/** Pre-recorded customs documents, found by a prefix of the customer number. */
import { sql } from 'kysely';
import type { Database } from '../schema.ts';
import { escapeLike, isPostgres, offsetOf, type PageQuery } from './query-helpers.ts';

export const createCustomsRepository = (db: Database) => {
  const postgres = isPostgres(db);
  return {
    /** Right-fuzzy (prefix) match on the customer number, index-friendly on both databases; newest first. */
    searchCustomsDocuments: async (customerNoPrefix: string, page: PageQuery) => {
      const base = postgres
        ? db.selectFrom('customsDocuments').where('customerNo', 'like', `${escapeLike(customerNoPrefix)}%`)
        : db.selectFrom('customsDocuments').where(sql<boolean>`customer_no glob ${`${customerNoPrefix}*`}`);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          // Newest declaration first (the date the page shows); id keeps equal dates in a stable order.
          .orderBy('declaredAt', 'desc')
          .orderBy('id', 'desc')
          .limit(page.pageSize)
          .offset(offsetOf(page))
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },
  };
};

export type CustomsRepository = ReturnType<typeof createCustomsRepository>;
