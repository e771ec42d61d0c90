/**
 * A record's life for the console's record page (spec §6: staff read every record of their
 * tenant): its status now, the path it took from its audit trail with the staff who moved it
 * named, and the transitions its kind's table opens from that status, each marked with whether the
 * asking staff member may send it (an auditor may send none). Another tenant's record, and an id
 * that names none, are answered as missing alike, so ids cannot be probed.
 */
import type { RecordLife, RecordLifeBody } from '../../../domain/api/console.ts';
import { recordViewerOf } from '../../../domain/records/record-kind.ts';
import { openTransitions } from '../../../domain/records/trail-kinds.ts';
import { createRecordEventRepository } from '../../db/repositories/record-event-repository.ts';
import { recordStateOf } from '../../db/repositories/record-store.ts';
import type { Database } from '../../db/schema.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { notFound, ok, type TenantOutcome } from '../outcome.ts';

export const createRecordLifeService = (deps: { db: Database }) => {
  const trail = createRecordEventRepository(deps.db);
  return {
    life: async (viewer: Viewer, { kind, id }: RecordLifeBody): Promise<TenantOutcome<RecordLife>> => {
      const record = await recordStateOf(deps.db, kind, id);
      if (record === undefined || record.companyId !== viewer.companyId) return notFound('recordNotFound');
      return ok({
        kind,
        id,
        status: record.status,
        history: await trail.historyOf(kind, id, true),
        open: openTransitions(kind, record.status, recordViewerOf(viewer, false)),
      });
    },
  };
};
