import { sql } from 'kysely';
import type { CompanyDirectoryRow } from '../accounts-schema.ts';
import type { Database } from '../schema.ts';
import { escapeLike } from './query-helpers.ts';

export const createCompanyDirectoryRepository = (db: Database) => ({
  /** Case-insensitive contains-match on the Chinese or English name, in id order. */
  search: (text: string, limit: number, offset: number): Promise<CompanyDirectoryRow[]> =>
    db
      .selectFrom('companyDirectory')
      .selectAll()
      .where(sql<boolean>`${sql.ref('searchText')} like ${`%${escapeLike(text.toLowerCase())}%`} escape '\\'`)
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute(),

  findById: (id: number): Promise<CompanyDirectoryRow | undefined> =>
    db.selectFrom('companyDirectory').selectAll().where('id', '=', id).executeTakeFirst(),

  hasAny: async (): Promise<boolean> =>
    (await db.selectFrom('companyDirectory').select('id').limit(1).executeTakeFirst()) !== undefined,

  insertMany: async (rows: CompanyDirectoryRow[]): Promise<void> => {
    await db
      .insertInto('companyDirectory')
      .values(rows)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  },
});

export type CompanyDirectoryRepository = ReturnType<typeof createCompanyDirectoryRepository>;
