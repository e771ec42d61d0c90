import { type ActorRefFrom, assign, setup } from 'xstate';
import type { ValidateMap } from '../../domain/api/accounts.ts';
import { ResultCode } from '../../domain/api/envelope.ts';
import { type Failure, failureIn, failureOf } from '../../domain/api/failure.ts';
import { QR_LOGIN_POLL_INTERVAL_MS } from '../../domain/constants.ts';
import { toBeProvided } from '../provided.ts';
import type { LoginReply, QrCodeReply, TenantRequest } from './types.ts';

/**
 * QR-code login (spec §4 QR login, §7 getWebCnLoginQrCode and checkUserIfAuthLogin): fetch a code,
 * then ask every 2 seconds whether a phone confirmed it. The login dialog invokes this machine
 * while its QR view shows; leaving the view, closing the dialog or unmounting it stops the child,
 * and with it the timer and any pending check.
 */
export const QR_LOGIN_MACHINE_ID = 'qrLogin';

export type QrLoginInput = TenantRequest;

export interface QrCode {
  /** The picture as base64, ready for an img src. */
  logoQrCode: string;
  logoQrCodeUUID: string;
}

interface QrLoginContext extends QrLoginInput {
  qr: QrCode | null;
  /** Why the code could not be fetched; the view shows the message and a retry button. */
  failure: Failure | null;
  validateMap: ValidateMap | null;
}

export interface QrLoginOutput {
  validateMap: ValidateMap;
}

export type QrLoginEvent = { type: 'RETRY' };

export type CheckQrLoginInput = TenantRequest & { logoQrCodeUUID: string };

export const qrLoginMachine = setup({
  types: {
    input: {} as QrLoginInput,
    context: {} as QrLoginContext,
    events: {} as QrLoginEvent,
    output: {} as QrLoginOutput,
  },
  actors: {
    fetchQrCode: toBeProvided<QrCodeReply, TenantRequest>('fetchQrCode'),
    checkQrLogin: toBeProvided<LoginReply, CheckQrLoginInput>('checkQrLogin'),
  },
  delays: {
    qrPollInterval: QR_LOGIN_POLL_INTERVAL_MS,
  },
  guards: {
    qrCodeExpired: ({ event }) => failureIn(event).code === ResultCode.expired,
  },
  actions: {
    /** Error toast with the server's message (spec §8: QR code fetch); empty message: network. */
    showFailure: (_, _failure: Failure) => {},
  },
}).createMachine({
  id: QR_LOGIN_MACHINE_ID,
  meta: {
    spec: [
      '§4 QR login',
      '§7 getWebCnLoginQrCode, checkUserIfAuthLogin',
      '§8 QR code fetch failure',
      '§9 poll interval',
    ],
  },
  description:
    'QR-code login (spec §4 QR login): fetch a code, poll its status every qrPollInterval until a phone confirms it. Runs only while the dialog shows the QR view: the dialog stops it when it closes, changes view or unmounts.',
  context: ({ input }) => ({ ...input, qr: null, failure: null, validateMap: null }),
  initial: 'fetching',
  output: ({ context }) => ({ validateMap: context.validateMap! }),
  states: {
    fetching: {
      description:
        'A new QR code is being fetched (spec §7 getWebCnLoginQrCode with companyId and webFlag); the view shows a loading placeholder.',
      tags: ['loading'],
      invoke: {
        id: 'fetchQrCode',
        src: 'fetchQrCode',
        input: ({ context }) => ({ companyId: context.companyId, webFlag: context.webFlag }),
        onDone: {
          target: 'polling',
          actions: assign({
            qr: ({ event }) => ({
              logoQrCode: event.output.logoQrCode!,
              logoQrCodeUUID: event.output.logoQrCodeUUID!,
            }),
            failure: null,
          }),
        },
        onError: {
          target: 'failed',
          description:
            'Spec §8: code other than 1, the server message (or the network failure) is shown as an error.',
          actions: [
            assign({ failure: ({ event }) => failureOf(event.error) }),
            { type: 'showFailure', params: ({ event }) => failureOf(event.error) },
          ],
        },
      },
    },
    failed: {
      description:
        'No QR code could be fetched: the view shows the failure (server message, or the default text for a network failure) and a retry button. Nothing is polled.',
      on: { RETRY: { target: 'fetching', actions: assign({ failure: null }) } },
    },
    polling: {
      description:
        'The QR code is shown and its status is asked every qrPollInterval (2000 ms, spec §4 and §9) until the check answers code 1.',
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Waiting qrPollInterval before the next status check; the code stays on screen.',
          after: { qrPollInterval: { target: 'checking' } },
        },
        checking: {
          description:
            'Asking the server whether a phone confirmed this code (spec §7 checkUserIfAuthLogin with logoQrCodeUUID).',
          invoke: {
            id: 'checkQrLogin',
            src: 'checkQrLogin',
            input: ({ context }) => ({
              logoQrCodeUUID: context.qr!.logoQrCodeUUID,
              companyId: context.companyId,
              webFlag: context.webFlag,
            }),
            onDone: {
              target: '#qrLogin.success',
              actions: assign({ validateMap: ({ event }) => event.output.validateMap! }),
            },
            onError: [
              {
                guard: 'qrCodeExpired',
                target: '#qrLogin.fetching',
                description: 'Code 2: the QR code expired; a new one is fetched and polling starts again.',
              },
              {
                target: 'waiting',
                description:
                  "Any other code ('0' not confirmed yet, '429' rate limited...) or a network failure: ask again after the same qrPollInterval.",
              },
            ],
          },
        },
      },
    },
    success: {
      description:
        'A phone confirmed the code (check answered code 1): polling stops and the output carries the login result (validateMap) for the dialog.',
      type: 'final',
    },
  },
});

export type QrLoginMachine = typeof qrLoginMachine;
export type QrLoginActor = ActorRefFrom<QrLoginMachine>;
