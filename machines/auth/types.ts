/**
 * What the accounts statecharts expect from the actors the app provides (src/api), in the terms
 * of the API envelope (domain/api/envelope.ts): every reply carries `code` ('1' success, '2'
 * expired link, anything else a failure) and `message`, the server's text to show on failure.
 *
 * Contract for the app: an actor resolves with the envelope whatever its code, including HTTP
 * 4xx / 429 answers that carry one, and rejects only when no envelope came back (network down,
 * malformed body). The machines decide on the code; they never read translated text.
 */
import type { AccountReply, ActivationResult, ExpiredLink, ResetGrant } from '../../domain/api/accounts.ts';
import type { QrCodeBody } from '../../domain/api/accounts-schemas.ts';

// Request and reply shapes are domain/api's (issue 9: inferred from the contract, never re-declared).
export type {
  CompanySuggestionReply,
  DecodeTokenReply,
  LoginReply,
  QrCodeReply,
} from '../../domain/api/accounts.ts';

/** The envelope fields every accounts reply has. */
export type Reply = AccountReply;

/** A failure to show as an error toast: the envelope's code and message, or `network` with no text. */
export interface Failure {
  code: string;
  /** The server's message, shown as is; empty for a network failure (the app shows its default text). */
  message: string;
}

export const NETWORK_FAILURE_CODE = 'network';

export const networkFailure: Failure = { code: NETWORK_FAILURE_CODE, message: '' };

export const failureOf = (reply: Reply): Failure => ({ code: reply.code, message: reply.message });

/** The tenant fields the accounts requests carry as they are (spec §7 bodies). */
export type TenantRequest = QrCodeBody;

export const isResetGrant = (value: unknown): value is ResetGrant =>
  typeof value === 'object' && value !== null && 'grant' in value && 'email' in value;

export const isActivationResult = (value: unknown): value is ActivationResult =>
  typeof value === 'object' && value !== null && 'apiKey' in value && 'userId' in value;

export const isExpiredLink = (value: unknown): value is ExpiredLink =>
  typeof value === 'object' && value !== null && 'email' in value;
