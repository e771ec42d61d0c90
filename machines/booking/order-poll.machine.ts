import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import type { OrderDraft } from '../../domain/api/booking.ts';
import { ResultCode } from '../../domain/api/envelope.ts';
import { type Failure, failureIn } from '../../domain/api/failure.ts';
import { QR_LOGIN_POLL_INTERVAL_MS } from '../../domain/constants.ts';
import { toBeProvided } from '../provided.ts';

/**
 * Spec §4: while a space order waits for its payment, the page asks for it every
 * 2 seconds, as QR login does, until its status is no longer awaitingPayment. The paymentWindow
 * machine invokes this one while the window is open; closing the dialog, the window ending or a
 * cancel stops it, and with it the timer and the call in flight.
 *
 * A poll that fails on transport (or with a server fault) is a blip: the next one follows after
 * the same interval. POLL_FAILURE_LIMIT consecutive failures (10 s of polls at least, more when the
 * calls time out) end the polling as `lost`: the order keeps its window on the server either way.
 */
export const ORDER_POLL_MACHINE_ID = 'orderPoll';

/** Consecutive failed polls after which the page stops asking (see above). */
export const POLL_FAILURE_LIMIT = 5;

export interface OrderPollInput {
  orderId: number;
}

interface OrderPollContext extends OrderPollInput {
  /** Failed polls since the last answer. */
  failures: number;
  failure: Failure | null;
  draft: OrderDraft | null;
  /** Why polling stopped without an answer. */
  stoppedBy: 'unreadable' | 'lost' | null;
}

/** How the polling ended. */
export type OrderPollOutput =
  /** The order left awaitingPayment: paid, cancelled or expired on the server. */
  | { outcome: 'settled'; draft: OrderDraft }
  /** The server says the order cannot be read (not found, forbidden, signed out). */
  | { outcome: 'unreadable'; failure: Failure }
  /** POLL_FAILURE_LIMIT polls in a row failed. */
  | { outcome: 'lost'; failure: Failure };

/** The server answered that this order cannot be read by this viewer: polling it again will not help. */
const isUnreadable = (failure: Failure): boolean =>
  failure.code === ResultCode.notFound ||
  failure.code === ResultCode.forbidden ||
  failure.code === ResultCode.unauthorized;

export const orderPollMachine = setup({
  types: {
    input: {} as OrderPollInput,
    context: {} as OrderPollContext,
    output: {} as OrderPollOutput,
  },
  actors: {
    /** booking-api.ts getSpaceOrder: the order's status and the window left, aborted on `signal`. */
    getSpaceOrder: toBeProvided<OrderDraft, OrderPollInput>('getSpaceOrder'),
  },
  delays: {
    pollInterval: QR_LOGIN_POLL_INTERVAL_MS,
  },
  guards: {
    stillAwaitingPayment: (_, draft: OrderDraft) => draft.orderStatus === 'awaitingPayment',
    unreadable: ({ event }) => isUnreadable(failureIn(event)),
    failureLimitReached: ({ context }) => context.failures + 1 >= POLL_FAILURE_LIMIT,
  },
  actions: {
    forgetFailures: assign({ failures: 0, failure: null }),
    countFailure: assign({
      failures: ({ context }) => context.failures + 1,
      failure: ({ event }) => failureIn(event),
    }),
    stopUnreadable: assign({ failure: ({ event }) => failureIn(event), stoppedBy: 'unreadable' as const }),
    stopLost: assign({ failure: ({ event }) => failureIn(event), stoppedBy: 'lost' as const }),
    keepDraft: assign({ draft: (_, draft: OrderDraft) => draft }),
  },
}).createMachine({
  id: ORDER_POLL_MACHINE_ID,
  meta: {
    spec: ['§4 Payment window: the page polls the order', '§9 poll interval'],
  },
  description:
    'Spec §4: asks for a waiting space order every pollInterval (2000 ms) until it leaves awaitingPayment; transport blips keep it polling, up to POLL_FAILURE_LIMIT in a row.',
  context: ({ input }) => ({ ...input, failures: 0, failure: null, draft: null, stoppedBy: null }),
  initial: 'waiting',
  output: ({ context }) =>
    context.draft
      ? { outcome: 'settled', draft: context.draft }
      : { outcome: context.stoppedBy!, failure: context.failure! },
  states: {
    waiting: {
      description:
        'Waiting pollInterval before the next question; the QR code and the countdown stay on screen.',
      after: { pollInterval: { target: 'checking' } },
    },
    checking: {
      description: 'Asking the server for the order (getSpaceOrder).',
      invoke: {
        id: 'getSpaceOrder',
        src: 'getSpaceOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          {
            guard: { type: 'stillAwaitingPayment', params: ({ event }) => event.output },
            target: 'waiting',
            actions: 'forgetFailures',
            description: 'Not paid yet: ask again after pollInterval.',
          },
          { target: 'settled', actions: { type: 'keepDraft', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: 'unreadable', target: 'unreadable', actions: 'stopUnreadable' },
          { guard: 'failureLimitReached', target: 'lost', actions: 'stopLost' },
          {
            target: 'waiting',
            actions: 'countFailure',
            description: 'A blip (transport, server fault, rate limit) does not end the window: ask again.',
          },
        ],
      },
    },
    settled: {
      description: 'The order left awaitingPayment (paid, cancelled or expired): the output carries it.',
      type: 'final',
    },
    unreadable: {
      description: 'The server answered not found, forbidden or signed out: asking again will not help.',
      type: 'final',
    },
    lost: {
      description:
        'POLL_FAILURE_LIMIT polls in a row failed: the page stops asking (the order waits in My Space).',
      type: 'final',
    },
  },
});

export type OrderPollMachine = typeof orderPollMachine;
export type OrderPollActor = ActorRefFrom<OrderPollMachine>;
export type OrderPollSnapshot = SnapshotFrom<OrderPollMachine>;
