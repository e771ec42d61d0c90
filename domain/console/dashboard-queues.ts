/**
 * The staff console's dashboard (spec §6): the queues where work waits for staff, each with the
 * permission that acts on it and the console page it opens. A queue is shown to a staff member who
 * may act on it or read it (every staff role reads the tenant's records).
 */
import { hasPermission, type Permission, type PermissionHolder } from '../permissions.ts';
import type { ConsoleRoute } from '../routes.ts';

export const DASHBOARD_QUEUES = [
  'certifications',
  'reservations',
  'grabRequests',
  'orders',
  'spaceOrders',
  'refunds',
] as const;
export type DashboardQueue = (typeof DASHBOARD_QUEUES)[number];

export const QUEUE_ACCESS: Record<DashboardQueue, { act: Permission; page: ConsoleRoute }> = {
  // Certifications in review (status 2, spec §4).
  certifications: { act: 'certifications.audit', page: '/console/certifications' },
  // Advance bookings to audit.
  reservations: { act: 'reservations.audit', page: '/console/reservations' },
  // Grab requests to handle.
  grabRequests: { act: 'grabRequests.handle', page: '/console/grabRequests' },
  // Orders short of their last step (spec §4's progress), the oldest since its last change.
  orders: { act: 'orders.progress', page: '/console/orders' },
  // Space orders paid and in hand (spec §3).
  spaceOrders: { act: 'spaceOrders.handle', page: '/console/spaceOrders' },
  // Refunds the provider failed or reports abnormal, not settled outside the portal.
  refunds: { act: 'spaceOrders.handle', page: '/console/refunds' },
};

/**
 * Where a staff member starts while the tenant lacks what their role supplies (an honest empty
 * portal, no demo prices): each with the permission that supplies it and the page to do it on.
 */
export const DASHBOARD_STARTS = {
  // No rate card published yet: the rates search has no price of the tenant's own.
  rateCards: { act: 'rates.manage', page: '/console/rates' },
} as const satisfies Record<string, { act: Permission; page: ConsoleRoute }>;
export type DashboardStart = keyof typeof DASHBOARD_STARTS;

/** Whether the dashboard shows `queue` to `holder`: who may act on it or read it. */
export const seesQueue = (holder: PermissionHolder, queue: DashboardQueue): boolean =>
  hasPermission(holder, QUEUE_ACCESS[queue].act) || hasPermission(holder, 'records.read');
