/**
 * The audit trail: one entry per status change, appended in the change's own
 * transaction (pass the `trx`), read back as the record's history, oldest first.
 */
import type { Insertable } from 'kysely';
import type { RecordHistoryEntry, TrailKind } from '../../../domain/records/record-history.ts';
import type { RecordEventsTable } from '../records-schema.ts';
import type { Database } from '../schema.ts';
import { insertRows } from './query-helpers.ts';

export type NewRecordEvent = Omit<Insertable<RecordEventsTable>, 'id'>;

export const appendRecordEvent = (db: Database, event: NewRecordEvent): Promise<void> =>
  appendRecordEvents(db, [event]);

/** Several entries by one INSERT (the records a transaction creates together). */
export const appendRecordEvents = async (db: Database, events: readonly NewRecordEvent[]): Promise<void> => {
  await insertRows(db, 'recordEvents', events);
};

export const createRecordEventRepository = (db: Database) => ({
  /** The history of one record; staff names are for staff only (`withStaffNames`). */
  historyOf: async (
    kind: TrailKind,
    recordId: number,
    withStaffNames: boolean,
  ): Promise<RecordHistoryEntry[]> => {
    const rows = await db
      .selectFrom('recordEvents')
      .leftJoin('users', 'users.id', 'recordEvents.actorUserId')
      .select([
        'recordEvents.fromStatus',
        'recordEvents.toStatus',
        'recordEvents.event',
        'recordEvents.actor',
        'recordEvents.reason',
        'recordEvents.at',
        'users.nameCn',
        'users.nameEn',
        'users.email',
      ])
      .where('recordEvents.kind', '=', kind)
      .where('recordEvents.recordId', '=', recordId)
      .orderBy('recordEvents.id')
      .execute();
    return rows.map((row) => ({
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
      event: row.event,
      actor: row.actor,
      actorName:
        withStaffNames && row.actor === 'staff' ? row.nameCn || row.nameEn || row.email || null : null,
      reason: row.reason,
      at: row.at,
    }));
  },
});

export type RecordEventRepository = ReturnType<typeof createRecordEventRepository>;
