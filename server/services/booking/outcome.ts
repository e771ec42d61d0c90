/** What a booking service answers: data, or a failure the route words in the request's language. */
import { ResultCode } from '../../../domain/api/envelope.ts';
import type { BookingMessageId } from '../../../domain/booking/messages.ts';

export type Outcome<T> =
  | { ok: true; data: T }
  | { ok: false; code: ResultCode; id: BookingMessageId; values?: Record<string, string | number> };

export const ok = <T>(data: T): Outcome<T> => ({ ok: true, data });

export const refuse = (
  code: ResultCode,
  id: BookingMessageId,
  values?: Record<string, string | number>,
): Outcome<never> => ({ ok: false, code, id, ...(values === undefined ? {} : { values }) });

export const invalid = (id: BookingMessageId, values?: Record<string, string | number>) =>
  refuse(ResultCode.invalidInput, id, values);
/** A business rule said no (the space went meanwhile, the status does not allow it). */
export const declined = (id: BookingMessageId, values?: Record<string, string | number>) =>
  refuse(ResultCode.failure, id, values);
export const forbidden = (id: BookingMessageId) => refuse(ResultCode.forbidden, id);
/** Someone else's order answers as missing: ids cannot be probed. */
export const orderNotFound = () => refuse(ResultCode.notFound, 'orderNotFound');
