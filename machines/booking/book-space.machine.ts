import { type ActorRefFrom, assertEvent, assign, type SnapshotFrom, sendTo, setup } from 'xstate';
import type { OrderDraft } from '../../domain/api/booking.ts';
import { type PaymentWindowOutput, paymentWindowMachine } from './payment-window.machine.ts';
import { type BookingOffer, type SpaceBookingOutput, spaceBookingMachine } from './space-booking.machine.ts';

/**
 * The booking dialog (spec §4 space reservation): whether it shows, and which of its two
 * children runs in it. "Book this space" opens the form (spaceBooking); the draft the booking
 * answers goes to the payment window (paymentWindow) with its order id and the time left; My Space
 * reopens an unpaid order straight in its payment window (RESUME). The dialog's close goes to the
 * child that runs: the form ends without a draft (refused while the booking is being sent), the
 * window stops polling and the order keeps its window on the server. A window that has ended
 * (paid, expired, cancelled, unreadable) stays on screen until the customer closes the dialog.
 */
export const BOOK_SPACE_MACHINE_ID = 'bookSpace';

export type BookSpaceEvent =
  /** "Book this space" on a sailing, for a customer with this customer type (null: not maintained). */
  | { type: 'OPEN'; offer: BookingOffer; customerType: number | string | null }
  /** My Space reopens the payment of an unpaid order. */
  | { type: 'RESUME'; orderId: number }
  /** The dialog's close button or Escape. */
  | { type: 'CLOSE' };

/** How the dialog ended, for the page behind it. */
export interface BookSpaceClosed {
  /** An order was made (or reopened): the remaining space and the orders are read again. */
  ordered: boolean;
}

/**
 * The space and the order changed while the dialog is open: held by the booking, or the window
 * ended (paid, expired, cancelled). The page behind reads its data again at once, not on close.
 */
export interface SpaceChanged {
  orderId: number;
  outcome: 'held' | Exclude<PaymentWindowOutput['outcome'], 'closed'>;
}

export interface BookSpaceContext {
  /** What the form books: the OPEN event's sailing and customer type. */
  opening: Extract<BookSpaceEvent, { type: 'OPEN' }> | null;
  /** The order the payment window shows: the booking's draft, or only the id of a reopened order. */
  draft: OrderDraft | null;
  orderId: number | null;
}

const emptyContext: BookSpaceContext = { opening: null, draft: null, orderId: null };

