import { setup } from 'xstate';
import { orderStepNames } from '../../domain/orders/messages.ts';
import {
  canMoveOrder,
  isFinalOrderState,
  numberNeededBy,
  ORDER_INITIAL,
  ORDER_STATES,
  type OrderAdvanceEvent,
  type OrderEvent,
  type OrderParty,
  type OrderState,
  orderTransitions,
} from '../../domain/orders/order-progress.ts';

/** An event of the table, with who sends it and the numbers the step it reaches records. */
type OrderProgressEvent =
  | {
      [E in OrderAdvanceEvent]: { type: E; by: OrderParty; bookingNumber?: string; blNumber?: string };
    }[OrderAdvanceEvent]
  | { type: 'cancel'; by: OrderParty };

const describeTransition = (event: OrderEvent, by: readonly OrderParty[]): string => {
  const needed = numberNeededBy(event);
  const who = by.includes('staff') ? 'Staff of the order’s company' : 'The customer who owns the order';
  return needed === null
    ? `${who}.`
    : `${who}, with the ${needed === 'bookingNumber' ? 'carrier booking number' : 'B/L number'}.`;
};

/** One state per status of the table, its transitions the table's, each guarded by `canMoveOrder`. */
const stateOf = (status: OrderState) => ({
  description: `${orderStepNames[status].en} (${orderStepNames[status].cn}).`,
  ...(isFinalOrderState(status) ? { type: 'final' as const } : {}),
  on: Object.fromEntries(
    Object.entries(orderTransitions[status]).map(([event, transition]) => [
      event,
      {
        target: transition.to,
        guard: { type: 'allowed' as const, params: { from: status } },
        description: describeTransition(event as OrderEvent, transition.by),
      },
    ]),
  ),
});

/**
 * The life of an order (issue 11), drawn from domain/orders/order-progress.ts: spec §4's eight
 * booking progress steps, each reached only from the one before by staff, and the customer's
 * cancel while the order waits for customer service. The client resolves an order's step
 * (`resolveState({ value: step })`) and asks `can(...)` which action to show; the server applies the
 * same table with `canMoveOrder`.
 */
export const orderProgressMachine = setup({
  types: { events: {} as OrderProgressEvent },
  guards: {
    /** The table allows the event from `from` for its sender, with the number the step needs. */
    allowed: ({ event }, params: { from: OrderState }) =>
      canMoveOrder(params.from, event.type, event.by, event.type === 'cancel' ? {} : event),
  },
}).createMachine({
  id: 'orderProgress',
  description: 'An order through the booking progress steps (spec §4, issue 11).',
  initial: ORDER_INITIAL,
  states: Object.fromEntries(ORDER_STATES.map((status) => [status, stateOf(status)])),
});

/** The machine's snapshot at an order's step: the client asks it `can(...)` for the order it shows. */
export const orderProgressAt = (step: OrderState) =>
  orderProgressMachine.resolveState({ value: step, context: {} });
