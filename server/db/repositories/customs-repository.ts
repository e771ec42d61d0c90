/** Pre-recorded customs documents, found by a prefix of the customer number. */
import { sql } from 'kysely';
import type { Database } from '../schema.ts';
import { escapeLike, isPostgres, offsetOf, type PageQuery } from './query-helpers.ts';

export const createCustomsRepository = (db: Database) => {
  const postgres = isPostgres(db);
  return {
    /** Right-fuzzy (prefix) match on the customer number, index-friendly on both databases. */
    searchCustomsDocuments: async (customerNoPrefix: string, page: PageQuery) => {
      const base = postgres
        ? db.selectFrom('customsDocuments').where('customerNo', 'like', `${escapeLike(customerNoPrefix)}%`)
        : db.selectFrom('customsDocuments').where(sql<boolean>`customer_no glob ${`${customerNoPrefix}*`}`);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('customerNo')
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
