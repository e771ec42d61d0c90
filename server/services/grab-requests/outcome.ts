/** What a grab-request service answers: data, or a failure the route words in the request's language. */
import { ResultCode } from '../../../domain/api/envelope.ts';
import type { GrabRequestMessageId } from '../../../domain/grab-requests/messages.ts';

export type GrabOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; code: ResultCode; id: GrabRequestMessageId; values?: Record<string, string | number> };

export const ok = <T>(data: T): GrabOutcome<T> => ({ ok: true, data });

export const refuse = (
  code: ResultCode,
  id: GrabRequestMessageId,
  values?: Record<string, string | number>,
): GrabOutcome<never> => ({ ok: false, code, id, ...(values === undefined ? {} : { values }) });

export const invalid = (id: GrabRequestMessageId) => refuse(ResultCode.invalidInput, id);
/** A business rule said no (the status does not allow it, the space went meanwhile). */
export const declined = (id: GrabRequestMessageId, values?: Record<string, string | number>) =>
  refuse(ResultCode.failure, id, values);
/** Someone else's request answers as missing: ids cannot be probed. */
export const requestNotFound = () => refuse(ResultCode.notFound, 'grabRequestNotFound');
