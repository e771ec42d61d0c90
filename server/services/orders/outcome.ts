/** What the order service answers: data, or a failure the route words in the request's language. */
import { ResultCode } from '../../../domain/api/envelope.ts';
import type { OrderMessageId } from '../../../domain/orders/messages.ts';

export type Outcome<T> = { ok: true; data: T } | { ok: false; code: ResultCode; id: OrderMessageId };

export const ok = <T>(data: T): Outcome<T> => ({ ok: true, data });
export const refuse = (code: ResultCode, id: OrderMessageId): Outcome<never> => ({ ok: false, code, id });
export const invalid = (id: OrderMessageId) => refuse(ResultCode.invalidInput, id);
/** Someone else's order, or another tenant's, answers as missing: ids cannot be probed. */
export const notFound = () => refuse(ResultCode.notFound, 'orderNotFound');
/** The step does not allow the event (the transition table said no, or someone moved it first). */
export const notAllowed = () => refuse(ResultCode.failure, 'transitionNotAllowed');
