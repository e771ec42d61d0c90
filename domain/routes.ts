/** Every route of spec section 2. The server's history fallback and the app's router both read it. */
import type { Permission } from './permissions.ts';

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
 * sandbox payment provider's phone page that a payment QR code opens, and the staff page
 * that reviews certifications (spec §1: "Review of certification by staff: not shown"), and the staff
 * queue of advance bookings to audit, the queue of grab requests to handle and the orders to move
 * through their progress steps (spec §4), the page a shared tracking link opens (`/track`),
 * the page of the one-time link that creates the first administrator (`/setup`), and
 * the staff queue of paid space orders to complete, refuse or return (spec §3's statuses): those
 * staff pages sit in the staff console (`/console`, below); and the page of a staff invitation's
 * one-time link that sets the invitee's password (`/staffInvitation`).
 */
export const PORTAL_ROUTES = ['/qrConfirm', '/pay', '/track', '/setup', '/staffInvitation'] as const;

/**
 * The staff console's pages (spec §6: staff are user type 2, their roles carry permissions), in
 * the order of its menu, each with the permission a staff member needs to see it: the menu lists
 * only those the signed-in staff member holds. A new console page is one line here, one in
 * src/app/router.tsx (`consolePage`), its title (src/app/route-titles.ts) and its catalogs below.
 */
export const CONSOLE_PAGES = [
  { path: '/console/certifications', permission: 'records.read' },
  { path: '/console/customers', permission: 'records.read' },
  { path: '/console/reservations', permission: 'records.read' },
  { path: '/console/grabRequests', permission: 'records.read' },
  { path: '/console/orders', permission: 'records.read' },
  { path: '/console/spaceOrders', permission: 'records.read' },
  { path: '/console/refunds', permission: 'records.read' },
  // Space pricing releases on sailings (spec §3 SPOT and existing space); every staff member reads it.
  { path: '/console/spaceReleases', permission: 'records.read' },
  { path: '/console/workingSettings', permission: 'records.read' },
  // Pricing's markups per customer type (domain/freight/sell-price.ts): every staff member reads them.
  { path: '/console/markups', permission: 'records.read' },
  // The carriers' own schedules and events (docs/feeds.md).
  { path: '/console/feeds', permission: 'records.read' },
  // The forwarder's own sailings and tracking events from DCSA files (docs/decisions.md: pricing's).
  { path: '/console/freightImport', permission: 'rates.manage' },
  // Pricing imports a carrier's rate sheet (spec §3 freight rates).
  { path: '/console/rateImport', permission: 'rates.manage' },
  // The forwarder's rate cards: every staff member reads them, pricing publishes.
  { path: '/console/rates', permission: 'records.read' },
  // The tenant's settings (spec §3's company info, §2's menus, content pages and contacts).
  { path: '/console/settings', permission: 'tenant.settings' },
  { path: '/console/settingsMenus', permission: 'tenant.settings' },
  { path: '/console/settingsPages', permission: 'tenant.settings' },
  { path: '/console/settingsContacts', permission: 'tenant.settings' },
  { path: '/console/staff', permission: 'staff.manage' },
  // The statecharts of docs/statecharts with the spec sections each machine implements.
  { path: '/console/statecharts', permission: 'records.read' },
] as const satisfies readonly { path: `/console/${string}`; permission: Permission }[];

/** The one workspace page staff keep (their name, password, sessions): the others are a customer's. */
export const STAFF_WORKSPACE_PAGE = '/workspace/editInfo';

/** Console pages of one record, opened from a list with its id in the address (`?id=`), never a menu entry. */
export const CONSOLE_DETAIL_ROUTES = ['/console/customer', '/console/record'] as const;

export type ConsoleRoute = (typeof CONSOLE_PAGES)[number]['path'] | (typeof CONSOLE_DETAIL_ROUTES)[number];
export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  ...CONSOLE_PAGES.map(({ path }) => path),
  ...CONSOLE_DETAIL_ROUTES,
];

export type PublicRoute = (typeof PUBLIC_ROUTES)[number];
export type WorkspaceRoute = (typeof WORKSPACE_ROUTES)[number];
export type AppRoute =
  | PublicRoute
  | (typeof PORTAL_ROUTES)[number]
  | '/workspace'
  | WorkspaceRoute
  | '/console'
  | ConsoleRoute;

/** Routes rendered without header and footer: spec section 2, and the phone-sized QR pages. */
export const BARE_ROUTES: readonly string[] = ['/quotation', '/workspace', '/console', '/qrConfirm', '/pay'];

/** The frames whose children render inside them: a child's first paint also needs its frame's chunk. */
export const FRAME_ROUTES = ['/workspace', '/console'] as const;

/** Every path the app renders, for the server's history fallback. */
export const APP_ROUTES: readonly string[] = [
  '/',
  '/workspace',
  '/console',
  ...PUBLIC_ROUTES,
  ...PORTAL_ROUTES,
  ...WORKSPACE_ROUTES,
  ...CONSOLE_ROUTES,
];

/**
 * The message catalogs (besides the shell's) a route's page loads with its chunk: the router loads
 * them, and the server preloads them with the route's chunk in the page it sends (the first paint).
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
  // The console frame's words (menu, dashboard) are the console catalog's; refusals the booking one's.
  '/console': ['console', 'booking'],
  '/console/certifications': ['auth'],
  // The list's pager speaks the freight pages' words.
  '/console/customers': ['auth', 'freight'],
  '/console/reservations': ['booking'],
  '/console/grabRequests': ['booking', 'freight'],
  '/console/orders': ['booking'],
  '/console/spaceOrders': ['booking'],
  '/console/refunds': ['booking'],
  // One customer's page: its record lists speak the booking catalog's words.
  '/console/customer': ['auth', 'freight', 'booking'],
  '/console/workingSettings': ['console'],
  // The customer types' names are the auth catalog's.
  '/console/markups': ['console', 'auth'],
  '/console/feeds': ['console'],
  // The levels and kinds are the freight pages' words.
  '/console/spaceReleases': ['console', 'freight'],
  '/console/freightImport': ['console'],
  '/console/rateImport': ['console'],
  // The list's states and pager are the auth and freight catalogs' words.
  '/console/rates': ['console', 'auth', 'freight'],
  // The invitation form's rule messages are the auth catalog's.
  '/console/staff': ['console', 'auth'],
  // The status lines (loading, staff only) are the auth catalog's.
  '/console/settingsMenus': ['console', 'auth'],
  '/console/settingsPages': ['console', 'auth'],
  '/console/settingsContacts': ['console', 'auth'],
  // The trail's pager speaks the freight pages' words.
  '/console/settings': ['console', 'freight'],
  // One record's life: the kinds' status words are the booking and auth catalogs'.
  '/console/record': ['console', 'booking', 'auth'],
  '/console/statecharts': ['console'],
};
