/**
 * The life of a space order (spec §3 and §4, issue 10), as data: status -> event -> next status and
 * who may send the event. The server refuses any change this table does not allow; the client's
 * machines are built from it. One definition of what may follow what.
 *
 * Before the spec's four space-order statuses (in hand, completed, refused, returned) an order waits
 * for its payment (`awaitingPayment`, SPACE_PAYMENT_WINDOW_MS) and ends `cancelled` when the window
 * passes unpaid or the customer gives it up.
 */
import { SPACE_ORDER_STATUSES } from '../constants.ts';

export const SPACE_ORDER_STATES = ['awaitingPayment', 'cancelled', ...SPACE_ORDER_STATUSES] as const;
export type SpaceOrderState = (typeof SPACE_ORDER_STATES)[number];

export const SPACE_ORDER_EVENTS = ['pay', 'expire', 'cancel', 'complete', 'refuse', 'return'] as const;
export type SpaceOrderEvent = (typeof SPACE_ORDER_EVENTS)[number];

/** Who sends an event: the customer who owns the order, staff of its company, or the server itself. */
export type SpaceOrderParty = 'owner' | 'staff' | 'system';

export interface SpaceOrderTransition {
  to: SpaceOrderState;
  by: readonly SpaceOrderParty[];
  /** Refused and returned orders carry the reason staff give (spec §3). */
  needsReason?: true;
}

export const spaceOrderTransitions: Record<
  SpaceOrderState,
  Partial<Record<SpaceOrderEvent, SpaceOrderTransition>>
> = {
  awaitingPayment: {
    pay: { to: 'inHand', by: ['system'] },
    expire: { to: 'cancelled', by: ['system'] },
    cancel: { to: 'cancelled', by: ['owner'] },
  },
  inHand: {
    complete: { to: 'completed', by: ['staff'] },
    refuse: { to: 'refused', by: ['staff'], needsReason: true },
    return: { to: 'returned', by: ['staff'], needsReason: true },
  },
  cancelled: {},
  completed: {},
  refused: {},
  returned: {},
};

/** The status after `event`, or null when the table does not allow it from `status` for `party`. */
export const nextSpaceOrderState = (
  status: SpaceOrderState,
  event: SpaceOrderEvent,
  party: SpaceOrderParty,
): SpaceOrderState | null => {
  const transition = spaceOrderTransitions[status][event];
  return transition?.by.includes(party) ? transition.to : null;
};

/** The statuses from which `event` leads somewhere: the `WHERE status IN (…)` of its update. */
export const statesAllowing = (event: SpaceOrderEvent, party: SpaceOrderParty): SpaceOrderState[] =>
  SPACE_ORDER_STATES.filter((status) => nextSpaceOrderState(status, event, party) !== null);

/**
 * An event as one conditional update: from the statuses that allow it to its status (the same for
 * all of them in this table); null when `party` may never send it.
 */
export const transitionOf = (
  event: SpaceOrderEvent,
  party: SpaceOrderParty,
): { from: SpaceOrderState[]; to: SpaceOrderState } | null => {
  const from = statesAllowing(event, party);
  const to = from[0] === undefined ? undefined : spaceOrderTransitions[from[0]][event]?.to;
  return to === undefined ? null : { from, to };
};

export const isFinalSpaceOrderState = (status: SpaceOrderState): boolean =>
  Object.keys(spaceOrderTransitions[status]).length === 0;

/**
 * The order still holds its space: waiting for payment, paid, completed, or returned to the
 * customer with a reason (paid for, and kept until staff or the customer settle it). A cancelled or
 * refused order gives the space back; a refused one is refunded.
 */
export const holdsSpace = (status: SpaceOrderState): boolean =>
  status !== 'cancelled' && status !== 'refused';

export const needsReason = (event: SpaceOrderEvent): boolean =>
  SPACE_ORDER_STATES.some((status) => spaceOrderTransitions[status][event]?.needsReason === true);

/** A reason staff give for refusing or returning an order. */
export const SPACE_ORDER_REASON_MAX = 200;
