/**
 * Reads a booking's Idempotency-Key header (docs/api.md): absent, a valid key, or a refusal for a
 * malformed one (an array of them included), answered '400' before anything is looked at.
 */
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey } from '../../domain/api/idempotency-key.ts';
import type { BookingMessageId } from '../../domain/booking/messages.ts';
import { invalid, type Outcome } from '../services/outcome.ts';

export const withIdempotencyKey = async <T>(
  request: FastifyRequest,
  handle: (key: string | undefined) => Promise<Outcome<T, BookingMessageId>>,
): Promise<Outcome<T, BookingMessageId>> => {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return handle(undefined);
  if (typeof value !== 'string' || !isIdempotencyKey(value)) return invalid('idempotencyKeyInvalid');
  return handle(value);
};
