/**
 * What a failed call is, for every client of the API contract: the app's request helper
 * (src/api/client.ts) rejects with it and the statecharts (machines/) read it. It lives here,
 * beside the envelope whose codes it carries, because domain/ is what both machines/ and src/ may
 * import; a machine never sees ky, an HTTP status or a translated default text.
 *
 * One contract for every injected actor: it resolves with the answer of a successful call and
 * rejects with an `ApiFailure` otherwise, either the envelope's code with the server's message
 * (already in the visitor's language, shown as it is), or a network failure: no envelope came back
 * (offline, timeout, a proxy page), and the app shows its own words for it.
 */
import { type Envelope, ResultCode } from './envelope.ts';

/** The code of a call that got no envelope back; the server never sends it. */
export const NETWORK_FAILURE_CODE = 'network';

/** Every code the envelope carries except success: the ways a server may refuse a call. */
export type RefusalCode = Exclude<ResultCode, typeof ResultCode.success>;

export type Failure =
  /** The server answered with a code other than success; `message` is its text. */
  | { code: RefusalCode; message: string }
  /** No envelope came back: no text, the app shows its default one. */
  | { code: typeof NETWORK_FAILURE_CODE; message: '' };

export const networkFailure: Failure = { code: NETWORK_FAILURE_CODE, message: '' };

export const isNetworkFailure = (
  failure: Failure,
): failure is Extract<Failure, { code: typeof NETWORK_FAILURE_CODE }> =>
  failure.code === NETWORK_FAILURE_CODE;

const REFUSAL_CODES: ReadonlySet<string> = new Set(
  Object.values(ResultCode).filter((code) => code !== ResultCode.success),
);

const isRefusalCode = (code: unknown): code is RefusalCode =>
  typeof code === 'string' && REFUSAL_CODES.has(code);

/** The rejection of every call: an Error (stack, name) that carries the failure's fields. */
export class ApiFailure extends Error {
  override name = 'ApiFailure';
  readonly code: Failure['code'];
  /** `cause`: what the network failure was (a TypeError of fetch, a timeout), for the console. */
  constructor({ code, message }: Failure, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }
}

/**
 * The one reader of a rejection: what an actor's error (`xstate.error.actor.*` events carry it as
 * `unknown`) stands for. Anything but a refusal code (a TypeError of fetch, an aborted call, a fake's
 * plain Error) is a network failure.
 */
export const failureOf = (error: unknown): Failure => {
  if (typeof error !== 'object' || error === null || !('code' in error) || !isRefusalCode(error.code))
    return networkFailure;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return { code: error.code, message };
};

/** The server's text of a rejection; null when no envelope came back (the app words that itself). */
export const serverMessageOf = (error: unknown): string | null => {
  const failure = failureOf(error);
  return isNetworkFailure(failure) ? null : failure.message;
};

/**
 * The failure of an `xstate.error.actor.*` event, for actions and guards declared in `setup()`,
 * whose event type is the machine's own events: the error is read where there is one.
 */
export const failureIn = (event: object): Failure => failureOf('error' in event ? event.error : undefined);

/**
 * The answer an envelope stands for: itself on success, an `ApiFailure` otherwise. A code
 * this client does not know is a server fault.
 */
export const answerOf = <TEnvelope extends Pick<Envelope, 'message'> & { code: string }>(
  envelope: TEnvelope,
): TEnvelope => {
  const { code, message } = envelope;
  if (code === ResultCode.success) return envelope;
  throw new ApiFailure({ code: isRefusalCode(code) ? code : ResultCode.serverError, message });
};
