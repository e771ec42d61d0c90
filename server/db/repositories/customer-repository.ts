/** The tenant's customers as staff see them (never staff accounts: user type 2, spec §6). */
import { sql } from 'kysely';
import type { CustomerSummary } from '../../../domain/api/customer-answers.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import type { Database } from '../schema.ts';
import { escapeLike, offsetOf, type PageQuery } from './query-helpers.ts';

export interface CustomerFilter {
  keyword: string;
  certificationStatus?: number | undefined;
}

const SUMMARY_COLUMNS = [
  'id',
  'email',
  'nameCn',
  'nameEn',
  'companyName',
  'certificationStatus',
  'customerType',
  'active',
  'deactivatedAt',
  'createdAt',
  'lastLoginAt',
] as const;

type SummaryRow = Omit<CustomerSummary, 'activated'> & { active: number };
const summaryOf = ({ active, ...row }: SummaryRow): CustomerSummary => ({ ...row, activated: active === 1 });

export const createCustomerRepository = (db: Database) => {
  const customers = (companyId: number) =>
    db.selectFrom('users').where('companyId', '=', companyId).where('userType', '!=', STAFF_USER_TYPE);

  return {
    /** Newest first; the keyword matches the email, both names or the company, in any letter case. */
    page: async (companyId: number, filter: CustomerFilter, page: PageQuery) => {
      let query = customers(companyId);
      const keyword = filter.keyword.trim().toLowerCase();
      if (keyword !== '') {
        const pattern = `%${escapeLike(keyword)}%`;
        query = query.where((eb) =>
          eb.or(
            (['email', 'nameCn', 'nameEn', 'companyName'] as const).map(
              (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
            ),
          ),
        );
      }
      if (filter.certificationStatus !== undefined)
        query = query.where('certificationStatus', '=', filter.certificationStatus);
      const [rows, count] = await Promise.all([
        query
          .select(SUMMARY_COLUMNS)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(page.pageSize)
          .offset(offsetOf(page))
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { list: rows.map(summaryOf), total: Number(count.total) };
    },

    find: async (companyId: number, id: number): Promise<CustomerSummary | undefined> => {
      const row = await customers(companyId).select(SUMMARY_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row === undefined ? undefined : summaryOf(row);
    },

    /** False when the tenant has no such customer (another tenant's account, or staff). */
    setCustomerType: async (companyId: number, id: number, customerType: number): Promise<boolean> => {
      const result = await db
        .updateTable('users')
        .set({ customerType })
        .where('companyId', '=', companyId)
        .where('userType', '!=', STAFF_USER_TYPE)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    setDeactivatedAt: async (
      companyId: number,
      id: number,
      deactivatedAt: string | null,
    ): Promise<boolean> => {
      const result = await db
        .updateTable('users')
        .set({ deactivatedAt })
        .where('companyId', '=', companyId)
        .where('userType', '!=', STAFF_USER_TYPE)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
};

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
