/** What the reservation service answers: data, or a failure the route words in the request's language. */
import { ResultCode } from '../../../domain/api/envelope.ts';
import type { ReservationMessageId } from '../../../domain/reservations/messages.ts';

export type Outcome<T> = { ok: true; data: T } | { ok: false; code: ResultCode; id: ReservationMessageId };

export const ok = <T>(data: T): Outcome<T> => ({ ok: true, data });
export const refuse = (code: ResultCode, id: ReservationMessageId): Outcome<never> => ({
  ok: false,
  code,
  id,
});
/** Someone else's reservation, or another tenant's, answers as missing: ids cannot be probed. */
export const notFound = () => refuse(ResultCode.notFound, 'reservationNotFound');
/** The status does not allow the event (the transition table said no, or someone moved it first). */
export const notAllowed = () => refuse(ResultCode.failure, 'transitionNotAllowed');
