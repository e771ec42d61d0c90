/**
 * The staff console's "where to start" (spec §6's staff, on an empty portal): for each kind of
 * freight data the forwarder has not published yet, the console page that adds it. A new page that
 * adds rates or space is one line here; the dashboard links a step for staff who may take it (its
 * `act` permission) and names the role that may for the others.
 */
import type { Published } from '../freight/published.ts';
import { hasPermission, type Permission, type PermissionHolder } from '../permissions.ts';
import type { ConsoleRoute } from '../routes.ts';

export const START_STEPS = [
  // Sailings first: rate cards price them and space is released on them.
  { kind: 'sailings', page: '/console/freightImport', act: 'rates.manage' },
  { kind: 'rates', page: '/console/rates', act: 'rates.manage' },
  { kind: 'space', page: '/console/spaceReleases', act: 'rates.manage' },
  { kind: 'tracking', page: '/console/freightImport', act: 'rates.manage' },
] as const satisfies readonly { kind: keyof Published; page: ConsoleRoute; act: Permission }[];
export type StartStep = (typeof START_STEPS)[number];

/**
 * The steps still to take, in the list's order, each with whether the holder may open its page: a
 * staff member who may not (a first administrator) still sees what the forwarder has to add.
 */
export const stepsToStart = (
  published: Published,
  holder: PermissionHolder,
): (StartStep & { mayOpen: boolean })[] =>
  START_STEPS.filter(({ kind }) => !published[kind]).map((step) => ({
    ...step,
    mayOpen: hasPermission(holder, step.act),
  }));
