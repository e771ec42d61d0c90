/**
 * The staff console's dashboard (domain/console/dashboard-queues.ts): the queues the viewer may act
 * on or read, each counted for the viewer's own company (the session's, never the body's).
 */
import type { ConsoleDashboard } from '../../../domain/api/console.ts';
import { DASHBOARD_QUEUES, seesQueue } from '../../../domain/console/dashboard-queues.ts';
import type { ConsoleRepository } from '../../db/repositories/console-repository.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { ok, type TenantOutcome } from '../outcome.ts';

export const createDashboardService = (deps: { console: ConsoleRepository }) => ({
  dashboard: async (viewer: Viewer): Promise<TenantOutcome<ConsoleDashboard>> =>
    ok({
      queues: await deps.console.waitingIn(
        viewer.companyId,
        DASHBOARD_QUEUES.filter((queue) => seesQueue(viewer, queue)),
      ),
    }),
});
