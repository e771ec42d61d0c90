/**
 * What staff may do. Spec §6: staff are user type 2; within it, roles carry permissions. This is
 * the one table the record kernel (who may send an event), the endpoint table (which permission a
 * staff path needs), the server's services and the pages (what to offer) ask.
 */
import { STAFF_USER_TYPE } from './constants.ts';

export const PERMISSIONS = [
  /** Read every record of the tenant, its audit trail and its customers: every staff role. */
  'records.read',
  /** Approve or refuse certifications (spec §4). */
  'certifications.audit',
  /** Set a customer's type, service contact and space allowance; deactivate or reactivate (spec §6). */
  'customers.manage',
  /** Approve or refuse advance bookings. */
  'reservations.audit',
  /** Grant or refuse grab requests: the space behind them is pricing's. */
  'grabRequests.handle',
  /** Move orders through the booking progress steps (spec §4). */
  'orders.progress',
  /** Complete, refuse (refund) or return paid space orders; retry or settle a failed refund. */
  'spaceOrders.handle',
  /** Exchange rates to CNY, rate sheets, space and sailings. */
  'rates.manage',
  /** Change the tenant's own settings: company info, menus, pages, contacts. */
  'tenant.settings',
  /** Invite staff, change their roles, deactivate them. */
  'staff.manage',
  /** Add, run, subscribe and remove the tenant's carrier feeds (docs/feeds.md). */
  'feeds.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const STAFF_ROLES = ['administrator', 'customerService', 'pricing', 'operations', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Each role's permissions; a staff member holding several roles holds their union. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  administrator: ['records.read', 'tenant.settings', 'staff.manage', 'feeds.manage'],
  customerService: [
    'records.read',
    'certifications.audit',
    'customers.manage',
    'reservations.audit',
    'orders.progress',
  ],
  pricing: ['records.read', 'grabRequests.handle', 'rates.manage'],
  operations: ['records.read', 'orders.progress', 'spaceOrders.handle', 'feeds.manage'],
  // Read-only: sees every record and trail of the tenant, acts on none.
  auditor: ['records.read'],
};

/**
 * Permissions whose holders sign in with a second factor (OWASP ASVS V6): those that move money
 * (refunds), change the tenant's settings or manage staff.
 */
export const SECOND_FACTOR_PERMISSIONS: readonly Permission[] = [
  'spaceOrders.handle',
  'tenant.settings',
  'staff.manage',
];

/** Whom the table is asked about: a signed-in user (customers hold no permission). */
export interface PermissionHolder {
  userType: number | null | undefined;
  staffRoles?: readonly StaffRole[] | undefined;
}

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** Roles as stored (comma-separated, table order); an unknown word is dropped, never trusted. */
export const parseStaffRoles = (stored: string | null | undefined): StaffRole[] => {
  const words = new Set((stored ?? '').split(','));
  return STAFF_ROLES.filter((role) => words.has(role));
};

export const formatStaffRoles = (roles: readonly StaffRole[]): string =>
  STAFF_ROLES.filter((role) => roles.includes(role)).join(',');

export const permissionsOf = (holder: PermissionHolder): readonly Permission[] => {
  if (holder.userType !== STAFF_USER_TYPE) return [];
  const held = new Set((holder.staffRoles ?? []).flatMap((role) => ROLE_PERMISSIONS[role]));
  return PERMISSIONS.filter((permission) => held.has(permission));
};

export const hasPermission = (holder: PermissionHolder, permission: Permission): boolean =>
  permissionsOf(holder).includes(permission);

export const needsSecondFactor = (holder: PermissionHolder): boolean =>
  permissionsOf(holder).some((permission) => SECOND_FACTOR_PERMISSIONS.includes(permission));
