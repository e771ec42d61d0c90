/** Request bodies of the staff accounts (docs/accounts.md): the tenant is the administrator's. */
import * as v from 'valibot';
import { STAFF_ROLES } from '../permissions.ts';
import { Email, Name, PlainPassword, Token } from './accounts-schemas.ts';
import { Id } from './schema-parts.ts';

/** At least one role (an account without one could do nothing); a role named twice is stored once. */
const Roles = v.pipe(v.array(v.picklist(STAFF_ROLES)), v.minLength(1), v.maxLength(STAFF_ROLES.length));

export const InviteStaffBody = v.object({
  email: Email,
  nameEn: v.pipe(Name, v.minLength(1)),
  nameCn: v.optional(Name, ''),
  roles: Roles,
});
export type InviteStaffBody = v.InferOutput<typeof InviteStaffBody>;

export const StaffIdBody = v.object({ id: Id });
export type StaffIdBody = v.InferOutput<typeof StaffIdBody>;

export const SetStaffRolesBody = v.object({ id: Id, roles: Roles });
export type SetStaffRolesBody = v.InferOutput<typeof SetStaffRolesBody>;

export const SetStaffActiveBody = v.object({ id: Id, active: v.boolean() });
export type SetStaffActiveBody = v.InferOutput<typeof SetStaffActiveBody>;

/** The mailed link's token and the invitee's password (spec §5's rule, checked after this shape). */
export const AcceptStaffInvitationBody = v.object({ companyId: Id, token: Token, password: PlainPassword });
export type AcceptStaffInvitationBody = v.InferOutput<typeof AcceptStaffInvitationBody>;
