import type { CustomerServiceContact } from '../../../domain/api/company.ts';
import type { ServiceContactChoice } from '../../../domain/api/customer-answers.ts';
import type { Database } from '../schema.ts';

const CARD_COLUMNS = [
  'nameCn',
  'nameEn',
  'companyName',
  'companyNameEn',
  'headPic',
  'mobile',
  'qq',
  'email',
] as const;

/**
 * The tenant's customer-service contacts (migration 0034: several per tenant, the lowest id is the
 * default one every customer without an assigned contact sees).
 */
export const createContactRepository = (db: Database) => {
  const ofCompany = (companyId: number) =>
    db.selectFrom('customerServiceContacts').where('companyId', '=', companyId).orderBy('id');
  return {
    /** The tenant's default contact. */
    findByCompany: (companyId: number): Promise<CustomerServiceContact | undefined> =>
      ofCompany(companyId).select(CARD_COLUMNS).limit(1).executeTakeFirst(),

    /** The contact customer service assigned to the customer (spec §6), if it is still the tenant's. */
    assignedTo: (companyId: number, userId: number): Promise<CustomerServiceContact | undefined> =>
      ofCompany(companyId)
        .select(CARD_COLUMNS)
        .where('id', '=', (eb) =>
          eb
            .selectFrom('users')
            .select('serviceContactId')
            .where('users.id', '=', userId)
            .where('users.companyId', '=', companyId),
        )
        .executeTakeFirst(),

    /** The tenant's contacts besides the default one, in full, oldest first. */
    others: async (companyId: number) =>
      (
        await ofCompany(companyId)
          .select(['id', ...CARD_COLUMNS])
          .execute()
      ).slice(1),

    count: async (companyId: number): Promise<number> =>
      Number(
        (
          await db
            .selectFrom('customerServiceContacts')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('companyId', '=', companyId)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /**
     * Removes one of the tenant's further contacts (never its default, the lowest id): its customers
     * go back to the default one first. Run it in the saving transaction. False when there was none.
     */
    removeOther: async (companyId: number, id: number): Promise<boolean> => {
      const first = await ofCompany(companyId).select('id').limit(1).executeTakeFirst();
      if (first === undefined || first.id === id) return false;
      await db
        .updateTable('users')
        .set({ serviceContactId: null })
        .where('companyId', '=', companyId)
        .where('serviceContactId', '=', id)
        .execute();
      const removed = await db
        .deleteFrom('customerServiceContacts')
        .where('companyId', '=', companyId)
        .where('id', '=', id)
        .executeTakeFirst();
      return removed.numDeletedRows > 0n;
    },

    listByCompany: (companyId: number): Promise<ServiceContactChoice[]> =>
      ofCompany(companyId).select(['id', 'nameCn', 'nameEn', 'mobile', 'email']).execute(),

    /**
     * The tenant's default contact (the one every customer without an assigned contact sees),
     * replaced in place so that customers assigned to it keep it; added when the tenant has none.
     * Run it in the saving transaction.
     */
    saveDefault: async (companyId: number, contact: CustomerServiceContact): Promise<void> => {
      const current = await ofCompany(companyId).select('id').limit(1).executeTakeFirst();
      if (current === undefined) {
        await db
          .insertInto('customerServiceContacts')
          .values({ companyId, ...contact })
          .execute();
        return;
      }
      await db.updateTable('customerServiceContacts').set(contact).where('id', '=', current.id).execute();
    },

    insert: async (companyId: number, contact: CustomerServiceContact): Promise<number> =>
      (
        await db
          .insertInto('customerServiceContacts')
          .values({ companyId, ...contact })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
  };
};

export type ContactRepository = ReturnType<typeof createContactRepository>;
