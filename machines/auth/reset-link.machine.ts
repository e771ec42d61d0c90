import { assign, setup } from 'xstate';
import { needsCertificationOnLogin } from '../../domain/access.ts';
import type { ActivationResult, ExpiredLink, ResetGrant } from '../../domain/api/accounts.ts';
import { SendMailFlag } from '../../domain/api/accounts.ts';
import type { DecryptTokenBody } from '../../domain/api/accounts-schemas.ts';
import { ResultCode } from '../../domain/api/envelope.ts';
import { type Failure, failureOf } from '../../domain/api/failure.ts';
import { WebFlag } from '../../domain/constants.ts';
import { toBeProvided } from '../provided.ts';
import { type DecodeTokenReply, isActivationResult, isExpiredLink, isResetGrant } from './types.ts';

/**
 * The password-reset and activation link (spec §4 Password-reset and activation link, §8): the
 * mail link opens the portal with `?sendFlag=&token=`; the app starts this machine and sends
 * LINK_OPENED with them. The machine's output tells the app what to open next (the login dialog's
 * OPEN event); it shows toasts and stores the session through named actions.
 */
export const RESET_LINK_MACHINE_ID = 'resetLink';

export interface ResetLinkInput {
  companyId: number;
  /** The tenant's setting: 3 makes customers certify after login (spec §4). */
  programJurisdictionFlag: number;
}

export type ResetLinkEvent = { type: 'LINK_OPENED'; sendFlag: number; token: string };

export type ResetLinkOutcome =
  /** Flag 1, code 1: open the dialog's change-password view (OPEN view changePassword). */
  | { kind: 'changePassword'; grant: ResetGrant }
  /** Other flag, code 1: the user is logged in; open the certification view if it says so. */
  | { kind: 'loggedIn'; validateMap: ActivationResult; needsCertification: boolean }
  /** Other flag, code 2: open the dialog's expired view (OPEN view emailExpired). */
  | { kind: 'expired'; account: ExpiredLink }
  /** Flag 1 with code 2, any other answer or code, or a network failure: an error toast was shown. */
  | { kind: 'failed'; failure: Failure };

export type DecodeTokenRequest = DecryptTokenBody;

interface ResetLinkContext extends ResetLinkInput {
  sendFlag: number | null;
  token: string | null;
  outcome: ResetLinkOutcome | null;
}

const isResetFlag = (flag: number | null): boolean => flag === SendMailFlag.reset;

/** An expired reset link is shown as a failure with the server's message (spec §8). */
const expiredFailure = ({ event }: { event: { output: DecodeTokenReply } }): Failure => ({
  code: ResultCode.expired,
  message: event.output.message,
});

/** A success that fits neither flag (a reset grant for an activation link...): a server fault. */
const unfitFailure: Failure = { code: ResultCode.serverError, message: '' };

