/** What the advance-booking endpoints answer: runtime schemas and their types. */
import * as v from 'valibot';
import { RESERVATION_STATUSES } from '../constants.ts';
import { recordPageOf } from './answer-parts.ts';
import { PlaceOrCode } from './freight-answers.ts';
import { RecordHistoryEntry } from './record-answers.ts';

export const ReservationView = v.strictObject({
  id: v.number(),
  pol: v.string(),
  pod: v.string(),
  /** The ports with their names in both languages (a code the reference data does not know: the code). */
  polPlace: PlaceOrCode,
  podPlace: PlaceOrCode,
  /** The ETD week's first and last day, `yyyy-MM-dd`. */
  etdWeekStart: v.string(),
  etdWeekEnd: v.string(),
  containers: v.array(v.strictObject({ containerType: v.string(), quantity: v.number() })),
  cargo: v.string(),
  remarks: v.string(),
  status: v.picklist(RESERVATION_STATUSES),
  /** Staff's reason when the audit failed. */
  reason: v.nullable(v.string()),
  /** The order this approved reservation became; null until its owner places it. */
  orderId: v.nullable(v.number()),
  /** ISO instants. */
  createdAt: v.string(),
  updatedAt: v.string(),
  /** For staff: who asked (the customer's name or email); null in a customer's own list. */
  customer: v.nullable(v.string()),
});
export type ReservationView = v.InferOutput<typeof ReservationView>;

export const ReservationPage = recordPageOf(ReservationView);
export type ReservationPage = v.InferOutput<typeof ReservationPage>;

export const ReservationDetail = v.strictObject({
  ...ReservationView.entries,
  /** The audit trail, oldest first. */
  history: v.array(RecordHistoryEntry),
});
export type ReservationDetail = v.InferOutput<typeof ReservationDetail>;
