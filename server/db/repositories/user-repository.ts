import { CertificationStatus, STAFF_USER_TYPE } from '../../../domain/constants.ts';
import {
  type CertificationEvent,
  certificationKind,
  certificationMove,
  certificationStateOf,
} from '../../../domain/profile/certification-lifecycle.ts';
import type { CertifiedField } from '../../../domain/validation/profile.ts';
import type { NewUser, UserRow } from '../accounts-schema.ts';
import type { Database } from '../schema.ts';
import { appendRecordEvent } from './record-event-repository.ts';

export interface CertificationFields {
  nameCn: string;
  nameEn: string;
  companyName: string;
  companyNameId: number | null;
  companyPosition: string;
  certificationEmail: string;
  qq: string;
}

/** The certification a staff member decides (spec §6): approved, or refused with the reason. */
export interface CertificationDecision {
  approved: boolean;
  reason: string;
  staffUserId: number;
  at: string;
}

const IN_REVIEW = CertificationStatus.inAuthentication;
/** The statuses in which the form is open (spec §4: 1 and 4): those the owner may submit from. */
const FORM_STATUSES = certificationMove('submit', 'owner').from;

/** The trail's entry of one certification move, from the status the account was read in. */
const appendCertificationEvent = (
  trx: Database,
  user: Pick<UserRow, 'id' | 'companyId' | 'certificationStatus'>,
  event: CertificationEvent,
  entry: { actor: 'owner' | 'staff'; actorUserId: number; reason: string | null; at: string },
) => {
  const from = certificationStateOf(user.certificationStatus);
  return appendRecordEvent(trx, {
    kind: certificationKind.kind,
    recordId: user.id,
    companyId: user.companyId,
    fromStatus: from,
    toStatus: certificationKind.next(from, event, entry.actor) ?? from,
    event,
    ...entry,
  });
};

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

  /** The head picture's stored name, '' for none (spec §3 headPic); the file's checks are the service's. */
  setHeadPic: async (id: number, headPic: string): Promise<void> => {
    await db.updateTable('users').set({ headPic }).where('id', '=', id).execute();
  },

  /** Opening a mailed link proves the address, so a password change also activates the account. */
  setPassword: async (id: number, passwordHash: string): Promise<void> => {
    await db.updateTable('users').set({ passwordHash, active: 1 }).where('id', '=', id).execute();
  },

  /** Conditional, so two submits or a submit racing a review cannot both win. */
  /**
   * The owner's submit (spec §4): one conditional update from the statuses the certification's
   * table allows, and its trail entry, in one transaction; false when the status did not allow it.
   */
  submitCertification: (
    user: Pick<UserRow, 'id' | 'companyId' | 'certificationStatus'>,
    fields: CertificationFields,
    now: string,
  ): Promise<boolean> =>
    db.transaction().execute(async (trx) => {
      const move = certificationMove('submit', 'owner');
      const result = await trx
        .updateTable('users')
        .set({
          ...fields,
          certificationStatus: move.to,
          certificationReason: '',
          certificationSubmittedAt: now,
        })
        .where('id', '=', user.id)
        .where('certificationStatus', 'in', move.from)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      await appendCertificationEvent(trx, user, 'submit', {
        actor: 'owner',
        actorUserId: user.id,
        reason: null,
        at: now,
      });
      return true;
    }),

  /**
   * The profile's fields (spec §3 user info). With `certifiedFieldsToo`, only while no certification is in
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

  /** A staff decision on a certification in review (spec §6), with its trail entry, in one transaction. */
  review: (id: number, companyId: number, decision: CertificationDecision): Promise<boolean> =>
    db.transaction().execute(async (trx) => {
      const event = decision.approved ? 'approve' : 'refuse';
      const move = certificationMove(event, 'staff');
      const result = await trx
        .updateTable('users')
        .set({ certificationStatus: move.to, certificationReason: decision.reason })
        .where('id', '=', id)
        .where('companyId', '=', companyId)
        .where('certificationStatus', 'in', move.from)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      await appendCertificationEvent(trx, { id, companyId, certificationStatus: IN_REVIEW }, event, {
        actor: 'staff',
        actorUserId: decision.staffUserId,
        reason: decision.approved ? null : decision.reason,
        at: decision.at,
      });
      return true;
    }),

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
