import { assign, setup } from 'xstate';
import { type Failure, failureIn } from '../../domain/api/failure.ts';
import type { TrackingShareView } from '../../domain/api/tracking-share.ts';
import { toBeProvided } from '../provided.ts';

/**
 * Beyond the spec: the "Share tracking" panel of an order. It reads whether the order
 * has a live link; the owner makes one (a new one ends the old: only the token's hash is kept, so
 * the link shows once, right after it is made), copies it, or revokes it. "Copied" shows for
 * COPIED_FEEDBACK_MS, then the panel is ready again.
 */
export const TRACKING_SHARE_MACHINE_ID = 'trackingShare';

/** How long the copy button says "Copied". */
export const COPIED_FEEDBACK_MS = 2000;

export interface TrackingShareInput {
  orderId: number;
}

interface TrackingShareContext extends TrackingShareInput {
  share: TrackingShareView | null;
  /** The days the link being made is to work (SHARE's), until it is made. */
  validDays: number | null;
  /** The new link's token, known from making it until the page closes or the link is revoked. */
  token: string | null;
  failure: Failure | null;
}

type TrackingShareEvent =
  /** `validDays`: the link ends after so many days; without it, it works until revoked. */
  { type: 'SHARE'; validDays?: number } | { type: 'REVOKE' } | { type: 'COPY' } | { type: 'RETRY' };

const outputOf = (event: unknown): TrackingShareView => (event as { output: TrackingShareView }).output;

const trackingShareSetup = setup({
  types: {
    input: {} as TrackingShareInput,
    context: {} as TrackingShareContext,
    events: {} as TrackingShareEvent,
  },
  actors: {
    /** order/getTrackingShare. */
    loadShare: toBeProvided<TrackingShareView, TrackingShareInput>('loadShare'),
    /** order/shareTracking: the new link's view with its token. */
    createShare: toBeProvided<TrackingShareView, TrackingShareInput & { validDays?: number }>('createShare'),
    /** order/revokeTrackingShare. */
    revokeShare: toBeProvided<TrackingShareView, TrackingShareInput>('revokeShare'),
    /** Writes the link of `token` to the clipboard (the app knows the page's origin). */
    copyLink: toBeProvided<void, { token: string }>('copyLink'),
  },
  delays: {
    copiedFeedback: COPIED_FEEDBACK_MS,
  },
  guards: {
    isActive: ({ context }) => context.share?.active === true,
    hasLink: ({ context }) => context.token !== null,
  },
  actions: {
    takeShare: assign({
      share: ({ event }) => outputOf(event),
      token: ({ event }) => outputOf(event).token ?? null,
      failure: null,
    }),
    keepFailure: assign({ failure: ({ event }) => failureIn(event) }),
    forgetFailure: assign({ failure: null }),
    takeValidity: assign({
      validDays: ({ event }) => (event.type === 'SHARE' ? (event.validDays ?? null) : null),
      failure: null,
    }),
    notifyCopyFailed: () => {},
  },
});

/** What the owner may do whenever the panel is idle (ready, or still saying "Copied"). */
const panelActions = {
  SHARE: { target: 'sharing', actions: 'takeValidity' },
  REVOKE: { guard: 'isActive', target: 'revoking', actions: 'forgetFailure' },
  COPY: { guard: 'hasLink', target: 'copying' },
} as const;

export const trackingShareMachine = trackingShareSetup.createMachine({
  id: TRACKING_SHARE_MACHINE_ID,
  meta: {
    spec: ['beyond the spec: shareable tracking'],
  },
  description:
    'An order’s shared tracking link — whether it is live, making a new one (which ends the old), copying it with feedback, revoking it.',
  context: ({ input }) => ({ ...input, share: null, validDays: null, token: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Asking whether the order has a live link.',
      tags: ['busy'],
      invoke: {
        id: 'loadShare',
        src: 'loadShare',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'ready', actions: 'takeShare' },
        onError: { target: 'unavailable', actions: 'keepFailure' },
      },
    },
    unavailable: {
      description: 'The link’s state could not be read: the panel offers to try again.',
      on: { RETRY: { target: 'loading', actions: 'forgetFailure' } },
    },
    ready: {
      description:
        'The panel shows whether a link is live; the owner may make a (new) link, copy the one just made, or revoke the live one.',
      on: panelActions,
    },
    sharing: {
      description: 'Making a new link; the live one, if any, stops working.',
      tags: ['busy'],
      invoke: {
        id: 'createShare',
        src: 'createShare',
        input: ({ context }) =>
          context.validDays === null
            ? { orderId: context.orderId }
            : { orderId: context.orderId, validDays: context.validDays },
        onDone: { target: 'ready', actions: 'takeShare' },
        onError: { target: 'ready', actions: 'keepFailure' },
      },
    },
    revoking: {
      description: 'Ending the live link: whoever holds it sees a revoked page from now on.',
      tags: ['busy'],
      invoke: {
        id: 'revokeShare',
        src: 'revokeShare',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'ready', actions: 'takeShare' },
        onError: { target: 'ready', actions: 'keepFailure' },
      },
    },
    copying: {
      description: 'Writing the link to the clipboard.',
      invoke: {
        id: 'copyLink',
        src: 'copyLink',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'copied' },
        onError: { target: 'ready', actions: 'notifyCopyFailed' },
      },
    },
    copied: {
      description:
        'The copy button says "Copied" for copiedFeedback (2000 ms); the panel works as when ready.',
      after: { copiedFeedback: { target: 'ready' } },
      on: panelActions,
    },
  },
});
