import { assign, setup } from 'xstate';
import type { QrLoginRequest } from '../../domain/api/accounts.ts';
import { type Failure, failureOf } from '../../domain/api/failure.ts';
import { toBeProvided } from '../provided.ts';
import type { Reply } from './types.ts';

/**
 * The phone side of QR login (portal-defined where spec §4 "QR login" is silent on the scanner):
 * a signed-in user opens the link of the QR code, sees which browser asks to sign in, and
 * confirms. Only that browser, which holds the poll token, then receives a session.
 */
export type QrConfirmEvent = { type: 'SIGNED_IN' } | { type: 'CONFIRM' };

interface QrConfirmContext {
  code: string;
  request: QrLoginRequest | null;
  failure: Failure | null;
}

export interface RequestReply extends Reply {
  data?: QrLoginRequest;
}

export const qrConfirmMachine = setup({
  types: {
    input: {} as { code: string },
    context: {} as QrConfirmContext,
    events: {} as QrConfirmEvent,
  },
  actors: {
    loadRequest: toBeProvided<RequestReply, { code: string }>('loadRequest'),
    confirm: toBeProvided<Reply, { code: string }>('confirm'),
  },
}).createMachine({
  id: 'qrConfirm',
  meta: {
    spec: ['§4 QR login (the phone side, portal-defined)'],
  },
  description: 'Confirms, from a signed-in phone, the browser that shows a login QR code.',
  context: ({ input }) => ({ code: input.code, request: null, failure: null }),
  initial: 'waitingForSession',
  states: {
    waitingForSession: {
      description: 'Nobody is signed in on this phone yet: the page offers the email login first.',
      on: { SIGNED_IN: 'loadingRequest' },
    },
    loadingRequest: {
      description: 'Reading which browser asked for this QR code (device, address, time).',
      invoke: {
        id: 'loadRequest',
        src: 'loadRequest',
        input: ({ context }) => ({ code: context.code }),
        onDone: {
          target: 'reviewing',
          actions: assign({ request: ({ event }) => event.output.data ?? null }),
        },
        onError: {
          target: 'unavailable',
          actions: assign({ failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    reviewing: {
      description: 'The user sees the requesting browser and may confirm it.',
      on: { CONFIRM: 'confirming' },
    },
    confirming: {
      description: 'Telling the server that this user lets that browser in.',
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => ({ code: context.code }),
        onDone: { target: 'confirmed' },
        onError: {
          target: 'unavailable',
          actions: assign({ failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    confirmed: {
      description: 'Done: the browser that showed the code is signed in on its next check.',
      type: 'final',
    },
    unavailable: {
      description: 'The code expired, was used, or the server refused: the page shows the reason.',
      type: 'final',
    },
  },
});
