/** The audit trail table (migration 0009), as Kysely sees it (camelCase, schema.ts). */
import type { Generated } from 'kysely';
import type { RecordActor, TrailKind } from '../../domain/records/record-history.ts';

export interface RecordEventsTable {
  id: Generated<number>;
  kind: TrailKind;
  recordId: number;
  /** The record's company: staff read the trail of their own tenant only. */
  companyId: number;
  fromStatus: string | null;
  toStatus: string;
  event: string;
  actor: RecordActor;
  actorUserId: number | null;
  reason: string | null;
  at: string;
}

export interface RecordsSchema {
  recordEvents: RecordEventsTable;
}