export const resetLinkMachine = setup({
  types: {
    input: {} as ResetLinkInput,
    context: {} as ResetLinkContext,
    events: {} as ResetLinkEvent,
    output: {} as ResetLinkOutcome,
  },
  actors: {
    decodeToken: toBeProvided<DecodeTokenReply, DecodeTokenRequest>('decodeToken'),
  },
  guards: {
    resetGranted: ({ context }, reply: DecodeTokenReply) =>
      reply.code === ResultCode.success && isResetFlag(context.sendFlag) && isResetGrant(reply.validateMap),
    activatedNeedingCertification: ({ context }, reply: DecodeTokenReply) =>
      reply.code === ResultCode.success &&
      !isResetFlag(context.sendFlag) &&
      isActivationResult(reply.validateMap) &&
      needsCertificationOnLogin({
        certificationStatus: reply.validateMap.certificationStatus,
        programJurisdictionFlag: context.programJurisdictionFlag,
        userType: reply.validateMap.userType,
      }),
    activated: ({ context }, reply: DecodeTokenReply) =>
      reply.code === ResultCode.success &&
      !isResetFlag(context.sendFlag) &&
      isActivationResult(reply.validateMap),
    resetLinkExpired: ({ context }, reply: DecodeTokenReply) =>
      reply.code === ResultCode.expired && isResetFlag(context.sendFlag),
    activationLinkExpired: ({ context }, reply: DecodeTokenReply) =>
      reply.code === ResultCode.expired && !isResetFlag(context.sendFlag) && isExpiredLink(reply.validateMap),
  },
  actions: {
    /** Removes sendFlag and token from the address bar (history.replaceState), spec §4. */
    cleanUrl: () => {},
    /** Hands the login result to the session (the app sends LOGGED_IN to the session machine). */
    storeSession: (_, _validateMap: ActivationResult) => {},
    /** Spec §4, §8: code 2 saves the email and English name locally for a new activation mail. */
    rememberExpiredAccount: (_, _account: ExpiredLink | null) => {},
    /** Error toast with the server's message (empty message: network failure, default text). */
    showFailure: (_, _failure: Failure) => {},
  },
}).createMachine({
  id: RESET_LINK_MACHINE_ID,
  meta: {
    spec: [
      '§4 Password-reset and activation link',
      '§4 Certification status',
      '§7 forgetPasswordDecryptToken',
      '§8 Password-reset decode',
    ],
  },
  description:
    'Decodes a password-reset or activation link once (spec §4, §8) and says what the portal opens next.',
  context: ({ input }) => ({ ...input, sendFlag: null, token: null, outcome: null }),
  initial: 'idle',
  output: ({ context }) => context.outcome!,
  states: {
    idle: {
      description: 'Waiting for the link parameters the app read from the address (sendFlag, token).',
      on: {
        LINK_OPENED: {
          target: 'decoding',
          actions: assign({ sendFlag: ({ event }) => event.sendFlag, token: ({ event }) => event.token }),
        },
      },
    },
    decoding: {
      description:
        'forgetPasswordDecryptToken decodes the token (spec §7); the URL is cleaned on entry so a reload never decodes it twice.',
      tags: ['loading'],
      entry: 'cleanUrl',
      invoke: {
        id: 'decodeToken',
        src: 'decodeToken',
        input: ({ context }) => ({
          token: context.token ?? '',
          // Any flag but 1 logs in (an activation link, or a sign-in link), here as in the guards below.
          sendMailFlag: isResetFlag(context.sendFlag)
            ? SendMailFlag.reset
            : context.sendFlag === SendMailFlag.signIn
              ? SendMailFlag.signIn
              : SendMailFlag.activation,
          webFlag: WebFlag.english,
          companyId: context.companyId,
        }),
        onDone: [
          {
            guard: { type: 'resetGranted', params: ({ event }) => event.output },
            target: 'changePassword',
            actions: assign({
              outcome: ({ event }) => ({
                kind: 'changePassword' as const,
                grant: event.output.validateMap as ResetGrant,
              }),
            }),
          },
          {
            guard: { type: 'activatedNeedingCertification', params: ({ event }) => event.output },
            target: 'certificationNeeded',
            actions: [
              assign({
                outcome: ({ event }) => ({
                  kind: 'loggedIn' as const,
                  validateMap: event.output.validateMap as ActivationResult,
                  needsCertification: true,
                }),
              }),
              { type: 'storeSession', params: ({ event }) => event.output.validateMap as ActivationResult },
            ],
          },
          {
            guard: { type: 'activated', params: ({ event }) => event.output },
            target: 'loggedIn',
            actions: [
              assign({
                outcome: ({ event }) => ({
                  kind: 'loggedIn' as const,
                  validateMap: event.output.validateMap as ActivationResult,
                  needsCertification: false,
                }),
              }),
              { type: 'storeSession', params: ({ event }) => event.output.validateMap as ActivationResult },
            ],
          },
          {
            guard: { type: 'resetLinkExpired', params: ({ event }) => event.output },
            target: 'failed',
            description: 'Spec §8: code 2 with flag 1, the message as an error; the account is saved.',
            actions: [
              {
                type: 'rememberExpiredAccount',
                params: ({ event }) =>
                  isExpiredLink(event.output.validateMap) ? event.output.validateMap : null,
              },
              assign({ outcome: (args) => ({ kind: 'failed' as const, failure: expiredFailure(args) }) }),
              { type: 'showFailure', params: expiredFailure },
            ],
          },
          {
            guard: { type: 'activationLinkExpired', params: ({ event }) => event.output },
            target: 'expired',
            actions: [
              {
                type: 'rememberExpiredAccount',
                params: ({ event }) => event.output.validateMap as ExpiredLink,
              },
              assign({
                outcome: ({ event }) => ({
                  kind: 'expired' as const,
                  account: event.output.validateMap as ExpiredLink,
                }),
              }),
            ],
          },
          {
            target: 'failed',
            description: 'An answer that fits neither flag: a failure without the server’s text.',
            actions: [
              assign({ outcome: { kind: 'failed', failure: unfitFailure } }),
              { type: 'showFailure', params: unfitFailure },
            ],
          },
        ],
        onError: {
          target: 'failed',
          description: 'Spec §8: any other code, the server message as an error (or the network failure).',
          actions: [
            assign({
              outcome: ({ event }) => ({ kind: 'failed' as const, failure: failureOf(event.error) }),
            }),
            { type: 'showFailure', params: ({ event }) => failureOf(event.error) },
          ],
        },
      },
    },
    changePassword: {
      description:
        'Flag 1, code 1 (spec §4): the app opens the English dialog on change password with the output grant (read-only email).',
      type: 'final',
    },
    loggedIn: {
      description:
        'Activation (flag other than 1), code 1: the session was stored; certification is not needed (certified, staff, or not required), nothing more opens.',
      type: 'final',
    },
    certificationNeeded: {
      description:
        'Activation, code 1, and spec §4 asks for certification (status 1, 2 or 4, programJurisdictionFlag 3, not staff): the session was stored and the app opens the English dialog on the certification form.',
      type: 'final',
    },
    expired: {
      description:
        'Activation link expired (code 2, flag other than 1): the account was saved locally and the app opens the English dialog on the expired notice.',
      type: 'final',
    },
    failed: {
      description:
        'Flag 1 with code 2 (expired reset link), any other code, or a network failure: the error toast was shown; nothing opens.',
      type: 'final',
    },
  },
});
