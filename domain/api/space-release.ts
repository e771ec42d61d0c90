/** Bodies and answers of the released-space paths (domain/api/space-release-paths.ts). */
import * as v from 'valibot';
import { SPACE_AVAILABILITY_LEVELS } from '../constants.ts';
import { CONTAINER_TYPES } from '../freight/codes.ts';
import { MAX_RELEASE_QUANTITY, RELEASE_ACTIONS, RELEASE_KINDS } from '../freight/space-release.ts';
import { Id } from './schema-parts.ts';

export { ReleaseSpaceBody } from '../freight/space-release.ts';

/** Adds units of a released container type, or takes back units nobody holds. */
export const ChangeReleaseBody = v.object({
  sailingId: Id,
  containerType: v.picklist(CONTAINER_TYPES),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_RELEASE_QUANTITY)),
});
export type ChangeReleaseBody = v.InferOutput<typeof ChangeReleaseBody>;

export const ReleasedSailingIdBody = v.object({ sailingId: Id });
export type ReleasedSailingIdBody = v.InferOutput<typeof ReleasedSailingIdBody>;

export const ReleasedLine = v.strictObject({
  containerType: v.picklist(CONTAINER_TYPES),
  capacity: v.number(),
  remaining: v.number(),
  /** What customers' bookings hold of it now. */
  held: v.number(),
  priceMinor: v.number(),
  /** Per customer account; null: the portal's default. */
  allowance: v.nullable(v.number()),
  level: v.picklist(SPACE_AVAILABILITY_LEVELS),
});

export const ReleasedSailing = v.strictObject({
  sailingId: v.number(),
  routeId: v.number(),
  kind: v.picklist(RELEASE_KINDS),
  pol: v.string(),
  pod: v.string(),
  carrierScac: v.string(),
  vesselName: v.string(),
  voyageNumber: v.string(),
  /** ISO instants (UTC). */
  etd: v.string(),
  cutOff: v.string(),
  stopped: v.boolean(),
  currency: v.string(),
  releasedAt: v.string(),
  lines: v.array(ReleasedLine),
});
export type ReleasedSailing = v.InferOutput<typeof ReleasedSailing>;

export const ReleasedSailingList = v.strictObject({ list: v.array(ReleasedSailing) });
export type ReleasedSailingList = v.InferOutput<typeof ReleasedSailingList>;

export const ReleaseChange = v.strictObject({
  id: v.number(),
  sailingId: v.number(),
  changedAt: v.string(),
  action: v.picklist(RELEASE_ACTIONS),
  containerType: v.nullable(v.string()),
  quantityBefore: v.nullable(v.number()),
  quantityAfter: v.nullable(v.number()),
  userId: v.number(),
  /** Who changed it, as the staff list names them. */
  changedBy: v.string(),
});
export const ReleaseChangeList = v.strictObject({ list: v.array(ReleaseChange) });
export type ReleaseChangeList = v.InferOutput<typeof ReleaseChangeList>;
