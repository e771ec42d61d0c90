/**
 * The staff console's dashboard (domain/console/dashboard-queues.ts): the queues the viewer may act
 * on or read, each counted for the viewer's own company (the session's, never the body's), and the
 * rates about to expire with the count of the company's quotations using each
 * (domain/console/expiring-rates.ts).
 */
import type { ConsoleDashboard, ExpiringRates } from '../../../domain/api/console.ts';
import { DASHBOARD_QUEUES, seesQueue } from '../../../domain/console/dashboard-queues.ts';
import {
  EXPIRING_RATE_DAYS,
  EXPIRING_RATES_SHOWN,
  expiringWindow,
} from '../../../domain/console/expiring-rates.ts';
import type { ConsoleRepository } from '../../db/repositories/console-repository.ts';
import type { Clock } from '../accounts/clock.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { todayOf } from '../freight/reference.ts';
import { ok, type TenantOutcome } from '../outcome.ts';

export const createDashboardService = (deps: { console: ConsoleRepository; now: Clock }) => ({
  dashboard: async (viewer: Viewer): Promise<TenantOutcome<ConsoleDashboard>> =>
    ok({
      queues: await deps.console.waitingIn(
        viewer.companyId,
        DASHBOARD_QUEUES.filter((queue) => seesQueue(viewer, queue)),
      ),
    }),

  /** Every staff role reads records (the path's access): the rates about to expire are for all. */
  expiringRates: async (viewer: Viewer): Promise<TenantOutcome<ExpiringRates>> =>
    ok({
      withinDays: EXPIRING_RATE_DAYS,
      ...(await deps.console.expiringRates(
        viewer.companyId,
        expiringWindow(todayOf(deps.now().getTime())),
        EXPIRING_RATES_SHOWN,
      )),
    }),
});
