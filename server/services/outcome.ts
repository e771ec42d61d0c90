/**
 * What every service answers: its data, or a failure as an envelope code and a message id (with
 * the values its text names) that the route words in the request's language. Free of Fastify: the
 * route turns it into the envelope (`answerWith` in server/routes/api-route.ts), which also gives
 * the code its HTTP status. A success may name its own message (the accounts answers say what
 * happened: "Logged out", "Mail sent"); a failure may carry fields that travel beside code and
 * message (spec §8: an expired link still answers its validateMap).
 */
import { ResultCode } from '../../domain/api/envelope.ts';
import type { BookingMessageId } from '../../domain/booking/messages.ts';
import type { FreightMessageId } from '../../domain/freight/messages.ts';
import type { GrabRequestMessageId } from '../../domain/grab-requests/messages.ts';
import type { OrderMessageId } from '../../domain/orders/messages.ts';
import type { TrackingShareMessageId } from '../../domain/orders/tracking-share.ts';
import type { ReservationMessageId } from '../../domain/reservations/messages.ts';
import type { TenantMessageId } from '../../domain/tenant/messages.ts';
import type { SiteContentMessageId } from '../../domain/tenant/site-content-messages.ts';
import type { MessageId } from '../messages.ts';

export type MessageValues = Record<string, string | number>;
/** What travels beside code and message in the envelope. */
export type TopLevelFields = Record<string, unknown>;

export type Outcome<T, M extends string> =
  | { ok: true; data: T; id?: M }
  | { ok: false; code: ResultCode; id: M; values?: MessageValues; fields?: TopLevelFields };

/** Each area's outcome: its message ids are the table its route words them from. */
export type BookingOutcome<T> = Outcome<T, BookingMessageId>;
export type FreightOutcome<T> = Outcome<T, FreightMessageId>;
export type GrabRequestOutcome<T> = Outcome<T, GrabRequestMessageId>;
export type OrderOutcome<T> = Outcome<T, OrderMessageId>;
export type ReservationOutcome<T> = Outcome<T, ReservationMessageId>;
export type TrackingShareOutcome<T> = Outcome<T, TrackingShareMessageId>;
export type TenantOutcome<T> = Outcome<T, TenantMessageId>;
export type SiteContentOutcome<T> = Outcome<T, SiteContentMessageId>;
/** The server's own table (server/messages.ts): accounts, the tenant's company, persona events. */
export type ServerOutcome<T> = Outcome<T, MessageId>;

/** Success; `id` names its message when "Success" does not say enough. */
export const ok = <T, M extends string = never>(data: T, id?: M): { ok: true; data: T; id?: M } =>
  id === undefined ? { ok: true, data } : { ok: true, data, id };

export const refuse = <M extends string>(
  code: ResultCode,
  id: M,
  values?: MessageValues,
): { ok: false; code: ResultCode; id: M; values?: MessageValues } => ({
  ok: false,
  code,
  id,
  ...(values === undefined ? {} : { values }),
});

/** A failure that also answers fields beside code and message. */
export const refuseWith = <M extends string>(
  code: ResultCode,
  id: M,
  fields: TopLevelFields,
): { ok: false; code: ResultCode; id: M; fields: TopLevelFields } => ({ ok: false, code, id, fields });

/** The input breaks a rule of domain/ (HTTP 400). */
export const invalid = <M extends string>(id: M, values?: MessageValues) =>
  refuse(ResultCode.invalidInput, id, values);
/** A business rule said no: the status does not allow it, the space went meanwhile. */
export const declined = <M extends string>(id: M, values?: MessageValues) =>
  refuse(ResultCode.failure, id, values);
/** Someone else's record, or another tenant's, answers as missing: ids cannot be probed. */
export const notFound = <M extends string>(id: M, values?: MessageValues) =>
  refuse(ResultCode.notFound, id, values);
export const forbidden = <M extends string>(id: M) => refuse(ResultCode.forbidden, id);
export const unauthorized = <M extends string>(id: M) => refuse(ResultCode.unauthorized, id);
export const rateLimited = <M extends string>(id: M) => refuse(ResultCode.rateLimited, id);
