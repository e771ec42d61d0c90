import type { MessageDescriptor } from '@lingui/core';
import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  RouterProvider,
  redirect,
} from '@tanstack/react-router';
import { useState } from 'react';
import { STAFF_USER_TYPE } from '../../domain/constants.ts';
import {
  type AppRoute,
  type ConsoleRoute,
  ROUTE_CATALOGS,
  STAFF_WORKSPACE_PAGE,
} from '../../domain/routes.ts';
import { type CatalogArea, loadCatalogArea } from '../i18n/locale.ts';
import { RootLayout } from './root-layout.tsx';
import { routeTitles } from './route-titles.ts';
import { sessionViewNow } from './session-view.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    title?: MessageDescriptor;
  }
  interface Register {
    router: PortalRouterInstance;
  }
}

type RouteModule = () => Promise<{ default: () => React.ReactNode }>;

/** A route of an area with its own catalog loads that catalog with its chunk (domain/routes.ts ROUTE_CATALOGS). */
const withCatalogs =
  (areas: readonly CatalogArea[] = [], load: RouteModule): RouteModule =>
  () =>
    Promise.all([load(), ...areas.map(loadCatalogArea)]).then(([module]) => module);

// The 404 page is not part of any page's first paint: it loads when an unknown address is opened.
const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(
    () => import('../features/not-found/not-found-page.tsx'),
    'NotFoundPage',
  ),
});

const page = (path: AppRoute, load: RouteModule) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: lazyRouteComponent(withCatalogs(ROUTE_CATALOGS[path], load)),
    staticData: { title: routeTitles[path] },
  });

const home = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/index', replace: true });
  },
});

const workspace = createRoute({
  getParentRoute: () => rootRoute,
  path: '/workspace',
  // Staff work in the console (spec §6): a customer's page of the workspace sends them there.
  beforeLoad: ({ location }) => {
    if (sessionViewNow().userType === STAFF_USER_TYPE && location.pathname !== STAFF_WORKSPACE_PAGE)
      throw redirect({ to: '/console', replace: true });
  },
  component: lazyRouteComponent(
    withCatalogs(ROUTE_CATALOGS['/workspace'], () => import('../routes/workspace.tsx')),
  ),
  staticData: { title: routeTitles['/workspace'] },
});

const workspaceIndex = createRoute({
  getParentRoute: () => workspace,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/workspace/order', replace: true });
  },
});

type WorkspaceChild = 'order' | 'myReserve' | 'myQuotation' | 'reserveCabin' | 'editInfo';

const workspacePage = (path: WorkspaceChild, load: RouteModule) =>
  createRoute({
    getParentRoute: () => workspace,
    path,
    component: lazyRouteComponent(withCatalogs(ROUTE_CATALOGS[`/workspace/${path}`], load)),
    staticData: { title: routeTitles[`/workspace/${path}`] },
  });

// The staff console (spec §6): its own frame, the dashboard as its index, the queues as children.
const staffConsole = createRoute({
  getParentRoute: () => rootRoute,
  path: '/console',
  component: lazyRouteComponent(
    withCatalogs(ROUTE_CATALOGS['/console'], () => import('../routes/console.tsx')),
  ),
  staticData: { title: routeTitles['/console'] },
});

const consoleIndex = createRoute({
  getParentRoute: () => staffConsole,
  path: '/',
  component: lazyRouteComponent(
    withCatalogs(ROUTE_CATALOGS['/console'], () => import('../routes/console-dashboard.tsx')),
  ),
  staticData: { title: routeTitles['/console'] },
});

type ConsoleChild = ConsoleRoute extends `/console/${infer Name}` ? Name : never;

const consolePage = (path: ConsoleChild, load: RouteModule) =>
  createRoute({
    getParentRoute: () => staffConsole,
    path,
    component: lazyRouteComponent(withCatalogs(ROUTE_CATALOGS[`/console/${path}`], load)),
    staticData: { title: routeTitles[`/console/${path}`] },
  });

