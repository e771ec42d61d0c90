/**
 * What the accounts statecharts expect from the actors the app provides (src/api), in the terms
 * of the API envelope (domain/api/envelope.ts): every reply carries `code` ('1' success, '2'
 * expired link, anything else a failure) and `message`, the server's text to show on failure.
 *
 * Contract for the app: an actor resolves with the envelope whatever its code, including HTTP
 * 4xx / 429 answers that carry one, and rejects only when no envelope came back (network down,
 * malformed body). The machines decide on the code; they never read translated text.
 */
import type {
  ActivationResult,
  CompanySuggestion,
  ExpiredLink,
  ResetGrant,
  ValidateMap,
} from '../../domain/api/accounts.ts';
import type { WebFlag } from '../../domain/constants.ts';

/** The envelope fields every accounts reply has. */
export interface Reply {
  code: string;
  message: string;
}

/** A failure to show as an error toast: the envelope's code and message, or `network` with no text. */
export interface Failure {
  code: string;
  /** The server's message, shown as is; empty for a network failure (the app shows its default text). */
  message: string;
}

export const NETWORK_FAILURE_CODE = 'network';

export const networkFailure: Failure = { code: NETWORK_FAILURE_CODE, message: '' };

export const failureOf = (reply: Reply): Failure => ({ code: reply.code, message: reply.message });

/** Fields of the accounts requests the app sends as they are (spec §7 bodies). */
export interface TenantRequest {
  companyId: number;
  webFlag: WebFlag;
}

/** /webuser/getWebCnLoginQrCode */
export interface QrCodeReply extends Reply {
  logoQrCode?: string;
  logoQrCodeUUID?: string;
}

/** /webuser/checkUserIfAuthLogin and webuser/weblogin */
export interface LoginReply extends Reply {
  validateMap?: ValidateMap;
}

/** /webuser/forgetPasswordDecryptToken: which shape depends on the code and the mail flag. */
export interface DecodeTokenReply extends Reply {
  /** code '1' flag 1: ResetGrant; code '1' other flags: ActivationResult; code '2': ExpiredLink. */
  validateMap?: ResetGrant | ActivationResult | ExpiredLink;
}

/** /combobox/getTycCompanyList */
export interface CompanySuggestionReply extends Reply {
  items?: CompanySuggestion[];
}

export const isResetGrant = (value: unknown): value is ResetGrant =>
  typeof value === 'object' && value !== null && 'grant' in value && 'email' in value;

export const isActivationResult = (value: unknown): value is ActivationResult =>
  typeof value === 'object' && value !== null && 'apiKey' in value && 'userId' in value;

export const isExpiredLink = (value: unknown): value is ExpiredLink =>
  typeof value === 'object' && value !== null && 'email' in value;
