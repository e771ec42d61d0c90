/**
 * Request bodies of orders, keyed by OrderPath. They check shapes and bounds; the order
 * service checks meaning with domain/orders/order-rules.ts, so a quantity or a weight that is not
 * well formed gets the rule's message, not a schema error.
 */
import * as v from 'valibot';
import { CONTAINER_TYPES } from '../freight/codes.ts';
import {
  ORDER_ADVANCE_EVENTS,
  ORDER_BACK_EVENTS,
  ORDER_BACK_REASON_MAX,
  ORDER_STATES,
} from '../orders/order-progress.ts';
import {
  ORDER_CARGO_MAX,
  ORDER_PARTY_ADDRESS_MAX,
  ORDER_PARTY_NAME_MAX,
  ORDER_REMARKS_MAX,
} from '../orders/order-rules.ts';
import { MultiLineText, Text } from './plain-text.ts';
import { recordListBody } from './record-list.ts';
import { Id } from './schema-parts.ts';

const Party = v.object({
  name: v.optional(Text(ORDER_PARTY_NAME_MAX), ''),
  address: v.optional(MultiLineText(ORDER_PARTY_ADDRESS_MAX), ''),
});
/** Numbers or the text the input held: the rules answer their own messages. */
const Typed = v.union([v.number(), Text(24)]);

export const CreateOrderBody = v.object({
  rateId: v.optional(Id),
  /** A saved quotation's id (its rate is booked). */
  quotationId: v.optional(Text(64)),
  /**
   * The viewer's approved advance booking the order is placed from; `rateId` then names the sailing
   * of its week (a quotation cannot come with it).
   */
  reservationId: v.optional(Id),
  containers: v.pipe(
    v.array(v.object({ containerType: v.picklist(CONTAINER_TYPES), quantity: Typed })),
    v.maxLength(CONTAINER_TYPES.length * 2),
  ),
  cargoDescription: MultiLineText(ORDER_CARGO_MAX),
  hsCode: Text(24),
  grossWeightKg: Typed,
  packages: Typed,
  shipper: Party,
  consignee: Party,
  notifyParty: v.optional(Party, { name: '', address: '' }),
  remarks: v.optional(MultiLineText(ORDER_REMARKS_MAX), ''),
});
export type CreateOrderBody = v.InferOutput<typeof CreateOrderBody>;

/** The rate (or saved quotation, or advance booking's sailing) the order form books from. */
export const GetOrderRateBody = v.object({
  rateId: v.optional(Id),
  quotationId: v.optional(Text(64)),
  reservationId: v.optional(Id),
});
export type GetOrderRateBody = v.InferOutput<typeof GetOrderRateBody>;

export const OrderIdBody = v.object({ orderId: Id });
export type OrderIdBody = v.InferOutput<typeof OrderIdBody>;

/** The step filter, the creation range (instants of the customer's own days) and the page. */
export const ListOrdersBody = recordListBody({ step: v.optional(v.picklist(ORDER_STATES)) });
export type ListOrdersBody = v.InferOutput<typeof ListOrdersBody>;

export const AdvanceOrderBody = v.object({
  orderId: Id,
  /** The step to reach: the order's next one, or the server refuses it. */
  step: v.picklist(ORDER_ADVANCE_EVENTS),
  bookingNumber: v.optional(Text(30)),
  blNumber: v.optional(Text(30)),
});
export type AdvanceOrderBody = v.InferOutput<typeof AdvanceOrderBody>;

export const StepBackOrderBody = v.object({
  orderId: Id,
  /** The step back from the order's step as staff saw it (named after the step returned to). */
  step: v.picklist(ORDER_BACK_EVENTS),
  /** Why: the audit trail keeps it. */
  reason: v.optional(MultiLineText(ORDER_BACK_REASON_MAX)),
});
export type StepBackOrderBody = v.InferOutput<typeof StepBackOrderBody>;
