/**
 * The tenant's staff accounts as an administrator manages them (spec §6: staff are user type 2;
 * their roles carry the permissions of domain/permissions.ts). An account is invited until its
 * holder sets a password through the mailed link, active, or deactivated by an administrator.
 */
import type { StaffRole } from '../permissions.ts';

export const STAFF_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** Deactivation wins over the invitation: a deactivated invitee's link no longer works. */
export const staffStatusOf = (account: { active: number; deactivatedAt: string | null }): StaffStatus =>
  account.deactivatedAt !== null ? 'deactivated' : account.active === 1 ? 'active' : 'invited';

/** One staff account as the rule below reads it. */
export interface StaffSeat {
  id: number;
  status: StaffStatus;
  roles: readonly StaffRole[];
}

/** What an administrator does to one account: new roles, or a deactivation. */
export type StaffChange = { id: number; roles: readonly StaffRole[] } | { id: number; deactivate: true };

/**
 * The last-administrator rule: after the change the tenant still has an active administrator, or
 * nobody could manage staff or the tenant's settings any more (not even to undo the change).
 */
export const keepsAnAdministrator = (staff: readonly StaffSeat[], change: StaffChange): boolean =>
  staff.some((seat) => {
    if (seat.id !== change.id) return seat.status === 'active' && seat.roles.includes('administrator');
    if ('deactivate' in change) return false;
    return seat.status === 'active' && change.roles.includes('administrator');
  });
