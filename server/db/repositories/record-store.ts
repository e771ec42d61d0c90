/**
 * The record store: the server's half of the record kernel (domain/records/record-kind.ts). One
 * implementation for every kind of record with a life:
 * - `move`: one event of the kind's table as one conditional UPDATE from the statuses the table
 *   allows (architecture: never read-then-write), and its audit-trail entry, in the caller's
 *   transaction;
 * - `createRecord`: a new record at its kind's initial status, and the trail's first entry;
 * - `list`: the viewer's own records or the tenant's queue, by status and day of creation, newest
 *   first, with the customer's name and email for staff.
 * Who may read a record is the kernel's rule (`mayReadRecord`), applied by the services.
 */
import type { Generated, Insertable, Kysely, Selectable } from 'kysely';
import { type CreatedRange, createdRangeOf } from '../../../domain/api/record-list.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { hasPermission } from '../../../domain/permissions.ts';
import { certificationStateOf } from '../../../domain/profile/certification-lifecycle.ts';
import type { RecordKind, TrailKind } from '../../../domain/records/record-history.ts';
import {
  type AnyRecordKind,
  type Party,
  type RecordReader,
  type RecordViewer,
  readerOf,
} from '../../../domain/records/record-kind.ts';
import type { Database, DatabaseSchema } from '../schema.ts';
import {
  type CustomerFilter,
  customersMatching,
  insertRowsReturning,
  offsetOf,
  type PageQuery,
} from './query-helpers.ts';
import {
  appendRecordEvent,
  appendRecordEvents,
  createRecordEventRepository,
} from './record-event-repository.ts';

/** Where a kind's records live: the table, its status column, and the column of its creation time. */
const RECORD_TABLES = {
  spaceOrder: { table: 'spaceOrders', status: 'status', created: 'createdAt' },
  reservation: { table: 'reservations', status: 'status', created: 'createdAt' },
  grabRequest: { table: 'grabRequests', status: 'status', created: 'appliedAt' },
  order: { table: 'orders', status: 'step', created: 'createdAt' },
} as const satisfies Record<RecordKind, { table: keyof DatabaseSchema; status: string; created: string }>;

type RecordTables = typeof RECORD_TABLES;
/** A row of a kind's own table. */
export type RowOf<K extends RecordKind> = Selectable<DatabaseSchema[RecordTables[K]['table']]>;
/** The customer who owns a listed record (staff show who asked). */
export interface Customer {
  nameCn: string | null;
  nameEn: string | null;
  email: string | null;
}

/** How staff name a listed record's customer (their Chinese name, else English name, else email); null for the customer. */
export const customerNameOf = (row: Partial<Customer>, forStaff: boolean): string | null =>
  forStaff ? row.nameCn || row.nameEn || row.email || null : null;

/**
 * The kind's table seen through the columns every record table has. Kysely types a query by its
 * table; the store is written once for all of them, so it names its table's columns through this
 * one shape (each table's own type checks its inserts and reads in its repository).
 */
interface RecordShape {
  id: Generated<number>;
  companyId: number;
  userId: number;
  status: string;
  createdAt: string;
}
type RecordDb = Kysely<{ record: RecordShape; users: DatabaseSchema['users'] }>;

const tableOf = (db: Database, kind: RecordKind) => {
  const { table, status, created } = RECORD_TABLES[kind];
  return {
    db: db as unknown as RecordDb,
    /** The table under the alias `record` the shape names. */
    aliased: `${table} as record` as 'record',
    table: table as 'record',
    status: status as 'status',
    created: created as 'createdAt',
  };
};

/** A record as the audit trail names it: its kind, id, tenant and the status it was read in. */
export interface RecordRef<S extends string = string> {
  id: number;
  companyId: number;
  status: S;
}

export interface Move<S extends string, E extends string> {
  record: RecordRef<S>;
  event: E;
  /** Who sends it: the owner, staff with their permissions, or the server. */
  by: RecordViewer;
  /** The user who sent it (owner or staff); none for the server itself. */
  actorUserId: number | null;
  /** Columns the move sets beside the status (times, numbers, the reason given). */
  patch?: Record<string, unknown>;
  /** The reason or note the trail keeps. */
  reason?: string | null;
  at: string;
}

/**
 * Moves a record by one event of its kind's table, and appends the trail entry, in `trx` (the
 * caller's transaction: a move often shares it with returned space or a new order). False when the
 * table never lets this sender send the event (staff without its permission included), or the
 * record was no longer in a status that allows it (someone moved it first).
 */
