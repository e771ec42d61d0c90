/**
 * The tenant's markups (domain/freight/sell-price.ts), always of the session's company: any staff
 * reads the grid, pricing (`rates.manage`) saves it whole; each save is kept in the settings'
 * trail (area `markups`, the grid before and after) in the same transaction. A quotation or an
 * order keeps the price it was made at; a new markup applies to the next search.
 */
import type { MarkupGrid, SaveMarkupsBody } from '../../../domain/api/tenant.ts';
import { markupProblemsOf } from '../../../domain/freight/sell-price.ts';
import { hasPermission } from '../../../domain/permissions.ts';
import { createRepositories } from '../../db/repositories/index.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../accounts/clock.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { forbidden, invalid, ok, type TenantOutcome } from '../outcome.ts';

export const createMarkupService = ({ db, now }: { db: Database; now: Clock }) => ({
  list: async (viewer: Viewer): Promise<TenantOutcome<MarkupGrid>> =>
    ok({ markups: await createRepositories(db).markups.markupsOf(viewer.companyId) }),

  save: async (viewer: Viewer, body: SaveMarkupsBody): Promise<TenantOutcome<MarkupGrid>> => {
    if (!hasPermission(viewer, 'rates.manage')) return forbidden('tenantSettingsForbidden');
    const [problem] = markupProblemsOf(body.markups);
    if (problem !== undefined)
      return invalid(problem.problem, {
        customerType: problem.customerType,
        containerType: problem.containerType,
      });
    const at = now();
    const markups = await db.transaction().execute(async (trx) => {
      const repos = createRepositories(trx);
      const before = await repos.markups.markupsOf(viewer.companyId);
      await repos.markups.replaceMarkups(viewer.companyId, body.markups, at);
      const after = await repos.markups.markupsOf(viewer.companyId);
      await repos.tenantChanges.record({
        companyId: viewer.companyId,
        area: 'markups',
        userId: viewer.userId,
        changedAt: at.toISOString(),
        before,
        after,
      });
      return after;
    });
    return ok({ markups }, 'markupsSaved');
  },
});

export type MarkupService = ReturnType<typeof createMarkupService>;
