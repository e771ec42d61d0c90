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

export type PublicRoute = (typeof PUBLIC_ROUTES)[number];
export type WorkspaceRoute = (typeof WORKSPACE_ROUTES)[number];
export type AppRoute = PublicRoute | '/workspace' | WorkspaceRoute;

/** Routes rendered without header and footer, spec section 2. */
export const BARE_ROUTES: readonly string[] = ['/quotation', '/workspace'];

export const isAppRoute = (path: string): boolean =>
  path === '/' ||
  path === '/workspace' ||
  (PUBLIC_ROUTES as readonly string[]).includes(path) ||
  (WORKSPACE_ROUTES as readonly string[]).includes(path);
