/**
 * The API envelope (architecture page, spec section 7): every response is JSON with `code` and
 * `message`. '1' is success and '2' an expired link (spec); the other codes are this portal's own
 * choice where the spec says "not shown", documented in docs/api.md.
 */
export const ResultCode = {
  success: '1',
  expired: '2',
  /** A business rule said no; `message` says why. */
  failure: '0',
  /** The body, query or upload failed validation; `message` names the field. */
  invalidInput: '400',
  /** No session, or it expired or was revoked: the client clears it and opens the login dialog. */
  unauthorized: '401',
  forbidden: '403',
  notFound: '404',
  /**
   * An Idempotency-Key sent again with another request than the one it first named: nothing was
   * done; a new attempt needs a new key (docs/api.md). A business outcome, HTTP 200 like '404'.
   */
  conflict: '409',
  tooLarge: '413',
  rateLimited: '429',
  /** Unexpected fault; the message is generic and the details stay in the server log. */
  serverError: '500',
  /**
   * The payment provider could not be reached or its answer could not be believed (unsigned,
   * tampered, stale); HTTP 502. What the call began was undone; trying again later may work.
   */
  providerUnavailable: '502',
  /** The database is away for a moment (restarting, unreachable); HTTP 503 with Retry-After. */
  unavailable: '503',
} as const;

export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export interface Envelope<T = undefined> {
  code: ResultCode;
  message: string;
  data?: T;
}

/** Header names every request carries (spec section 7). */
export const SYS_SOURCE_HEADER = 'sys_source';
export const AUTHORIZATION_HEADER = 'Authorization';
/** The value this web portal sends as sys_source; the spec does not show one. */
export const WEB_SYS_SOURCE = 'web-portal';
