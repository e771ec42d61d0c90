/**
 * The Idempotency-Key a booking may carry, as payment APIs take one: the client makes a fresh key
 * per attempt and sends the same key again when it retries after a lost answer; the server answers
 * the retry with the hold the key first made, never a second one (docs/api.md).
 */
import { BookingPath } from './booking-paths.ts';
import type { ApiPath } from './paths.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** The paths that take the key; a key sent again with another request answers code '409'. */
export const IDEMPOTENT_PATHS: ReadonlySet<ApiPath> = new Set([BookingPath.bookSpace]);
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** How long a key answers its first hold; afterwards it is forgotten and may start a new attempt. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** 1 to 255 printable ASCII characters (a UUID, a ULID, any token the client makes). */
export const isIdempotencyKey = (value: string): boolean =>
  value.length >= 1 && value.length <= IDEMPOTENCY_KEY_MAX_LENGTH && /^[\x20-\x7E]+$/.test(value);
