/**
 * The life of an order (issue 11): spec §4's eight booking progress steps, as data: status -> event
 * -> next status, who may send the event, and the number the step needs. The server refuses any
 * change this table does not allow (one conditional update from `orderTransitionOf`); the client's
 * machine (machines/orders/order-progress.machine.ts) is built from it. One definition of what may
 * follow what.
 *
 * Each step advances only to the next one, by staff of the order's company; the event is named after
 * the step it reaches. Booking success needs the carrier's booking number, B/L confirm the B/L
 * number. The customer may cancel only while the order waits for customer service's confirmation
 * (`order`): once customer service confirmed it, space is being booked with the carrier, and giving
 * it up is a conversation with customer service, not a button.
 */
import { BOOKING_PROGRESS_STEPS, type BookingProgressStep } from '../constants.ts';

export const ORDER_STATES = [...BOOKING_PROGRESS_STEPS, 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Advancing to a step: the event is the step reached. */
export type OrderAdvanceEvent = Exclude<BookingProgressStep, 'order'>;
export const ORDER_ADVANCE_EVENTS = BOOKING_PROGRESS_STEPS.slice(1) as readonly OrderAdvanceEvent[];
export const ORDER_EVENTS = [...ORDER_ADVANCE_EVENTS, 'cancel'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** The audit trail's event for the creation (from no status to `order`). */
export const ORDER_CREATED = 'create';
export const ORDER_INITIAL: OrderState = 'order';

/** Who sends an event: the customer who owns the order, or staff of its company. */
export type OrderParty = 'owner' | 'staff';

/** The numbers a step records when it is reached. */
export type OrderNumberField = 'bookingNumber' | 'blNumber';

export interface OrderTransition {
  to: OrderState;
  by: readonly OrderParty[];
  needs?: OrderNumberField;
}

const NEEDS: Partial<Record<OrderAdvanceEvent, OrderNumberField>> = {
  bookingSuccess: 'bookingNumber',
  billOfLadingConfirm: 'blNumber',
};

const advanceFrom = (index: number): Partial<Record<OrderEvent, OrderTransition>> => {
  const next = BOOKING_PROGRESS_STEPS[index + 1] as OrderAdvanceEvent | undefined;
  if (next === undefined) return {};
  const needs = NEEDS[next];
  return { [next]: { to: next, by: ['staff'], ...(needs === undefined ? {} : { needs }) } };
};

export const orderTransitions: Record<OrderState, Partial<Record<OrderEvent, OrderTransition>>> = {
  order: { ...advanceFrom(0), cancel: { to: 'cancelled', by: ['owner'] } },
  customerServiceConfirm: advanceFrom(1),
  bookingSuccess: advanceFrom(2),
  packingDone: advanceFrom(3),
  declared: advanceFrom(4),
  billOfLadingConfirm: advanceFrom(5),
  billConfirm: advanceFrom(6),
  done: {},
  cancelled: {},
};

/** The status after `event`, or null when the table does not allow it from `status` for `party`. */
export const nextOrderState = (
  status: OrderState,
  event: OrderEvent,
  party: OrderParty,
): OrderState | null => {
  const transition = orderTransitions[status][event];
  return transition?.by.includes(party) ? transition.to : null;
};

/**
 * An event as one conditional update: from the statuses that allow it to its status (the same for
 * all of them in this table); null when `party` may never send it.
 */
export const orderTransitionOf = (
  event: OrderEvent,
  party: OrderParty,
): { from: OrderState[]; to: OrderState } | null => {
  const from = ORDER_STATES.filter((status) => nextOrderState(status, event, party) !== null);
  const to = from[0] === undefined ? undefined : orderTransitions[from[0]][event]?.to;
  return to === undefined ? null : { from, to };
};

/** The step staff may move the order to next, or null at the end (or when cancelled). */
export const nextStepOf = (status: OrderState): OrderAdvanceEvent | null =>
  ORDER_ADVANCE_EVENTS.find((event) => nextOrderState(status, event, 'staff') !== null) ?? null;

/** The number reaching the step by `event` records, if any. */
export const numberNeededBy = (event: OrderEvent): OrderNumberField | null =>
  event === 'cancel' ? null : (NEEDS[event] ?? null);

export const isFinalOrderState = (status: OrderState): boolean =>
  Object.keys(orderTransitions[status]).length === 0;

/** Carrier booking and B/L numbers: letters, digits and dashes, as carriers print them. */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9-]{4,30}$/;

/**
 * Whether `event` may move an order at `status`, sent by `party` with the numbers given: the table
 * allows it and the number the step needs is there and well formed. The machine's guard and the
 * server's check.
 */
export const canMoveOrder = (
  status: OrderState,
  event: OrderEvent,
  party: OrderParty,
  numbers: Partial<Record<OrderNumberField, string>> = {},
): boolean => {
  if (nextOrderState(status, event, party) === null) return false;
  const needed = numberNeededBy(event);
  return needed === null || ORDER_NUMBER_PATTERN.test(numbers[needed]?.trim() ?? '');
};
