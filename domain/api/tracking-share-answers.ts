/**
 * What the shared-tracking endpoints answer: runtime schemas and their types. The public answer is
 * built field by field from this shape: milestones and container numbers only, never prices,
 * parties, cargo, or the booking and B/L numbers (domain/orders/tracking-share.ts says why each is
 * kept or left out).
 */
import * as v from 'valibot';
import { EVENT_TYPES } from '../freight/codes.ts';

/** The owner's view of the order's link. `token` only in the answer that made it: it is kept hashed. */
export const TrackingShareView = v.strictObject({
  active: v.boolean(),
  createdAt: v.nullable(v.string()),
  expiresAt: v.nullable(v.string()),
  /** The new link's token, in shareTracking's answer only; the page builds `/track?token=…` from it. */
  token: v.optional(v.string()),
});
export type TrackingShareView = v.InferOutput<typeof TrackingShareView>;

export const SharedPlace = v.strictObject({
  /** UN/LOCODE. */
  code: v.string(),
  /** In the request's language; the code when the place is not in the reference data. */
  name: v.string(),
});
export type SharedPlace = v.InferOutput<typeof SharedPlace>;

export const SharedMilestone = v.strictObject({
  eventType: v.picklist(EVENT_TYPES),
  /** The DCSA event type code (GTIN, LOAD, DEPA, ISSU...). */
  code: v.string(),
  /** The code's name and what it means, in the request's language. */
  name: v.string(),
  explanation: v.string(),
  status: v.picklist(['done', 'expected']),
  containerNumber: v.nullable(v.string()),
  /** DCSA emptyIndicatorCode (EMPTY, LADEN) of an equipment event. */
  emptyIndicator: v.nullable(v.string()),
  /**
   * A shipment event's document type (DCSA documentTypeCode: booking, transport document...),
   * named in the request's language. Never its document's number (documentID: the booking or B/L
   * number), which stays with the owner.
   */
  documentType: v.nullable(v.string()),
  place: v.nullable(SharedPlace),
  /** The place's IANA time zone: the times below are local there, with their offsets. */
  timeZone: v.nullable(v.string()),
  vesselName: v.nullable(v.string()),
  voyageNumber: v.nullable(v.string()),
  planned: v.nullable(v.string()),
  estimated: v.nullable(v.string()),
  actual: v.nullable(v.string()),
});
export type SharedMilestone = v.InferOutput<typeof SharedMilestone>;

export const SharedTracking = v.strictObject({
  containers: v.array(v.strictObject({ containerNumber: v.string(), containerType: v.string() })),
  milestones: v.array(SharedMilestone),
});
export type SharedTracking = v.InferOutput<typeof SharedTracking>;
