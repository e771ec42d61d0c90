import type { Permission } from './permissions.ts';

/** Every route of spec section 2. The server's history fallback and the app's router both read it. */
export const PUBLIC_ROUTES = [
  '/index',
  '/rates',
  '/seaRailway',
  '/throughoutWorld',
  '/schedules',
  '/tracking',
  '/service',
  '/clientCase',
  '/prerecordingSearch',
  '/about',
  '/client',
  '/quotation',
  '/spotFreight',
  '/lookPresentCabin',
  '/grabSpace',
  '/lookPresentCabinDetail',
  '/contact',
] as const;

export const WORKSPACE_ROUTES = [
  '/workspace/order',
  '/workspace/myReserve',
  '/workspace/myQuotation',
  '/workspace/reserveCabin',
  '/workspace/editInfo',
] as const;

/**
 * Routes the portal adds where the spec is silent: the phone page that confirms a QR login, the
 * sandbox payment provider's phone page that a payment QR code opens (issue 10), and the staff page
 * that reviews certifications (spec §1: "Review of certification by staff: not shown"), and the staff
 * queue of advance bookings to audit, the queue of grab requests to handle and the orders to move
 * through their progress steps (issue 11), the page a shared tracking link opens (`/track`,
 * issue 11), the page of the one-time link that creates the first administrator (`/setup`), and
 * the staff queue of paid space orders to complete, refuse or return (`/workspace/spaceOrders`,
 * spec §3's statuses), the administrator's staff accounts (`/workspace/staff`, spec §6) and the
 * page of a staff invitation's one-time link that sets the invitee's password (`/staffInvitation`).
 */
export const PORTAL_ROUTES = ['/qrConfirm', '/pay', '/track', '/setup', '/staffInvitation'] as const;
/**
 * The tenant's site content pages (spec §2's menus, §3's title settings, content pages and
 * customer-service contact), for staff holding `tenant.settings` only (domain/permissions.ts).
 */
export const SITE_CONTENT_ROUTES = [
  '/workspace/settingsMenus',
  '/workspace/settingsPages',
  '/workspace/settingsContacts',
] as const;
export const SITE_CONTENT_PERMISSION: Permission = 'tenant.settings';

export const STAFF_WORKSPACE_ROUTES = [
  '/workspace/certifications',
  '/workspace/customers',
  '/workspace/reservations',
  '/workspace/grabRequests',
  '/workspace/orders',
  '/workspace/spaceOrders',
  '/workspace/workingSettings',
  '/workspace/staff',
  ...SITE_CONTENT_ROUTES,
  // The tenant's settings for its administrator: spec §3's company info, and the trail of changes.
  '/workspace/settings',
] as const;

/** Staff pages opened from a list with the record in the address (`?id=`), never a menu entry. */
export const STAFF_DETAIL_ROUTES = ['/workspace/customer'] as const;

export type PublicRoute = (typeof PUBLIC_ROUTES)[number];
export type WorkspaceRoute = (typeof WORKSPACE_ROUTES)[number];
export type AppRoute =
  | PublicRoute
  | (typeof PORTAL_ROUTES)[number]
  | '/workspace'
  | WorkspaceRoute
  | (typeof STAFF_WORKSPACE_ROUTES)[number]
  | (typeof STAFF_DETAIL_ROUTES)[number];

/** Routes rendered without header and footer: spec section 2, and the phone-sized QR pages. */
export const BARE_ROUTES: readonly string[] = ['/quotation', '/workspace', '/qrConfirm', '/pay'];

/** Every path the app renders, for the server's history fallback. */
export const APP_ROUTES: readonly string[] = [
  '/',
  '/workspace',
  ...PUBLIC_ROUTES,
  ...PORTAL_ROUTES,
  ...WORKSPACE_ROUTES,
  ...STAFF_WORKSPACE_ROUTES,
  ...STAFF_DETAIL_ROUTES,
];

/**
 * The message catalogs (besides the shell's) a route's page loads with its chunk: the router loads
 * them, and the server preloads them with the route's chunk in the page it sends (issue 12).
 */
export const CATALOG_AREAS = [
  'shell',
  'auth',
  'freight',
  'rates',
  'logistics',
  'booking',
  'console',
] as const;
export type CatalogAreaName = (typeof CATALOG_AREAS)[number];

export const ROUTE_CATALOGS: Readonly<Partial<Record<AppRoute, readonly CatalogAreaName[]>>> = {
  // The frame's words (side menu, login prompt) are the booking catalog's, which its pages share;
  // the freight catalog's name the port whose time a sailing's time is.
  '/workspace': ['booking', 'freight'],
  '/rates': ['freight', 'rates'],
  '/seaRailway': ['freight', 'logistics'],
  '/throughoutWorld': ['freight', 'logistics'],
  '/schedules': ['freight', 'logistics'],
  '/tracking': ['freight', 'logistics'],
  '/prerecordingSearch': ['freight', 'logistics'],
  '/quotation': ['freight', 'rates'],
  '/spotFreight': ['freight', 'rates'],
  '/lookPresentCabin': ['freight', 'logistics'],
  // The apply form's words are the booking catalog's (src/features/grab-requests).
  '/grabSpace': ['freight', 'logistics', 'booking'],
  '/lookPresentCabinDetail': ['freight', 'logistics'],
  '/qrConfirm': ['auth'],
  '/pay': ['booking'],
  '/track': ['freight', 'logistics'],
  '/setup': ['auth'],
  '/staffInvitation': ['auth'],
  '/workspace/order': ['booking'],
  '/workspace/myReserve': ['booking', 'freight'],
  '/workspace/myQuotation': ['freight', 'rates'],
  '/workspace/reserveCabin': ['booking'],
  // The profile's words are the booking catalog's; its rule messages the auth catalog's.
  '/workspace/editInfo': ['booking', 'auth'],
  '/workspace/certifications': ['auth'],
  // The list's pager speaks the freight pages' words.
  '/workspace/customers': ['auth', 'freight'],
  // One customer's page: its record lists speak the booking catalog's words.
  '/workspace/customer': ['auth', 'freight', 'booking'],
  '/workspace/reservations': ['booking'],
  '/workspace/grabRequests': ['booking', 'freight'],
  '/workspace/orders': ['booking'],
  '/workspace/spaceOrders': ['booking'],
  '/workspace/workingSettings': ['console'],
  // The invitation form's rule messages are the auth catalog's.
  '/workspace/staff': ['console', 'auth'],
  // The status lines (loading, staff only) are the auth catalog's.
  '/workspace/settingsMenus': ['console', 'auth'],
  '/workspace/settingsPages': ['console', 'auth'],
  '/workspace/settingsContacts': ['console', 'auth'],
  // The trail's pager speaks the freight pages' words.
  '/workspace/settings': ['console', 'freight'],
};