export const bookSpaceMachine = setup({
  types: {
    context: {} as BookSpaceContext,
    events: {} as BookSpaceEvent,
    // Each child by its invoke id, for the dialog's views.
    children: {} as { spaceBooking: 'spaceBooking'; paymentWindow: 'paymentWindow' },
  },
  actors: {
    spaceBooking: spaceBookingMachine,
    paymentWindow: paymentWindowMachine,
  },
  guards: {
    held: (_, output: SpaceBookingOutput) => output !== null,
    windowClosed: (_, output: PaymentWindowOutput) => output.outcome === 'closed',
  },
  actions: {
    /** The page behind the dialog learns that it closed (and reads its data again). */
    reportClosed: (_, _closed: BookSpaceClosed) => {},
    /** The page behind the dialog learns that the space or the order changed (SpaceChanged). */
    reportSpaceChanged: (_, _change: SpaceChanged) => {},
    takeOpening: assign(({ event }) => {
      assertEvent(event, 'OPEN');
      return { ...emptyContext, opening: event };
    }),
    takeOrderId: assign(({ event }) => {
      assertEvent(event, 'RESUME');
      return { ...emptyContext, orderId: event.orderId };
    }),
    keepDraft: assign((_, draft: OrderDraft) => ({ draft, orderId: draft.orderId })),
    openForm: sendTo('spaceBooking', ({ context }) => context.opening!),
    /** The handover: the draft carries the order id and the window the server says is left. */
    openWindow: sendTo('paymentWindow', ({ context }) =>
      context.draft
        ? { type: 'SHOW' as const, draft: context.draft }
        : { type: 'RESUME' as const, orderId: context.orderId! },
    ),
    closeForm: sendTo('spaceBooking', { type: 'CLOSE' }),
    closeWindow: sendTo('paymentWindow', { type: 'CLOSE' }),
  },
}).createMachine({
  id: BOOK_SPACE_MACHINE_ID,
  meta: {
    spec: [
      '§4 Other transitions: space reservation, payment within 3 minutes',
      '§2 Workspace: My Space (an unpaid order paid later)',
    ],
  },
  description:
    'The booking dialog (spec §4): open or closed, the form (spaceBooking) then the payment window (paymentWindow) with the draft the booking answered, My Space’s reopened window, and what closing does to each: the form is discarded unless it is being sent, the window stops polling while the order keeps its time on the server.',
  context: emptyContext,
  initial: 'closed',
  states: {
    closed: {
      description: 'The dialog is not shown.',
      on: {
        OPEN: { target: 'booking', actions: 'takeOpening' },
        RESUME: {
          target: 'paying',
          actions: 'takeOrderId',
          description: 'My Space: the order is read first, its window goes on from what is left.',
        },
      },
    },
    booking: {
      description:
        'The form: spaceBooking gets the sailing’s offer; closing the dialog is its to refuse while the booking is being sent.',
      entry: 'openForm',
      invoke: {
        id: 'spaceBooking',
        src: 'spaceBooking',
        onDone: [
          {
            guard: { type: 'held', params: ({ event }) => event.output },
            target: 'paying',
            actions: [
              { type: 'keepDraft', params: ({ event }) => event.output! },
              {
                type: 'reportSpaceChanged',
                params: ({ event }) => ({ orderId: event.output!.orderId, outcome: 'held' as const }),
              },
            ],
            description:
              'The space is held: the draft goes to the payment window, the page behind reads its space again.',
          },
          {
            target: 'closed',
            actions: { type: 'reportClosed', params: { ordered: false } },
            description: 'Closed before anything was held: nothing to read again.',
          },
        ],
      },
      on: {
        CLOSE: {
          actions: 'closeForm',
          description:
            'Goes to the form: it ends without a draft (an upload in flight is aborted), or, while the booking is being sent, refuses and the dialog stays.',
        },
      },
    },
    paying: {
      description:
        'The payment window: the booking’s draft is shown (SHOW), or a reopened order is read (RESUME).',
      entry: 'openWindow',
      invoke: {
        id: 'paymentWindow',
        src: 'paymentWindow',
        onDone: [
          {
            guard: { type: 'windowClosed', params: ({ event }) => event.output },
            target: 'closed',
            actions: { type: 'reportClosed', params: { ordered: true } },
            description:
              'The dialog closed while the window ran: polling stops, the order waits in My Space with the time it has left.',
          },
          {
            target: '.ended',
            actions: {
              type: 'reportSpaceChanged',
              params: ({ context, event }) => ({
                orderId: context.orderId!,
                outcome: event.output.outcome as SpaceChanged['outcome'],
              }),
            },
            description:
              'Paid, expired, cancelled or unreadable: the page behind reads its space and orders again, its status as the window ended.',
          },
        ],
      },
      initial: 'window',
      states: {
        window: {
          description: 'The window runs (QR code, countdown, polling); closing goes to it.',
          on: {
            CLOSE: {
              actions: 'closeWindow',
              description:
                'Goes to the window: it stops polling and ends closed; nothing is sent to the server.',
            },
          },
        },
        ended: {
          description:
            'The window ended paid, expired, cancelled or unreadable: that outcome shows until the dialog closes.',
          on: {
            CLOSE: {
              target: '#bookSpace.closed',
              actions: { type: 'reportClosed', params: { ordered: true } },
              description: 'Nothing runs any more: the dialog goes.',
            },
          },
        },
      },
    },
  },
});

export type BookSpaceMachine = typeof bookSpaceMachine;
export type BookSpaceActor = ActorRefFrom<BookSpaceMachine>;
export type BookSpaceSnapshot = SnapshotFrom<BookSpaceMachine>;
