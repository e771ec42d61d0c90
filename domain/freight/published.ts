/**
 * What the forwarder has published of each kind of freight data (spec §2's freight pages): a page
 * whose kind holds nothing shows its empty state ("No rates published yet") instead of a search
 * that cannot find anything, and the staff console's dashboard lists where to start adding it.
 */
import type { PublicRoute } from '../routes.ts';

export const PUBLISHED_KINDS = ['rates', 'space', 'sailings', 'tracking', 'network', 'customs'] as const;
export type PublishedKind = (typeof PUBLISHED_KINDS)[number];

export type Published = Record<PublishedKind, boolean>;

/** The kind of data each freight page searches. */
export const FREIGHT_PAGE_KINDS = {
  '/rates': 'rates',
  '/spotFreight': 'space',
  '/grabSpace': 'space',
  '/lookPresentCabin': 'space',
  '/schedules': 'sailings',
  '/tracking': 'tracking',
  '/seaRailway': 'network',
  '/throughoutWorld': 'network',
  '/prerecordingSearch': 'customs',
} as const satisfies Partial<Record<PublicRoute, PublishedKind>>;
