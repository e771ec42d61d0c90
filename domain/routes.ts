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
 * through their progress steps (issue 11), and the page a shared tracking link opens (`/track`,
 * issue 11).
 */
export const PORTAL_ROUTES = ['/qrConfirm', '/pay', '/track'] as const;
export const STAFF_WORKSPACE_ROUTES = [
  '/workspace/certifications',
  '/workspace/reservations',
  '/workspace/grabRequests',
  '/workspace/orders',
] as const;

export type PublicRoute = (typeof PUBLIC_ROUTES)[number];
export type WorkspaceRoute = (typeof WORKSPACE_ROUTES)[number];
export type AppRoute =
  | PublicRoute
  | (typeof PORTAL_ROUTES)[number]
  | '/workspace'
  | WorkspaceRoute
  | (typeof STAFF_WORKSPACE_ROUTES)[number];

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
];