const routeTree = rootRoute.addChildren([
  home,
  page('/index', () => import('../routes/index.tsx')),
  page('/rates', () => import('../routes/rates.tsx')),
  page('/seaRailway', () => import('../routes/sea-railway.tsx')),
  page('/throughoutWorld', () => import('../routes/throughout-world.tsx')),
  page('/schedules', () => import('../routes/schedules.tsx')),
  page('/tracking', () => import('../routes/tracking.tsx')),
  page('/service', () => import('../routes/service.tsx')),
  page('/clientCase', () => import('../routes/client-case.tsx')),
  page('/prerecordingSearch', () => import('../routes/prerecording-search.tsx')),
  page('/about', () => import('../routes/about.tsx')),
  page('/client', () => import('../routes/client.tsx')),
  page('/quotation', () => import('../routes/quotation.tsx')),
  page('/spotFreight', () => import('../routes/spot-freight.tsx')),
  page('/lookPresentCabin', () => import('../routes/look-present-cabin.tsx')),
  page('/grabSpace', () => import('../routes/grab-space.tsx')),
  page('/lookPresentCabinDetail', () => import('../routes/look-present-cabin-detail.tsx')),
  page('/contact', () => import('../routes/contact.tsx')),
  page('/qrConfirm', () => import('../routes/qr-confirm.tsx')),
  page('/pay', () => import('../routes/pay.tsx')),
  page('/track', () => import('../routes/track.tsx')),
  page('/setup', () => import('../routes/setup.tsx')),
  page('/staffInvitation', () => import('../routes/staff-invitation.tsx')),
  workspace.addChildren([
    workspaceIndex,
    workspacePage('order', () => import('../routes/workspace-order.tsx')),
    workspacePage('myReserve', () => import('../routes/workspace-my-reserve.tsx')),
    workspacePage('myQuotation', () => import('../routes/workspace-my-quotation.tsx')),
    workspacePage('reserveCabin', () => import('../routes/workspace-reserve-cabin.tsx')),
    workspacePage('editInfo', () => import('../routes/workspace-edit-info.tsx')),
  ]),
  staffConsole.addChildren([
    consoleIndex,
    consolePage('certifications', () => import('../routes/console-certifications.tsx')),
    consolePage('customers', () => import('../routes/console-customers.tsx')),
    consolePage('reservations', () => import('../routes/console-reservations.tsx')),
    consolePage('grabRequests', () => import('../routes/console-grab-requests.tsx')),
    consolePage('orders', () => import('../routes/console-orders.tsx')),
    consolePage('spaceOrders', () => import('../routes/console-space-orders.tsx')),
    consolePage('refunds', () => import('../routes/console-refunds.tsx')),
    consolePage('spaceReleases', () => import('../routes/console-space-releases.tsx')),
    consolePage('customer', () => import('../routes/console-customer.tsx')),
    consolePage('workingSettings', () => import('../routes/console-working-settings.tsx')),
    consolePage('markups', () => import('../routes/console-markups.tsx')),
    consolePage('feeds', () => import('../routes/console-feeds.tsx')),
    consolePage('freightImport', () => import('../routes/console-freight-import.tsx')),
    consolePage('rateImport', () => import('../routes/console-rate-import.tsx')),
    consolePage('rates', () => import('../routes/console-rates.tsx')),
    consolePage('settings', () => import('../routes/console-settings.tsx')),
    consolePage('settingsMenus', () => import('../routes/console-settings-menus.tsx')),
    consolePage('settingsPages', () => import('../routes/console-settings-pages.tsx')),
    consolePage('settingsContacts', () => import('../routes/console-settings-contacts.tsx')),
    consolePage('staff', () => import('../routes/console-staff.tsx')),
    consolePage('record', () => import('../routes/console-record.tsx')),
    consolePage('statecharts', () => import('../routes/console-statecharts.tsx')),
  ]),
]);

function createPortalRouter() {
  const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: false });
  // Spec §2: the page scrolls to the top on each route change.
  router.subscribe('onResolved', ({ pathChanged }) => {
    if (pathChanged) window.scrollTo(0, 0);
  });
  return router;
}

type PortalRouterInstance = ReturnType<typeof createPortalRouter>;

/** One router per mounted portal, reading the browser's location when it starts. */
export function PortalRouter() {
  const [router] = useState(createPortalRouter);
  return <RouterProvider router={router} />;
}
