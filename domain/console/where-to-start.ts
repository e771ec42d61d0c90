/**
 * The staff console's "where to start" (spec §6's staff, on an empty portal): for each kind of
 * freight data the forwarder has not published yet, the console page that adds it. A new page that
 * adds rates or space is one line here; the dashboard shows a step only to staff who may open its
 * page (domain/routes.ts CONSOLE_PAGES).
 */
import type { Published } from '../freight/published.ts';
import { hasPermission, type PermissionHolder } from '../permissions.ts';
import { CONSOLE_PAGES, type ConsoleRoute } from '../routes.ts';

export const START_STEPS = [
  { kind: 'sailings', page: '/console/freightImport' },
  { kind: 'tracking', page: '/console/freightImport' },
] as const satisfies readonly { kind: keyof Published; page: ConsoleRoute }[];
export type StartStep = (typeof START_STEPS)[number];

/** The steps still to take, of those the holder may open, in the list's order. */
export const stepsToStart = (published: Published, holder: PermissionHolder): StartStep[] =>
  START_STEPS.filter(({ kind, page }) => {
    const permission = CONSOLE_PAGES.find(({ path }) => path === page)?.permission;
    return !published[kind] && permission !== undefined && hasPermission(holder, permission);
  });
