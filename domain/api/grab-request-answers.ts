/** What the grab-request endpoints answer: runtime schemas and their types. */
import * as v from 'valibot';
import { SPACE_ORDER_STATES } from '../booking/space-order-lifecycle.ts';
import { GRAB_REQUEST_STATUSES } from '../grab-requests/grab-request-lifecycle.ts';
import { recordPageOf } from './answer-parts.ts';
import { PlaceOrCode } from './freight-answers.ts';
import { RecordHistoryEntry } from './record-answers.ts';

export const GrabRequestView = v.strictObject({
  id: v.number(),
  pol: v.string(),
  pod: v.string(),
  /** The ports with their names in both languages (a code the reference data does not know: the code). */
  polPlace: PlaceOrCode,
  podPlace: PlaceOrCode,
  /** The ETD range, `yyyy-MM-dd`. */
  etdStart: v.string(),
  etdEnd: v.string(),
  containers: v.array(v.strictObject({ containerType: v.string(), quantity: v.number() })),
  cargo: v.string(),
  specialRequirements: v.string(),
  status: v.picklist(GRAB_REQUEST_STATUSES),
  /** Staff's handling notes (always given with a refusal). */
  notes: v.nullable(v.string()),
  /** The space order a grant opened: paid for in My Space (/workspace/reserveCabin). */
  spaceOrderId: v.nullable(v.number()),
  /**
   * That order's status now (null before a grant): a granted request whose order expired unpaid
   * (`cancelled`) or was refused shows as such, and its space may have gone to the waitlist.
   */
  spaceOrderStatus: v.nullable(v.picklist(SPACE_ORDER_STATES)),
  /** ISO instants: when the customer applied, when staff handled it. */
  appliedAt: v.string(),
  handledAt: v.nullable(v.string()),
  /** For staff: who asked (the customer's name or email); null in a customer's own list. */
  customer: v.nullable(v.string()),
});
export type GrabRequestView = v.InferOutput<typeof GrabRequestView>;

export const GrabRequestPage = recordPageOf(GrabRequestView);
export type GrabRequestPage = v.InferOutput<typeof GrabRequestPage>;

export const GrabRequestDetail = v.strictObject({
  ...GrabRequestView.entries,
  /** The audit trail, oldest first. */
  history: v.array(RecordHistoryEntry),
});
export type GrabRequestDetail = v.InferOutput<typeof GrabRequestDetail>;
