/** What the staff accounts' paths answer (docs/accounts.md). */
import * as v from 'valibot';
import { STAFF_ROLES } from '../permissions.ts';
import { STAFF_STATUSES } from '../staff/staff-accounts.ts';

export const StaffMember = v.strictObject({
  id: v.number(),
  email: v.string(),
  nameCn: v.string(),
  nameEn: v.string(),
  roles: v.array(v.picklist(STAFF_ROLES)),
  status: v.picklist(STAFF_STATUSES),
  createdAt: v.string(),
  lastLoginAt: v.nullable(v.string()),
});
export type StaffMember = v.InferOutput<typeof StaffMember>;

export const StaffList = v.strictObject({ list: v.array(StaffMember) });
export type StaffList = v.InferOutput<typeof StaffList>;

/** The accepted invitation: the address to sign in with. */
export const AcceptedInvitation = v.strictObject({ email: v.string() });
export type AcceptedInvitation = v.InferOutput<typeof AcceptedInvitation>;
