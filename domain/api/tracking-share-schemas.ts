/** Request bodies of shared tracking links, keyed by TrackingSharePath. */
import * as v from 'valibot';
import { TRACKING_SHARE_MAX_DAYS } from '../orders/tracking-share.ts';
import { Text } from './plain-text.ts';
import { Id } from './schema-parts.ts';

export const ShareTrackingBody = v.object({
  orderId: Id,
  /** Days the link works; absent for a link without an end (until revoked). */
  validDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(TRACKING_SHARE_MAX_DAYS))),
});
export type ShareTrackingBody = v.InferOutput<typeof ShareTrackingBody>;

export const TrackingShareOrderBody = v.object({ orderId: Id });
export type TrackingShareOrderBody = v.InferOutput<typeof TrackingShareOrderBody>;

export const SharedTrackingBody = v.object({
  /** The link's token; any other text is simply not found. */
  token: Text(100),
  /** The tenant whose portal opened the link: another tenant's order is not found. */
  companyId: Id,
});
export type SharedTrackingBody = v.InferOutput<typeof SharedTrackingBody>;
