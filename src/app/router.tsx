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
import type { AppRoute } from '../../domain/routes.ts';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { type CatalogArea, loadCatalogArea } from '../i18n/locale.ts';
import { RootLayout } from './root-layout.tsx';
import { routeTitles } from './route-titles.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    title?: MessageDescriptor;
  }
  interface Register {
    router: PortalRouterInstance;
  }
}

type RouteModule = () => Promise<{ default: () => React.ReactNode }>;

/** A route of an area with its own catalog loads that catalog with its chunk. */
const withCatalogs =
  (areas: CatalogArea[], load: RouteModule): RouteModule =>
  () =>
    Promise.all([load(), ...areas.map(loadCatalogArea)]).then(([module]) => module);

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });

const page = (path: AppRoute, load: () => Promise<{ default: () => React.ReactNode }>) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: lazyRouteComponent(load),
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
  // The frame's words (side menu, login prompt) are the booking catalog's, which its pages share.
  component: lazyRouteComponent(withCatalogs(['booking'], () => import('../routes/workspace.tsx'))),
  staticData: { title: routeTitles['/workspace'] },
});

const workspaceIndex = createRoute({
  getParentRoute: () => workspace,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/workspace/order', replace: true });
  },
});

type WorkspaceChild =
  | 'order'
  | 'myReserve'
  | 'myQuotation'
  | 'reserveCabin'
  | 'editInfo'
  | 'certifications'
  | 'reservations'
  | 'grabRequests'
  | 'orders';

const workspacePage = (path: WorkspaceChild, load: () => Promise<{ default: () => React.ReactNode }>) =>
  createRoute({
    getParentRoute: () => workspace,
    path,
    component: lazyRouteComponent(load),
    staticData: { title: routeTitles[`/workspace/${path}`] },
  });

const routeTree = rootRoute.addChildren([
  home,
  page('/index', () => import('../routes/index.tsx')),
  page(
    '/rates',
    withCatalogs(['freight', 'rates'], () => import('../routes/rates.tsx')),
  ),
  page(
    '/seaRailway',
    withCatalogs(['freight', 'logistics'], () => import('../routes/sea-railway.tsx')),
  ),
  page(
    '/throughoutWorld',
    withCatalogs(['freight', 'logistics'], () => import('../routes/throughout-world.tsx')),
  ),
  page(
    '/schedules',
    withCatalogs(['freight', 'logistics'], () => import('../routes/schedules.tsx')),
  ),
  page(
    '/tracking',
    withCatalogs(['freight', 'logistics'], () => import('../routes/tracking.tsx')),
  ),
  page('/service', () => import('../routes/service.tsx')),
  page('/clientCase', () => import('../routes/client-case.tsx')),
  page(
    '/prerecordingSearch',
    withCatalogs(['freight', 'logistics'], () => import('../routes/prerecording-search.tsx')),
  ),
  page('/about', () => import('../routes/about.tsx')),
  page('/client', () => import('../routes/client.tsx')),
  page(
    '/quotation',
    withCatalogs(['freight', 'rates'], () => import('../routes/quotation.tsx')),
  ),
  page(
    '/spotFreight',
    withCatalogs(['freight', 'rates'], () => import('../routes/spot-freight.tsx')),
  ),
  page(
    '/lookPresentCabin',
    withCatalogs(['freight', 'logistics'], () => import('../routes/look-present-cabin.tsx')),
  ),
  page(
    '/grabSpace',
    // The apply form's words are the booking catalog's (src/features/grab-requests).
    withCatalogs(['freight', 'logistics', 'booking'], () => import('../routes/grab-space.tsx')),
  ),
  page(
    '/lookPresentCabinDetail',
    withCatalogs(['freight', 'logistics'], () => import('../routes/look-present-cabin-detail.tsx')),
  ),
  page('/contact', () => import('../routes/contact.tsx')),
  page(
    '/qrConfirm',
    withCatalogs(['auth'], () => import('../routes/qr-confirm.tsx')),
  ),
  page(
    '/pay',
    withCatalogs(['booking'], () => import('../routes/pay.tsx')),
  ),
  page(
    '/track',
    withCatalogs(['freight', 'logistics'], () => import('../routes/track.tsx')),
  ),
  workspace.addChildren([
    workspaceIndex,
    workspacePage(
      'order',
      withCatalogs(['booking'], () => import('../routes/workspace-order.tsx')),
    ),
    workspacePage(
      'myReserve',
      withCatalogs(['booking', 'freight'], () => import('../routes/workspace-my-reserve.tsx')),
    ),
    workspacePage(
      'myQuotation',
      withCatalogs(['freight', 'rates'], () => import('../routes/workspace-my-quotation.tsx')),
    ),
    workspacePage(
      'reserveCabin',
      withCatalogs(['booking'], () => import('../routes/workspace-reserve-cabin.tsx')),
    ),
    workspacePage(
      'editInfo',
      // The profile's words are the booking catalog's; its rule messages the auth catalog's.
      withCatalogs(['booking', 'auth'], () => import('../routes/workspace-edit-info.tsx')),
    ),
    workspacePage(
      'certifications',
      withCatalogs(['auth'], () => import('../routes/workspace-certifications.tsx')),
    ),
    workspacePage(
      'reservations',
      withCatalogs(['booking'], () => import('../routes/workspace-reservations.tsx')),
    ),
    workspacePage(
      'grabRequests',
      withCatalogs(['booking', 'freight'], () => import('../routes/workspace-grab-requests.tsx')),
    ),
    workspacePage(
      'orders',
      withCatalogs(['booking'], () => import('../routes/workspace-orders.tsx')),
    ),
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
