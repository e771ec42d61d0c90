/** Answer schemas of the staff console's endpoints (./console-paths.ts). */
import * as v from 'valibot';
import { DASHBOARD_QUEUES } from '../console/dashboard-queues.ts';

/** One queue: how many items wait and when the oldest began waiting (ISO instant), null when none. */
export const DashboardQueueView = v.strictObject({
  queue: v.picklist(DASHBOARD_QUEUES),
  waiting: v.number(),
  oldestAt: v.nullable(v.string()),
});
export type DashboardQueueView = v.InferOutput<typeof DashboardQueueView>;

/** The queues the viewer may act on or read, in DASHBOARD_QUEUES order. */
export const ConsoleDashboard = v.strictObject({ queues: v.array(DashboardQueueView) });
export type ConsoleDashboard = v.InferOutput<typeof ConsoleDashboard>;
