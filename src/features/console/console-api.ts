/** The staff console's calls (domain/api/console-paths.ts). */
import type { ConsoleDashboard } from '../../../domain/api/console.ts';
import { ConsolePath } from '../../../domain/api/console-paths.ts';
import { RateCardPath } from '../../../domain/api/rate-card-paths.ts';
import type { DashboardStart } from '../../../domain/console/dashboard-queues.ts';
import { fetchData } from '../../api/client.ts';

/** What waits in each queue the signed-in staff member may see, counted for their company. */
export const getDashboard = (signal?: AbortSignal): Promise<ConsoleDashboard> =>
  fetchData(ConsolePath.getDashboard, {}, signal);

/** Whether the tenant still lacks each start of domain/console/dashboard-queues.ts DASHBOARD_STARTS. */
export const STILL_TO_START: Record<DashboardStart, (signal: AbortSignal) => Promise<boolean>> = {
  rateCards: async (signal) =>
    (await fetchData(RateCardPath.listVersions, { pageNo: 1, pageSize: 1 }, signal)).total === 0,
};