export const moveRecord = async <S extends string, E extends string>(
  trx: Database,
  kind: AnyRecordKind,
  move: Move<S, E>,
): Promise<boolean> => {
  const transition = kind.transitionFor(move.event, move.by);
  if (transition === null) return false;
  const { db, table, status } = tableOf(trx, kind.kind as RecordKind);
  const result = await db
    .updateTable(table)
    .set({ ...move.patch, [status]: transition.to })
    .where('id', '=', move.record.id)
    .where(status, 'in', transition.from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await appendRecordEvent(trx, {
    kind: kind.kind as RecordKind,
    recordId: move.record.id,
    companyId: move.record.companyId,
    // The update matched one of `from`: the status as read, unless it moved meanwhile to another
    // status that allows the same event (no table has such a pair today).
    fromStatus: move.record.status,
    toStatus: transition.to,
    event: move.event,
    actor: move.by.party,
    actorUserId: move.actorUserId,
    reason: move.reason ?? null,
    at: move.at,
  });
  return true;
};

/** A new record's columns: all of its table's but the status, which is its kind's initial one. */
export type NewRecord<K extends RecordKind> = Omit<
  Insertable<DatabaseSchema[RecordTables[K]['table']]>,
  RecordTables[K]['status']
>;

/** How a record came to be: who created it, when, and in which of its kind's starting statuses. */
export interface RecordCreated {
  companyId: number;
  party: Party;
  actorUserId: number | null;
  at: string;
  reason?: string | null;
  /** Another status the kind lets a record start in (`alsoStartsIn`); its initial one by default. */
  status?: string;
}

/**
 * Creates records of `kind`, each at its starting status with the trail's first entry, in `trx`
 * (the caller's transaction: an order takes its space, or its advance booking, in the same one):
 * one INSERT for the records and one for their entries, however many. Answers the rows as stored,
 * in the order given, so the caller need not read them again.
 */
export const createRecords = async <K extends RecordKind>(
  trx: Database,
  kind: AnyRecordKind & { kind: K },
  records: readonly { values: NewRecord<K>; created: RecordCreated }[],
): Promise<RowOf<K>[]> => {
  if (records.length === 0) return [];
  const startsAt = records.map(({ created }) => created.status ?? kind.initial);
  for (const status of startsAt)
    if (!kind.startsIn(status)) throw new Error(`a ${kind.kind} cannot start ${status}`);
  const { db, table, status } = tableOf(trx, kind.kind);
  const rows = await insertRowsReturning(
    db,
    table,
    // The columns are the kind's own table's (NewRecord<K>); the shape names only the common ones.
    records.map(
      ({ values }, index) =>
        ({ ...(values as Partial<RecordShape>), [status]: startsAt[index] }) as Insertable<RecordShape>,
    ),
  );
  // Neither database promises RETURNING's row order; the ids of one INSERT rise in the order given.
  rows.sort((a, b) => a.id - b.id);
  await appendRecordEvents(
    trx,
    records.map(({ created }, index) => ({
      kind: kind.kind,
      recordId: rows[index]!.id,
      companyId: created.companyId,
      fromStatus: null,
      toStatus: startsAt[index]!,
      event: kind.created,
      actor: created.party,
      actorUserId: created.actorUserId,
      reason: created.reason ?? null,
      at: created.at,
    })),
  );
  return rows as unknown as RowOf<K>[];
};

/** Creates one record of `kind` (createRecords). */
export const createRecord = async <K extends RecordKind>(
  trx: Database,
  kind: AnyRecordKind & { kind: K },
  values: NewRecord<K>,
  created: RecordCreated,
): Promise<RowOf<K>> => (await createRecords(trx, kind, [{ values, created }]))[0]!;

/**
 * A trail entry that is not a move of the table: the record stays in `status` and the trail notes
 * what happened to it (an approved advance booking became an order), in the caller's transaction.
 */
export const recordNoted = (
  trx: Database,
  kind: AnyRecordKind,
  note: {
    record: RecordRef;
    event: string;
    party: Party;
    actorUserId: number | null;
    reason: string;
    at: string;
  },
): Promise<void> =>
  appendRecordEvent(trx, {
    kind: kind.kind as RecordKind,
    recordId: note.record.id,
    companyId: note.record.companyId,
    fromStatus: note.record.status,
    toStatus: note.record.status,
    event: note.event,
    actor: note.party,
    actorUserId: note.actorUserId,
    reason: note.reason,
    at: note.at,
  });

/** What a record list asks: its status filter, the day-of-creation range, the customer and the page. */
export interface RecordListQuery<S extends string> extends PageQuery, CreatedRange, CustomerFilter {
  status?: S | undefined;
  /** The tenant's queue of one customer only; a customer's own list is theirs whatever it says. */
  userId?: number | undefined;
}

/**
 * One page of a kind's records for `viewer`, newest first: their own (`mine`), or their tenant's
 * queue (`company`, with the customer's name and email for staff), turned into views by `views`.
 */
export const recordPage = async <K extends RecordKind, S extends string, V>(
  database: Database,
  kind: K,
  viewer: { userId: number; companyId: number },
  scope: 'mine' | 'company',
  query: RecordListQuery<S>,
  views: (rows: (RowOf<K> & Customer)[], forStaff: boolean) => V[] | Promise<V[]>,
) => {
  const { db, aliased, status, created } = tableOf(database, kind);
  const range = createdRangeOf(query);
  let base = db.selectFrom(aliased).where('record.companyId', '=', viewer.companyId);
  if (scope === 'mine') base = base.where('record.userId', '=', viewer.userId);
  else if (query.userId !== undefined) base = base.where('record.userId', '=', query.userId);
  if (query.status !== undefined) base = base.where(`record.${status}`, '=', query.status);
  if (range.createdFrom !== undefined) base = base.where(`record.${created}`, '>=', range.createdFrom);
  if (range.createdBefore !== undefined) base = base.where(`record.${created}`, '<', range.createdBefore);
  // Staff narrow their tenant's queue to one customer (a link's id) or a search of email and name.
  const customers = scope === 'company' ? customersMatching(database, viewer.companyId, query) : undefined;
  if (customers) base = base.where('record.userId', 'in', customers);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('users', 'users.id', 'record.userId')
      .selectAll('record')
      .select(['users.nameCn', 'users.nameEn', 'users.email'])
      .orderBy('record.id', 'desc')
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    // selectAll('record') read every column of the kind's own table.
    list: await views(rows as unknown as (RowOf<K> & Customer)[], scope === 'company'),
    total: Number(count.total),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
};

/** Who asks for a page: the viewer, and whether they ask for their own records or their tenant's queue. */
export type RecordScope = 'mine' | 'company';

/**
 * One kind's store, what its service asks of it: the record a reader may read (the kernel's rule:
 * its owner, or staff of its tenant), the reader's page of records, a move in a transaction of its
 * own, and the record's trail (staff names for those who may read records).
 */
export const recordStoreOf = <K extends RecordKind, R extends { userId: number; companyId: number }>(
  db: Database,
  kind: AnyRecordKind & { kind: K },
  find: (id: number) => Promise<R | undefined>,
  now: () => Date,
) => {
  const trail = createRecordEventRepository(db);
  const readable = readerOf(find);
  /** A move at the clock's now; `patch` gives the columns it sets beside the status at that time. */
  const move = <S extends string, E extends string>(
    change: Omit<Move<S, E>, 'at' | 'patch'> & { patch?: (at: string) => Record<string, unknown> },
  ): Promise<boolean> => {
    const at = now().toISOString();
    return db
      .transaction()
      .execute((trx) => moveRecord(trx, kind, { ...change, patch: change.patch?.(at), at }));
  };
  return {
    readable,
    /** The reader's own record (answered as missing to anyone else, staff included). */
    owned: async (reader: RecordReader, id: number): Promise<R | undefined> => {
      const record = await readable(reader, id);
      return record?.userId === reader.userId ? record : undefined;
    },
    page: <S extends string, V>(
      viewer: { userId: number; companyId: number },
      scope: RecordScope,
      query: RecordListQuery<S>,
      views: (rows: (RowOf<K> & Customer)[], forStaff: boolean) => V[] | Promise<V[]>,
    ) => recordPage(db, kind.kind, viewer, scope, query, views),
    move,
    /** The owner's own move (a cancel, a delete), as the table lets the owner send it. */
    moveAsOwner: <S extends string, E extends string>(
      owner: { userId: number },
      record: RecordRef<S>,
      event: E,
      patch?: (at: string) => Record<string, unknown>,
    ) =>
      move({ record, event, by: { party: 'owner' }, actorUserId: owner.userId, ...(patch ? { patch } : {}) }),
    trailOf: (reader: RecordReader, id: number) =>
      trail.historyOf(kind.kind, id, hasPermission(reader, 'records.read')),
  };
};

/** Any record's tenant, owner and status by its kind and id (a certification's is its account's). */
export const recordStateOf = async (
  db: Database,
  kind: TrailKind,
  id: number,
): Promise<{ companyId: number; userId: number; status: string } | undefined> => {
  if (kind === 'certification') {
    const user = await db
      .selectFrom('users')
      .select(['companyId', 'certificationStatus', 'userType'])
      .where('id', '=', id)
      .executeTakeFirst();
    // Only a customer's account has a certification (spec §6: staff never certify).
    return user === undefined || user.userType === STAFF_USER_TYPE
      ? undefined
      : { companyId: user.companyId, userId: id, status: certificationStateOf(user.certificationStatus) };
  }
  const { db: records, table, status } = tableOf(db, kind);
  return records
    .selectFrom(table)
    .select((eb) => ['companyId', 'userId', eb.ref(status).as('status')])
    .where('id', '=', id)
    .executeTakeFirst();
};
