/** The tenant's staff accounts (user type 2, spec §6) as an administrator manages them. */
import type { StaffMember } from '../../../domain/api/staff-answers.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { parseStaffRoles } from '../../../domain/permissions.ts';
import { staffStatusOf } from '../../../domain/staff/staff-accounts.ts';
import type { UserRow } from '../accounts-schema.ts';
import type { Database } from '../schema.ts';
import { isPostgres } from './query-helpers.ts';

const MEMBER_COLUMNS = [
  'id',
  'email',
  'nameCn',
  'nameEn',
  'staffRoles',
  'active',
  'deactivatedAt',
  'createdAt',
  'lastLoginAt',
] as const;

type MemberRow = Pick<UserRow, (typeof MEMBER_COLUMNS)[number]>;
const memberOf = ({ staffRoles, active, deactivatedAt, ...row }: MemberRow): StaffMember => ({
  ...row,
  roles: parseStaffRoles(staffRoles),
  status: staffStatusOf({ active, deactivatedAt }),
});

export const createStaffRepository = (db: Database) => {
  const staff = (companyId: number) =>
    db.selectFrom('users').where('companyId', '=', companyId).where('userType', '=', STAFF_USER_TYPE);
  /** One statement, scoped to the tenant's staff: another tenant's account or a customer is never touched. */
  const update = async (
    companyId: number,
    id: number,
    set: Partial<Pick<UserRow, 'staffRoles' | 'deactivatedAt'>>,
  ) => {
    const result = await db
      .updateTable('users')
      .set(set)
      .where('companyId', '=', companyId)
      .where('userType', '=', STAFF_USER_TYPE)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  };

  return {
    /** Oldest first: the first administrator leads the list. */
    list: async (companyId: number): Promise<StaffMember[]> =>
      (await staff(companyId).select(MEMBER_COLUMNS).orderBy('createdAt').orderBy('id').execute()).map(
        memberOf,
      ),

    /**
     * The list, its rows locked until the transaction ends on PostgreSQL (SQLite writes one
     * transaction at a time): two administrators demoting each other at once cannot both pass the
     * last-administrator rule.
     */
    listForChange: async (companyId: number): Promise<StaffMember[]> => {
      const query = staff(companyId).select(MEMBER_COLUMNS).orderBy('id');
      return (await (isPostgres(db) ? query.forUpdate() : query).execute()).map(memberOf);
    },

    find: async (companyId: number, id: number): Promise<StaffMember | undefined> => {
      const row = await staff(companyId).select(MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row === undefined ? undefined : memberOf(row);
    },

    setRoles: (companyId: number, id: number, staffRoles: string) => update(companyId, id, { staffRoles }),

    setDeactivatedAt: (companyId: number, id: number, deactivatedAt: string | null) =>
      update(companyId, id, { deactivatedAt }),
  };
};

export type StaffRepository = ReturnType<typeof createStaffRepository>;
