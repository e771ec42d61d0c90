/**
 * What staff may do. Spec §6: staff are user type 2; within it, roles carry permissions. This is
 * the one table the record kernel (who may send an event), the server's staff routes and the
 * pages (what to offer) ask. Today the portal has one role, `staff`, holding every permission; the
 * console's roles (administrator, customer service, pricing, operations, auditor) are rows here.
 */
import { STAFF_USER_TYPE } from './constants.ts';

export const PERMISSIONS = [
  /** Approve or refuse advance bookings. */
  'reservations.audit',
  /** Grant or refuse grab requests. */
  'grabRequests.handle',
  /** Move orders through the booking progress steps (spec §4). */
  'orders.progress',
  /** Complete, refuse (refund) or return paid space orders. */
  'spaceOrders.handle',
  /** List the tenant's customers, set their customer type, deactivate or reactivate them (spec §6). */
  'customers.manage',
  /** Read every record of the tenant and its audit trail. */
  'records.read',
  /** Change the tenant's own settings, such as its exchange rates to CNY. */
  'tenant.settings',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const STAFF_ROLES = ['staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  staff: PERMISSIONS,
};

/** Whom the table is asked about: a signed-in user (customers hold no permission). */
export interface PermissionHolder {
  userType: number | null | undefined;
}

export const permissionsOf = (holder: PermissionHolder): readonly Permission[] =>
  holder.userType === STAFF_USER_TYPE ? ROLE_PERMISSIONS.staff : [];

export const hasPermission = (holder: PermissionHolder, permission: Permission): boolean =>
  permissionsOf(holder).includes(permission);
