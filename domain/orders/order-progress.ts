/**
 * The life of an order: spec §4's eight booking progress steps, declared once on the record kernel
 * (domain/records/record-kind.ts): the server moves orders only as this table allows, the client's
 * machine is built from it.
 *
 * Each step advances only to the next one, by staff; the event is named after the step it reaches.
 * Booking success needs the carrier's booking number, B/L confirm the B/L number. The customer may
 * cancel only while the order waits for customer service's confirmation (`order`): once customer
 * service confirmed it, space is being booked with the carrier, and giving it up is a conversation
 * with customer service, not a button.
 *
 * Staff may take a step back, one at a time and with a reason the audit trail keeps (a step taken
 * by mistake); the event is named after the step returned to. Done is final.
 */
import { BOOKING_PROGRESS_STEPS, type BookingProgressStep } from '../constants.ts';
import { defineRecordKind, staff, type Transition } from '../records/record-kind.ts';
import { orderStepNames } from './messages.ts';

export const ORDER_STATES = [...BOOKING_PROGRESS_STEPS, 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Advancing to a step: the event is the step reached. */
export type OrderAdvanceEvent = Exclude<BookingProgressStep, 'order'>;
export const ORDER_ADVANCE_EVENTS = BOOKING_PROGRESS_STEPS.slice(1) as readonly OrderAdvanceEvent[];
export const ORDER_EVENTS = [...ORDER_ADVANCE_EVENTS, 'cancel'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** Taking a step back: the event names the step returned to (every step but the last two). */
type BackTarget = Exclude<BookingProgressStep, 'billConfirm' | 'done'>;
export type OrderBackEvent = `backTo${Capitalize<BackTarget>}`;
export const backEventOf = (step: BackTarget): OrderBackEvent =>
  `backTo${step[0]!.toUpperCase()}${step.slice(1)}` as OrderBackEvent;
const BACK_TARGETS = BOOKING_PROGRESS_STEPS.slice(0, -2) as readonly BackTarget[];
export const ORDER_BACK_EVENTS: readonly OrderBackEvent[] = BACK_TARGETS.map(backEventOf);

/** The numbers a step records when it is reached, and the reason a step back gives. */
export type OrderNumberField = 'bookingNumber' | 'blNumber' | 'reason';

/** A step back's reason, as the audit trail keeps it. */
export const ORDER_BACK_REASON_MAX = 200;

/** Carrier booking and B/L numbers: letters, digits and dashes, as carriers print them. */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9-]{4,30}$/;

const NEEDS: Partial<Record<OrderAdvanceEvent, OrderNumberField>> = {
  bookingSuccess: 'bookingNumber',
  billOfLadingConfirm: 'blNumber',
};

type OrderMove = OrderEvent | OrderBackEvent;

/** From the step at `index`: on to the next one, and back to the one before (not from done). */
const advanceFrom = (index: number): Partial<Record<OrderMove, Transition<OrderState, OrderNumberField>>> => {
  const next = BOOKING_PROGRESS_STEPS[index + 1] as OrderAdvanceEvent | undefined;
  if (next === undefined) return {};
  const needs = NEEDS[next];
  const previous = BOOKING_PROGRESS_STEPS[index - 1] as BackTarget | undefined;
  return {
    [next]: {
      to: next,
      by: [staff('orders.progress')],
      ...(needs === undefined ? {} : { needs: [needs] }),
    },
    ...(previous === undefined
      ? {}
      : {
          [backEventOf(previous)]: {
            to: previous,
            by: [staff('orders.progress')],
            needs: ['reason'],
            description: 'A step taken by mistake, taken back with a reason.',
          },
        }),
  };
};

export const orderKind = defineRecordKind({
  kind: 'order',
  statuses: ORDER_STATES,
  initial: 'order',
  created: 'create',
  events: [...ORDER_EVENTS, ...ORDER_BACK_EVENTS],
  transitions: {
    order: { ...advanceFrom(0), cancel: { to: 'cancelled', by: ['owner'] } },
    customerServiceConfirm: advanceFrom(1),
    bookingSuccess: advanceFrom(2),
    packingDone: advanceFrom(3),
    declared: advanceFrom(4),
    billOfLadingConfirm: advanceFrom(5),
    billConfirm: advanceFrom(6),
    done: {},
    cancelled: {},
  },
  fields: {
    bookingNumber: { max: 30, pattern: ORDER_NUMBER_PATTERN, problem: 'bookingNumberRequired' },
    blNumber: { max: 30, pattern: ORDER_NUMBER_PATTERN, problem: 'blNumberRequired' },
    reason: { max: ORDER_BACK_REASON_MAX, problem: 'stepBackReasonRequired' },
  },
  descriptions: Object.fromEntries(
    ORDER_STATES.map((status) => [status, `${orderStepNames[status].en} (${orderStepNames[status].cn}).`]),
  ) as Record<OrderState, string>,
  purpose:
    'The life of an order: staff move it through the eight booking progress steps one at a time, with the booking and B/L numbers where a step needs them, and take a step back with a reason; its owner cancels it before customer service confirms it.',
  specSections: ['§4 Booking progress steps'],
});

/** The step staff may move the order to next, or null at the end (or when cancelled). */
export const nextStepOf = (status: OrderState): OrderAdvanceEvent | null =>
  ORDER_ADVANCE_EVENTS.find((event) => orderKind.next(status, event, 'staff') !== null) ?? null;

/** The number reaching the step by `event` records, if any. */
export const numberNeededBy = (event: OrderEvent): OrderNumberField | null =>
  orderKind.needs(event)[0] ?? null;

/** The step back staff may take from `status`, or null (at the first step, done, or cancelled). */
export const backStepOf = (status: OrderState): OrderBackEvent | null =>
  ORDER_BACK_EVENTS.find((event) => orderKind.next(status, event, 'staff') !== null) ?? null;
