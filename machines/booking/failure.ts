import { ResultCode } from '../../domain/api/envelope.ts';

/**
 * What the booking machines keep of a failed call. The app's booking calls
 * (src/features/booking/booking-api.ts, src/api/files.ts) reject with an ApiFailure carrying the
 * envelope's code and the server's message in the user's language; anything else (offline, a
 * proxy page, an aborted call) is a transport failure without a message.
 */
export interface BookingFailure {
  code: string;
  /** The server's text, shown as it is; empty for a transport failure (the app shows its own). */
  message: string;
}

export const TRANSPORT_FAILURE_CODE = 'network';

const transportFailure: BookingFailure = { code: TRANSPORT_FAILURE_CODE, message: '' };

/** The failure an actor's error stands for: the server's code and message, or transport. */
export const failureOf = (error: unknown): BookingFailure => {
  if (typeof error !== 'object' || error === null) return transportFailure;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && code !== TRANSPORT_FAILURE_CODE
    ? { code, message: typeof message === 'string' ? message : '' }
    : transportFailure;
};

/** The server answered that this order cannot be read by this viewer: polling it again will not help. */
export const isUnreadable = (failure: BookingFailure): boolean =>
  failure.code === ResultCode.notFound ||
  failure.code === ResultCode.forbidden ||
  failure.code === ResultCode.unauthorized;
