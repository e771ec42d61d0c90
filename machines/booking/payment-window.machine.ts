import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import type { OrderDraft } from '../../domain/api/booking.ts';
import type { SpaceOrderIdBody } from '../../domain/api/booking-schemas.ts';
import { type Failure, failureIn } from '../../domain/api/failure.ts';
import type { SpaceOrderState } from '../../domain/booking/space-order-lifecycle.ts';
import { SPACE_PAYMENT_WINDOW_MS } from '../../domain/constants.ts';
import { toBeProvided } from '../provided.ts';
import { type OrderPollOutput, orderPollMachine } from './order-poll.machine.ts';

/**
 * The payment window of a space order (spec §4: 3 minutes). The dialog shows the QR code
 * and a countdown while the orderPoll child asks for the order every 2 seconds. The window is a
 * named delay of the time the server says is left (`remainingMs`, from its `expiresAt`): a
 * resumed window goes on from where it is, never restarted. Closing the dialog (CLOSE) stops
 * the polling and the countdown only: the order keeps its window on the server and waits in
 * "My Space". When the window passes, one last question tells a payment that arrived at the very
 * end (paid) from an expiry. Its output says how it ended, for the bookSpace machine that invokes
 * it: closed (the dialog goes), or with an outcome the dialog shows until the customer closes it.
 *
 * A granted grab request's order is an offer: a window that passes unpaid returns it to the offer
 * (the space stays held until the offer's deadline), which the window ends on as `offered`.
 */
export const PAYMENT_WINDOW_MACHINE_ID = 'paymentWindow';

/** The countdown on screen moves once a second. */
const COUNTDOWN_TICK_MS = 1000;

export type PaymentWindowEvent =
  /** The booking dialog shows the draft bookSpace answered. */
  | { type: 'SHOW'; draft: OrderDraft }
  /** "My Space" reopens an unpaid order: it is read first. */
  | { type: 'RESUME'; orderId: number }
  /** The customer asks to cancel the order, then confirms or keeps it. */
  | { type: 'CANCEL' }
  | { type: 'CONFIRM_CANCEL' }
  | { type: 'KEEP' }
  /** The dialog closes: polling stops, the order keeps its window on the server. */
  | { type: 'CLOSE' };

/** How the window ended: the name of its final state. */
export interface PaymentWindowOutput {
  outcome: 'paid' | 'expired' | 'cancelled' | 'offered' | 'failed' | 'closed';
}

export interface PaymentWindowContext {
  orderId: number | null;
  draft: OrderDraft | null;
  /** The window left, ms: the server's remainingMs, then counted down by the tick. */
  remainingMs: number;
  /** Why the order could not be read or cancelled. */
  failure: Failure | null;
}

const PAID_STATES: readonly SpaceOrderState[] = ['inHand', 'completed', 'refused', 'returned'];

const outputOf = (event: unknown): OrderDraft => (event as { output: OrderDraft }).output;
const pollOutputOf = (event: unknown): OrderPollOutput => (event as { output: OrderPollOutput }).output;

/** The order was paid (in hand, or already moved on by staff). */
const isPaid = (draft: OrderDraft): boolean => PAID_STATES.includes(draft.orderStatus);

/**
 * Cancelled when or after its window ended: the server's sweeper expired it. An order the customer
 * cancelled was closed before its `expiresAt`.
 */
const isExpired = (draft: OrderDraft): boolean =>
  draft.orderStatus === 'cancelled' &&
  (draft.order_form.closedAt === null ||
    Date.parse(draft.order_form.closedAt) >= Date.parse(draft.order_form.expiresAt));

/**
 * An offer's window that ended, or will end, unpaid goes back to the offer: the order is offered
 * again, or still waits and its offer's deadline lies beyond the window (the server's sweeper moves
 * it back within seconds).
 */
const isBackToOffer = (draft: OrderDraft): boolean => {
  const { offerExpiresAt, expiresAt } = draft.order_form;
  return (
    draft.orderStatus === 'offered' ||
    (draft.orderStatus === 'awaitingPayment' &&
      offerExpiresAt !== null &&
      Date.parse(offerExpiresAt) > Date.parse(expiresAt))
  );
};

const settledDraft = (event: unknown): OrderDraft | null => {
  const output = pollOutputOf(event);
  return output.outcome === 'settled' ? output.draft : null;
};

