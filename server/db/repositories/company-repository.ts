import type { CompaniesTable, CompanyRow, Database, NewCompany } from '../schema.ts';

export const createCompanyRepository = (db: Database) => ({
  findById: (companyId: number): Promise<CompanyRow | undefined> =>
    db.selectFrom('companies').selectAll().where('companyId', '=', companyId).executeTakeFirst(),

  exists: async (companyId: number): Promise<boolean> =>
    (await db
      .selectFrom('companies')
      .select('companyId')
      .where('companyId', '=', companyId)
      .executeTakeFirst()) !== undefined,

  hasAny: async (): Promise<boolean> =>
    (await db.selectFrom('companies').select('companyId').limit(1).executeTakeFirst()) !== undefined,

  /** False when the company already exists: a concurrent first start seeded it, the caller backs off. */
  insertIfAbsent: async (company: NewCompany): Promise<boolean> => {
    const result = await db
      .insertInto('companies')
      .values(company)
      .onConflict((conflict) => conflict.column('companyId').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  },

  /** Changes the named columns of the company; the caller records the change in the tenant's trail. */
  update: async (companyId: number, patch: Partial<Omit<CompaniesTable, 'companyId'>>): Promise<void> => {
    await db.updateTable('companies').set(patch).where('companyId', '=', companyId).execute();
  },
});

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
