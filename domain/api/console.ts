/** Answer schemas of the staff console's endpoints (./console-paths.ts). */
import * as v from 'valibot';
import { DASHBOARD_QUEUES } from '../console/dashboard-queues.ts';
import { TRAIL_KINDS } from '../records/record-history.ts';
import { RecordHistoryEntry } from './record-answers.ts';
import { Id } from './schema-parts.ts';

/** One queue: how many items wait and when the oldest began waiting (ISO instant), null when none. */
export const DashboardQueueView = v.strictObject({
  queue: v.picklist(DASHBOARD_QUEUES),
  waiting: v.number(),
  oldestAt: v.nullable(v.string()),
});
export type DashboardQueueView = v.InferOutput<typeof DashboardQueueView>;

/** A rate about to expire (domain/console/expiring-rates.ts) and how many saved quotations use it. */
export const ExpiringRateView = v.strictObject({
  rateId: v.number(),
  pol: v.string(),
  pod: v.string(),
  carrier: v.string(),
  containerType: v.string(),
  etdDate: v.string(),
  validTo: v.string(),
  quotations: v.number(),
});
export type ExpiringRateView = v.InferOutput<typeof ExpiringRateView>;

/** The window in days (EXPIRING_RATE_DAYS), all the rates that expire in it, and the most quoted of them. */
export const ExpiringRates = v.strictObject({
  withinDays: v.number(),
  total: v.number(),
  list: v.array(ExpiringRateView),
});
export type ExpiringRates = v.InferOutput<typeof ExpiringRates>;

/** The queues the viewer may act on or read, in DASHBOARD_QUEUES order. */
export const ConsoleDashboard = v.strictObject({ queues: v.array(DashboardQueueView) });
export type ConsoleDashboard = v.InferOutput<typeof ConsoleDashboard>;

/** One record of the tenant by its kind and id (the console's record page, `?kind=&id=`). */
export const RecordLifeBody = v.object({ kind: v.picklist(TRAIL_KINDS), id: Id });
export type RecordLifeBody = v.InferOutput<typeof RecordLifeBody>;

/**
 * A record's life for its statechart (domain/records/trail-kinds.ts): its status now, the path it
 * took (its audit trail, oldest first, staff named) and the transitions open from its status, each
 * with whether the asking staff member may send it.
 */
export const RecordLife = v.strictObject({
  kind: v.picklist(TRAIL_KINDS),
  id: v.number(),
  status: v.string(),
  history: v.array(RecordHistoryEntry),
  open: v.array(v.strictObject({ event: v.string(), to: v.string(), offered: v.boolean() })),
});
export type RecordLife = v.InferOutput<typeof RecordLife>;
