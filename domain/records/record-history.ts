/**
 * The audit trail of every record with a life: space orders, advance bookings
 * (reservations), grab requests, orders. Each status change is one entry — who, when, from which
 * status to which, by which event, with the reason given — written in the same transaction as the
 * change, and shown to the record's owner as its history.
 */
export const RECORD_KINDS = ['spaceOrder', 'reservation', 'grabRequest', 'order'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
/**
 * Every kind the trail holds: the store's records, and a customer's certification
 * (domain/profile/certification-lifecycle.ts; its record id is the account's).
 */
export const TRAIL_KINDS = [...RECORD_KINDS, 'certification'] as const;
export type TrailKind = (typeof TRAIL_KINDS)[number];

/** Who moved the record: its owner, staff of its company, or the server itself (a window passed). */
export const RECORD_ACTORS = ['owner', 'staff', 'system'] as const;
export type RecordActor = (typeof RECORD_ACTORS)[number];

/** One entry of the trail; the type is inferred from its runtime schema (domain/api/record-answers.ts). */
export type { RecordHistoryEntry } from '../api/record-answers.ts';
