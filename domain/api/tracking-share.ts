/**
 * What the shared-tracking endpoints answer (issue 11). The public answer is built field by field
 * from this shape: milestones and container numbers only, never prices, parties, cargo, or the
 * booking and B/L numbers (domain/orders/tracking-share.ts says why each is kept or left out).
 */
import type { EventType } from '../freight/codes.ts';

/** The owner's view of the order's link. `token` only in the answer that made it: it is kept hashed. */
export interface TrackingShareView {
  active: boolean;
  createdAt: string | null;
  expiresAt: string | null;
  /** The new link's token, in shareTracking's answer only; the page builds `/track?token=…` from it. */
  token?: string;
}

export interface SharedPlace {
  /** UN/LOCODE. */
  code: string;
  /** In the request's language; the code when the place is not in the reference data. */
  name: string;
}

export interface SharedMilestone {
  eventType: EventType;
  /** The DCSA event type code (GTIN, LOAD, DEPA, ISSU...). */
  code: string;
  /** The code's name and what it means, in the request's language. */
  name: string;
  explanation: string;
  status: 'done' | 'expected';
  containerNumber: string | null;
  /** DCSA emptyIndicatorCode (EMPTY, LADEN) of an equipment event. */
  emptyIndicator: string | null;
  /**
   * A shipment event's document type (DCSA documentTypeCode: booking, transport document...),
   * named in the request's language. Never its document's number (documentID: the booking or B/L
   * number), which stays with the owner.
   */
  documentType: string | null;
  place: SharedPlace | null;
  /** The place's IANA time zone: the times below are local there, with their offsets. */
  timeZone: string | null;
  vesselName: string | null;
  voyageNumber: string | null;
  planned: string | null;
  estimated: string | null;
  actual: string | null;
}

export interface SharedTracking {
  containers: { containerNumber: string; containerType: string }[];
  milestones: SharedMilestone[];
}
