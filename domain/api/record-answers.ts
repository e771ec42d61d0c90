/** What every workspace record's answer carries: its audit trail and its deadlines (runtime schemas and types). */
import * as v from 'valibot';
import { DEADLINE_KINDS, FREE_TIME_STARTS } from '../booking/deadlines.ts';
import { RECORD_ACTORS } from '../records/record-history.ts';

/** One status change of a record (domain/records/record-history.ts). */
export const RecordHistoryEntry = v.strictObject({
  /** The status before; null for the record's creation. */
  fromStatus: v.nullable(v.string()),
  toStatus: v.string(),
  event: v.string(),
  actor: v.picklist(RECORD_ACTORS),
  /** Staff's name for their own company's eyes; customers see "customer service" (null here). */
  actorName: v.nullable(v.string()),
  reason: v.nullable(v.string()),
  /** ISO instant. */
  at: v.string(),
});
export type RecordHistoryEntry = v.InferOutput<typeof RecordHistoryEntry>;

/** One deadline of a booking's timeline (domain/booking/deadlines.ts). */
export const Deadline = v.strictObject({
  kind: v.picklist(DEADLINE_KINDS),
  /** The DCSA cut-off code; for free time the DCSA event it counts from (DISC, or ARRI for the ETA); null for the payment window. */
  code: v.nullable(v.string()),
  /** ISO-8601 UTC instant. */
  at: v.string(),
  /** UN/LOCODE of the port whose clock keeps it, and that port's IANA time zone. */
  port: v.string(),
  timeZone: v.string(),
  /** Free time only: what it counts from, and how many days. */
  freeTime: v.optional(v.strictObject({ startsFrom: v.picklist(FREE_TIME_STARTS), days: v.number() })),
});
export type Deadline = v.InferOutput<typeof Deadline>;
