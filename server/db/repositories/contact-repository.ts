import type { CustomerServiceContact } from '../../../domain/api/company.ts';
import type { Database } from '../schema.ts';

export const createContactRepository = (db: Database) => ({
  findByCompany: (companyId: number): Promise<CustomerServiceContact | undefined> =>
    db
      .selectFrom('customerServiceContacts')
      .select(['nameCn', 'nameEn', 'companyName', 'companyNameEn', 'headPic', 'mobile', 'qq', 'email'])
      .where('companyId', '=', companyId)
      .executeTakeFirst(),

  /** The tenant's one contact, added or replaced. Run it in the saving transaction. */
  save: async (companyId: number, contact: CustomerServiceContact): Promise<void> => {
    await db.deleteFrom('customerServiceContacts').where('companyId', '=', companyId).execute();
    await db
      .insertInto('customerServiceContacts')
      .values({ companyId, ...contact })
      .execute();
  },

  insert: async (companyId: number, contact: CustomerServiceContact): Promise<void> => {
    await db
      .insertInto('customerServiceContacts')
      .values({ companyId, ...contact })
      .execute();
  },
});

export type ContactRepository = ReturnType<typeof createContactRepository>;
