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

    /** What the customer's page shows besides the summary (spec §6). */
    detailOf: (companyId: number, id: number) =>
      customers(companyId)
        .select([
          'companyPosition',
          'mobile',
          'qq',
          'certificationEmail',
          'certificationSubmittedAt',
          'certificationReason',
          'serviceContactId',
          'spaceAllowance',
        ])
        .where('id', '=', id)
        .executeTakeFirst(),

    /**
     * Assigns one of the tenant's contacts (null: the default); false when the tenant has no such
     * customer or no such contact (the contact's tenant is checked in the same statement).
     */
    setServiceContact: async (companyId: number, id: number, contactId: number | null): Promise<boolean> => {
      let update = db
        .updateTable('users')
        .set({ serviceContactId: contactId })
        .where('companyId', '=', companyId)
        .where('userType', '!=', STAFF_USER_TYPE)
        .where('id', '=', id);
      if (contactId !== null)
        update = update.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('customerServiceContacts')
              .select('customerServiceContacts.id')
              .where('customerServiceContacts.id', '=', contactId)
              .where('customerServiceContacts.companyId', '=', companyId),
          ),
        );
      return Number((await update.executeTakeFirst()).numUpdatedRows) === 1;
    },

    /** The customer's own allowance per sailing and container type (null: the default). */
    setSpaceAllowance: async (companyId: number, id: number, allowance: number | null): Promise<boolean> => {
      const result = await db
        .updateTable('users')
        .set({ spaceAllowance: allowance })
        .where('companyId', '=', companyId)
        .where('userType', '!=', STAFF_USER_TYPE)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
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
