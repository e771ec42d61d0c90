import { assign, setup } from 'xstate';
import type { SandboxPaymentView } from '../../domain/api/booking.ts';

import { ResultCode } from '../../domain/api/envelope.ts';
import { type Failure, failureIn } from '../../domain/api/failure.ts';
import { SANDBOX_PAYMENT_CODE } from '../../domain/booking/payment-code.ts';
import { toBeProvided } from '../provided.ts';

/**
 * The sandbox payment provider's phone page (`/pay?code=…`): the payment QR code opens it
 * on a phone, which reads what it is about to pay and pays it, as the QR-login confirm page does for
 * a login. No login needed: the code alone names the payment. A code that cannot be one never
 * reaches the server.
 */
export const SANDBOX_PAYMENT_MACHINE_ID = 'sandboxPayment';

export type SandboxPaymentEvent =
  /** The page read its link: the code the QR code carried ('' when there was none). */
  | { type: 'OPEN'; code: string }
  /** The payer confirms the payment (the Pay button). */
  | { type: 'CONFIRM' }
  /** Ask again after a failed call: the answer says where the payment stands now. */
  | { type: 'RETRY' };

/** What the app's actors resolve with: the payment, and the time left to pay when it was answered. */
export interface SandboxPaymentAnswer {
  payment: SandboxPaymentView;
  /** From `expiresAt` by the app's clock at the moment of the answer: the window's delay. */
  remainingMs: number;
}

export interface SandboxPaymentContext {
  code: string;
  /** The payment as last answered. */
  payment: SandboxPaymentView | null;
  /** Time left to pay when the payment was last answered. */
  remainingMs: number;
  /** The last failed call: the server's code and message, or a transport failure. */
  failure: Failure | null;
}

/** The app's actors (src/features/booking/booking-api.ts) reject with an ApiFailure (domain/api/failure.ts). */
export const sandboxPaymentMachine = setup({
  types: {
    context: {} as SandboxPaymentContext,
    events: {} as SandboxPaymentEvent,
  },
  actors: {
    loadPayment: toBeProvided<SandboxPaymentAnswer, { code: string }>('loadPayment'),
    confirmPayment: toBeProvided<SandboxPaymentAnswer, { code: string }>('confirmPayment'),
  },
  guards: {
    codeLooksValid: ({ event }) => event.type === 'OPEN' && SANDBOX_PAYMENT_CODE.test(event.code),
    isOpen: (_, answer: SandboxPaymentAnswer) => answer.payment.state === 'open' && answer.remainingMs > 0,
    isPaid: (_, answer: SandboxPaymentAnswer) => answer.payment.state === 'paid',
    /** No payment has this code (or the server refused it as one). */
    isUnknown: ({ event }) => {
      const { code } = failureIn(event);
      return code === ResultCode.notFound || code === ResultCode.invalidInput;
    },
  },
  actions: {
    takeCode: assign({ code: ({ context, event }) => (event.type === 'OPEN' ? event.code : context.code) }),
    takePayment: assign((_, answer: SandboxPaymentAnswer) => ({
      payment: answer.payment,
      remainingMs: Math.max(0, answer.remainingMs),
    })),
    recordFailure: assign({ failure: ({ event }) => failureIn(event) }),
    forgetFailure: assign({ failure: null }),
  },
  delays: {
    /** The rest of the payment window (spec §4: 3 minutes from the booking), never restarted. */
    windowLeft: ({ context }) => context.remainingMs,
  },
}).createMachine({
  id: SANDBOX_PAYMENT_MACHINE_ID,
  meta: {
    spec: ['§4 Payment window of 3 minutes (the phone side, sandbox provider)', '§9 payment window'],
  },
  description: 'Shows a phone what a payment QR code asks it to pay, and pays it in the sandbox.',
  context: { code: '', payment: null, remainingMs: 0, failure: null },
  initial: 'reading',
  states: {
    reading: {
      description:
        'The page reads the code from its link; one that does not have the shape of a payment code is refused without a call.',
      on: {
        OPEN: [
          { guard: 'codeLooksValid', target: 'loading', actions: 'takeCode' },
          { target: 'badCode', actions: 'takeCode' },
        ],
      },
    },
    badCode: {
      description: 'The link carries no payment code, or not one the provider could have made.',
      type: 'final',
    },
    loading: {
      description: 'Reading the payment: order number, amount, description, state and the end of its window.',
      tags: ['busy'],
      invoke: {
        id: 'loadPayment',
        src: 'loadPayment',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: { type: 'isOpen', params: ({ event }) => event.output },
            target: 'open',
            actions: { type: 'takePayment', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isPaid', params: ({ event }) => event.output },
            target: 'paid',
            actions: { type: 'takePayment', params: ({ event }) => event.output },
          },
          // Closed, refunded, or open with no time left: it can no longer be paid.
          { target: 'closed', actions: { type: 'takePayment', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: 'isUnknown', target: 'notFound' },
          { target: 'failed', actions: 'recordFailure' },
        ],
      },
    },
    open: {
      description:
        'The payer sees the order number, amount, description and the time left, and may pay until the window ends.',
      after: { windowLeft: 'closed' },
      on: { CONFIRM: { target: 'paying', actions: 'forgetFailure' } },
    },
    paying: {
      description: 'Telling the sandbox to pay: it then notifies the portal as a real provider would.',
      tags: ['busy'],
      invoke: {
        id: 'confirmPayment',
        src: 'confirmPayment',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: { type: 'isPaid', params: ({ event }) => event.output },
            target: 'paid',
            actions: { type: 'takePayment', params: ({ event }) => event.output },
          },
          { target: 'closed', actions: { type: 'takePayment', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: 'isUnknown', target: 'notFound' },
          {
            // The server refused (closed meanwhile, already paid, too many attempts) or could not be
            // reached, and the payment may or may not have gone through: read it again, with the
            // reason on top.
            target: 'loading',
            actions: 'recordFailure',
          },
        ],
      },
    },
    paid: {
      description: 'Paid: the portal shows the order in hand to the customer who booked it.',
      type: 'final',
    },
    closed: {
      description:
        'The order was cancelled, its window ended, or the payment was refunded: it can no longer be paid.',
      type: 'final',
    },
    notFound: {
      description: 'No payment has this code.',
      type: 'final',
    },
    failed: {
      description: 'The server could not be reached or refused the call: the payer may try again.',
      on: { RETRY: { target: 'loading', actions: 'forgetFailure' } },
    },
  },
});
