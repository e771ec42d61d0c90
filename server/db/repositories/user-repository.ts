import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import type { CertifiedField } from '../../../domain/validation/profile.ts';
import type { NewUser, UserRow } from '../accounts-schema.ts';
import type { Database } from '../schema.ts';

export interface CertificationFields {
  nameCn: string;
  nameEn: string;
  companyName: string;
  companyNameId: number | null;
  companyPosition: string;
  certificationEmail: string;
  qq: string;
}

/** Status numbers of spec section 4, repeated here as SQL conditions rather than imported rules. */
const FORM_STATUSES = [1, 4];
const IN_REVIEW = 2;

export const createUserRepository = (db: Database) => ({
  findById: (id: number): Promise<UserRow | undefined> =>
    db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

  findByEmail: (companyId: number, email: string): Promise<UserRow | undefined> =>
    db
      .selectFrom('users')
      .selectAll()
      .where('companyId', '=', companyId)
      .where('email', '=', email)
      .executeTakeFirst(),

  /** undefined when the address is taken already (registered before, or by a concurrent request). */
  insertIfAbsent: async (user: NewUser): Promise<number | undefined> => {
    const row = await db
      .insertInto('users')
      .values(user)
      .onConflict((conflict) => conflict.columns(['companyId', 'email']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  },

  activate: async (id: number): Promise<void> => {
    await db.updateTable('users').set({ active: 1 }).where('id', '=', id).execute();
  },

  /** The head picture's stored name, '' for none (issue 11); the file's checks are the service's. */
  setHeadPic: async (id: number, headPic: string): Promise<void> => {
    await db.updateTable('users').set({ headPic }).where('id', '=', id).execute();
  },

  /** Opening a mailed link proves the address, so a password change also activates the account. */
  setPassword: async (id: number, passwordHash: string): Promise<void> => {
    await db.updateTable('users').set({ passwordHash, active: 1 }).where('id', '=', id).execute();
  },

  /** Conditional, so two submits or a submit racing a review cannot both win. */
  submitCertification: async (id: number, fields: CertificationFields, now: string): Promise<boolean> => {
    const result = await db
      .updateTable('users')
      .set({
        ...fields,
        certificationStatus: IN_REVIEW,
        certificationReason: '',
        certificationSubmittedAt: now,
      })
      .where('id', '=', id)
      .where('certificationStatus', 'in', FORM_STATUSES)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /**
   * The profile's fields (issue 11). With `certifiedFieldsToo`, only while no certification is in
   * review or approved: the status check and the write are one statement, so a review in between
   * cannot approve fields that then change.
   */
  updateProfile: async (
    id: number,
    fields: Partial<
      Pick<
        UserRow,
        | 'nameCn'
        | 'nameEn'
        | 'nickname'
        | 'companyName'
        | 'companyNameId'
        | 'companyPosition'
        | 'qq'
        | 'mobile'
      >
    >,
    /**
     * certifiedFieldsToo: reviewed fields change, so the status must still allow it. stillEmpty:
     * reviewed fields filled because they were empty, so they must still be.
     */
    guard: { certifiedFieldsToo: boolean; stillEmpty: readonly CertifiedField[] },
  ): Promise<boolean> => {
    let update = db.updateTable('users').set(fields).where('id', '=', id);
    if (guard.certifiedFieldsToo) update = update.where('certificationStatus', 'in', FORM_STATUSES);
    for (const field of guard.stillEmpty) update = update.where(field, '=', '');
    const result = await update.executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  review: async (id: number, companyId: number, status: number, reason: string): Promise<boolean> => {
    const result = await db
      .updateTable('users')
      .set({ certificationStatus: status, certificationReason: reason })
      .where('id', '=', id)
      .where('companyId', '=', companyId)
      .where('certificationStatus', '=', IN_REVIEW)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  hasStaff: async (companyId: number): Promise<boolean> =>
    (await db
      .selectFrom('users')
      .select('id')
      .where('companyId', '=', companyId)
      .where('userType', '=', STAFF_USER_TYPE)
      .limit(1)
      .executeTakeFirst()) !== undefined,

  listInReview: (companyId: number): Promise<UserRow[]> =>
    db
      .selectFrom('users')
      .selectAll()
      .where('companyId', '=', companyId)
      .where('certificationStatus', '=', IN_REVIEW)
      .orderBy('certificationSubmittedAt')
      .orderBy('id')
      .execute(),
});

export type UserRepository = ReturnType<typeof createUserRepository>;
