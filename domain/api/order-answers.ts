/** What the order endpoints answer (My Order and the staff queue): runtime schemas and their types. */
import * as v from 'valibot';
import { BOOKING_PROGRESS_STEPS } from '../constants.ts';
import { ORDER_ADVANCE_EVENTS, ORDER_STATES } from '../orders/order-progress.ts';
import { recordPageOf } from './answer-parts.ts';
import { Milestone, PlaceOrCode, TrackedShipment } from './freight-answers.ts';
import { Deadline, RecordHistoryEntry } from './record-answers.ts';

export const OrderParty = v.strictObject({ name: v.string(), address: v.string() });
export type OrderParty = v.InferOutput<typeof OrderParty>;

export const OrderView = v.strictObject({
  orderId: v.number(),
  step: v.picklist(ORDER_STATES),
  /** The step staff may move it to next; null when done or cancelled. */
  nextStep: v.nullable(v.picklist(ORDER_ADVANCE_EVENTS)),
  /**
   * While the sailing's schedule still holds the next step back (B/L confirm before the ETD, done
   * before the ETA): the instant it becomes possible, in its port's time with the offset; else null.
   */
  nextStepFrom: v.nullable(v.string()),
  rateId: v.number(),
  quotationId: v.nullable(v.string()),
  /** The approved advance booking the order was placed from; null for an order from a rate. */
  reservationId: v.nullable(v.number()),
  pol: v.string(),
  /** The port of loading's IANA time zone: the ETD (an instant) is shown in the port's time there. */
  polTimeZone: v.string(),
  pod: v.string(),
  /** The ports with their names in both languages (a code the reference data does not know: the code). */
  polPlace: PlaceOrCode,
  podPlace: PlaceOrCode,
  etd: v.string(),
  carrier: v.string(),
  vesselName: v.string(),
  voyageNumber: v.string(),
  /** Each line with the rate's all-in price per container it was booked at (absent on older orders). */
  containers: v.array(
    v.strictObject({ containerType: v.string(), quantity: v.number(), unitPrice: v.optional(v.number()) }),
  ),
  /** The currency and total the order was booked at; null on orders placed before prices were kept. */
  currency: v.nullable(v.string()),
  amount: v.nullable(v.number()),
  cargoDescription: v.string(),
  hsCode: v.string(),
  grossWeightKg: v.string(),
  packages: v.number(),
  shipper: OrderParty,
  consignee: OrderParty,
  notifyParty: OrderParty,
  remarks: v.string(),
  bookingNumber: v.nullable(v.string()),
  blNumber: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  /** Who ordered: for staff lists only. */
  customer: v.optional(v.strictObject({ name: v.string(), email: v.string() })),
});
export type OrderView = v.InferOutput<typeof OrderView>;

/**
 * What an order is booked from, as the order form shows it before the order is placed: the rate's
 * carrier and sailing, and the container types it prices with the all-in price per container (a
 * rate prices its own type; the sailing of an advance booking prices each type it has a rate for).
 */
export const OrderRate = v.strictObject({
  rateId: v.number(),
  carrier: v.string(),
  vesselName: v.string(),
  voyageNumber: v.string(),
  pol: v.string(),
  pod: v.string(),
  /** Local time at the port of loading, with its offset. */
  etd: v.string(),
  currency: v.string(),
  prices: v.array(v.strictObject({ containerType: v.string(), unitPrice: v.number() })),
});
export type OrderRate = v.InferOutput<typeof OrderRate>;

export const OrderPage = recordPageOf(OrderView);
export type OrderPage = v.InferOutput<typeof OrderPage>;

export const OrderDetail = v.strictObject({
  ...OrderView.entries,
  /** The eight steps in order with the time each was reached (null while ahead). */
  progress: v.array(v.strictObject({ step: v.picklist(BOOKING_PROGRESS_STEPS), at: v.nullable(v.string()) })),
  history: v.array(RecordHistoryEntry),
  /** The sailing's DCSA cut-offs, once the carrier booking number is known. */
  cutOffs: v.array(v.strictObject({ cutOffDateTimeCode: v.string(), cutOffDateTime: v.string() })),
  /** The containers' tracking when the tracking tables know the booking number. */
  tracking: v.nullable(
    v.strictObject({ shipment: v.nullable(TrackedShipment), milestones: v.array(Milestone) }),
  ),
  /** The deadline timeline: the sailing's cut-offs and the free time at destination, earliest first. */
  deadlines: v.array(Deadline),
});
export type OrderDetail = v.InferOutput<typeof OrderDetail>;