export const paymentWindowMachine = setup({
  types: {
    context: {} as PaymentWindowContext,
    events: {} as PaymentWindowEvent,
    output: {} as PaymentWindowOutput,
  },
  actors: {
    /** booking-api.ts getSpaceOrder, for a resumed window and the last question at its end. */
    getSpaceOrder: toBeProvided<OrderDraft, SpaceOrderIdBody>('getSpaceOrder'),
    /** booking-api.ts cancelSpaceOrder: the space goes back at once. */
    cancelSpaceOrder: toBeProvided<OrderDraft, SpaceOrderIdBody>('cancelSpaceOrder'),
    pollOrder: orderPollMachine,
  },
  delays: {
    /** Spec §4 / §9: SPACE_PAYMENT_WINDOW_MS for a new order; what is left of it for a resumed one. */
    paymentWindow: ({ context }) => context.remainingMs,
    countdownTick: COUNTDOWN_TICK_MS,
  },
  guards: {
    awaitingPayment: ({ event }) => outputOf(event).orderStatus === 'awaitingPayment',
    paid: ({ event }) => isPaid(outputOf(event)),
    expired: ({ event }) => isExpired(outputOf(event)),
    offered: ({ event }) => outputOf(event).orderStatus === 'offered',
    backToOffer: ({ event }) => isBackToOffer(outputOf(event)),
    pollFoundPaid: ({ event }) => {
      const draft = settledDraft(event);
      return draft !== null && isPaid(draft);
    },
    pollFoundExpired: ({ event }) => {
      const draft = settledDraft(event);
      return draft !== null && isExpired(draft);
    },
    pollFoundOffer: ({ event }) => {
      const draft = settledDraft(event);
      return draft !== null && isBackToOffer(draft);
    },
    pollFoundCancelled: ({ event }) => settledDraft(event) !== null,
  },
  actions: {
    showDraft: assign(({ event }) =>
      event.type === 'SHOW'
        ? {
            orderId: event.draft.orderId,
            draft: event.draft,
            remainingMs: event.draft.remainingMs,
            failure: null,
          }
        : {},
    ),
    takeOrderId: assign({
      orderId: ({ context, event }) => (event.type === 'RESUME' ? event.orderId : context.orderId),
    }),
    keepDraft: assign(({ event }) => {
      const draft = outputOf(event);
      return { orderId: draft.orderId, draft, remainingMs: draft.remainingMs };
    }),
    keepPolledDraft: assign(({ context, event }) => {
      const draft = settledDraft(event);
      return draft ? { draft, remainingMs: draft.remainingMs } : { draft: context.draft };
    }),
    keepPollFailure: assign({
      failure: ({ event }) => {
        const output = pollOutputOf(event);
        return output.outcome === 'settled' ? null : output.failure;
      },
    }),
    tick: assign({ remainingMs: ({ context }) => Math.max(0, context.remainingMs - COUNTDOWN_TICK_MS) }),
    windowEnded: assign({ remainingMs: 0 }),
    recordFailure: assign({ failure: ({ event }) => failureIn(event) }),
    forgetFailure: assign({ failure: null }),
  },
}).createMachine({
  id: PAYMENT_WINDOW_MACHINE_ID,
  meta: {
    spec: ['§3 Space order statuses', '§4 Payment window of 3 minutes', '§9 payment window, poll interval'],
  },
  description:
    'Spec §4: the 3-minute payment window of a space order as a named delay resumed from the server’s remainingMs, the countdown, polling through orderPoll, and the customer’s cancel; ends paid, expired, cancelled, failed, or closed (the dialog closed, the window goes on on the server).',
  context: { orderId: null, draft: null, remainingMs: SPACE_PAYMENT_WINDOW_MS, failure: null },
  initial: 'idle',
  // The final state's own output: each says which one it is.
  output: ({ event }) => event.output as PaymentWindowOutput,
  states: {
    idle: {
      description: 'Nothing shown yet: SHOW brings a fresh draft, RESUME an order id to read.',
      on: {
        SHOW: { target: 'open', actions: 'showDraft' },
        RESUME: { target: 'loading', actions: 'takeOrderId' },
      },
    },
    loading: {
      description: 'A reopened order is read first: its status and the window the server says is left.',
      tags: ['busy'],
      invoke: {
        id: 'getSpaceOrder',
        src: 'getSpaceOrder',
        input: ({ context }) => ({ orderId: context.orderId! }),
        onDone: [
          { guard: 'awaitingPayment', target: 'open', actions: 'keepDraft' },
          {
            guard: 'offered',
            target: 'offered',
            actions: 'keepDraft',
            description: 'An offer whose payment is not open: it is opened from My Space.',
          },
          { guard: 'paid', target: 'paid', actions: 'keepDraft' },
          { guard: 'expired', target: 'expired', actions: 'keepDraft' },
          { target: 'cancelled', actions: 'keepDraft' },
        ],
        onError: { target: 'failed', actions: 'recordFailure' },
      },
      on: { CLOSE: 'closed' },
    },
    open: {
      description:
        'The QR code, the amount and the countdown show; orderPoll asks for the order every 2 s. The window ends after paymentWindow: the time the server said was left, never restarted.',
      type: 'parallel',
      invoke: {
        id: 'pollOrder',
        src: 'pollOrder',
        input: ({ context }) => ({ orderId: context.orderId! }),
        onDone: [
          { guard: 'pollFoundPaid', target: 'paid', actions: 'keepPolledDraft' },
          { guard: 'pollFoundExpired', target: 'expired', actions: 'keepPolledDraft' },
          {
            guard: 'pollFoundOffer',
            target: 'offered',
            actions: 'keepPolledDraft',
            description: 'The server returned the lapsed window to the offer.',
          },
          {
            guard: 'pollFoundCancelled',
            target: 'cancelled',
            actions: 'keepPolledDraft',
            description: 'Cancelled elsewhere (another tab, My Space).',
          },
          { target: 'failed', actions: 'keepPollFailure', description: 'The order cannot be read any more.' },
        ],
      },
      after: { paymentWindow: { target: 'expiring', actions: 'windowEnded' } },
      on: { CLOSE: 'closed' },
      states: {
        clock: {
          initial: 'ticking',
          states: {
            ticking: {
              description: 'The countdown (mm:ss) moves once a second.',
              after: { countdownTick: { target: 'ticking', reenter: true, actions: 'tick' } },
            },
          },
        },
        cancel: {
          initial: 'idle',
          states: {
            idle: {
              description: '"Cancel order" is offered.',
              on: { CANCEL: 'confirming' },
            },
            confirming: {
              description: 'The customer is asked to confirm: the held space goes back at once.',
              on: { CONFIRM_CANCEL: 'cancelling', KEEP: 'idle' },
            },
            cancelling: {
              description: 'cancelSpaceOrder is running; polling and the countdown go on.',
              tags: ['busy'],
              entry: 'forgetFailure',
              invoke: {
                id: 'cancelSpaceOrder',
                src: 'cancelSpaceOrder',
                input: ({ context }) => ({ orderId: context.orderId! }),
                onDone: { target: '#paymentWindow.cancelled', actions: 'keepDraft' },
                onError: {
                  target: 'idle',
                  actions: 'recordFailure',
                  description:
                    'Refused (e.g. paid meanwhile: the next poll shows it) or not sent: the message shows, the window goes on.',
                },
              },
            },
          },
        },
      },
    },
    expiring: {
      description:
        'The window has passed: one last read tells a payment that arrived at the very end from an expiry. The server cancels the order and releases the space either way.',
      tags: ['busy'],
      invoke: {
        id: 'getSpaceOrder',
        src: 'getSpaceOrder',
        input: ({ context }) => ({ orderId: context.orderId! }),
        onDone: [
          { guard: 'paid', target: 'paid', actions: 'keepDraft' },
          { guard: 'backToOffer', target: 'offered', actions: 'keepDraft' },
          { target: 'expired' },
        ],
        onError: { target: 'expired', description: 'Unread, the window has still passed.' },
      },
      on: { CLOSE: 'closed' },
    },
    paid: {
      description: 'Paid: the order is a space order in hand (spec §3).',
      type: 'final',
      output: { outcome: 'paid' } satisfies PaymentWindowOutput,
    },
    expired: {
      description: 'The window passed unpaid: the order is cancelled and its space released.',
      type: 'final',
      output: { outcome: 'expired' } satisfies PaymentWindowOutput,
    },
    cancelled: {
      description: 'The customer cancelled the order: its space is released.',
      type: 'final',
      output: { outcome: 'cancelled' } satisfies PaymentWindowOutput,
    },
    offered: {
      description:
        'An offer (a granted grab request) whose window ended unpaid, or was not open: the space stays held until the offer’s deadline, and the payment is opened again from My Space.',
      type: 'final',
      output: { outcome: 'offered' } satisfies PaymentWindowOutput,
    },
    failed: {
      description: 'The order cannot be read (not found, forbidden, or the polls kept failing).',
      type: 'final',
      output: { outcome: 'failed' } satisfies PaymentWindowOutput,
    },
    closed: {
      description:
        'The dialog closed while the window was open: nothing runs here, the order waits in My Space.',
      type: 'final',
      output: { outcome: 'closed' } satisfies PaymentWindowOutput,
    },
  },
});

export type PaymentWindowMachine = typeof paymentWindowMachine;
export type PaymentWindowActor = ActorRefFrom<PaymentWindowMachine>;
export type PaymentWindowSnapshot = SnapshotFrom<PaymentWindowMachine>;
