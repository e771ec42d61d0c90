/** Seeds the freight demo data once, after the tenant seed (first start in demo mode), or at a chosen scale (CLI, benchmarks). */
import { PostgresAdapter, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { createBulkWriter, withIndexesDeferred } from './bulk.ts';
import {
  FREIGHT_SCALES,
  type FreightScale,
  type GenerateCounts,
  type GenerateOptions,
  generateFreight,
} from './generator.ts';

export const hasFreightData = async (db: Database): Promise<boolean> =>
  (await db.selectFrom('freightMeta').select('key').where('key', '=', 'demoData').executeTakeFirst()) !==
  undefined;

/** Identity columns count on from the largest generated id (PostgreSQL only; SQLite does it itself). */
const syncIdentities = async (db: Database) => {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of ['sailing_routes', 'network_links', 'rates', 'space_sailings']) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
      db.withoutPlugins(),
    );
  }
};

/** The generator's large tables, whose secondary indexes are built after their rows are in. */
const BULK_TABLES = [
  'sailingRoutes',
  'rates',
  'portCalls',
  'shipments',
  'shipmentContainers',
  'trackingEvents',
  'customsDocuments',
];

/**
 * Planner statistics and the visibility map right after the seed (PostgreSQL), instead of leaving
 * them to autovacuum: until it comes the planner guesses, the searches' index-only scans (migration
 * 0020) read the table, and its own runs on the fresh tables (a million rows each at the large
 * scale, with the hint bits every first read of a fresh page writes) land in the first searches.
 */
const settleStatistics = async (db: Database) => {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of BULK_TABLES) await sql`vacuum (analyze) ${sql.table(table)}`.execute(db);
};

/**
 * Sets SQLite's journal mode; false when another connection has the file open (an operator's
 * shell, a second process), which SQLite answers with SQLITE_BUSY: the file keeps its mode.
 */
const setJournalMode = async (db: Database, mode: 'delete' | 'wal'): Promise<boolean> => {
  try {
    const { rows } = await sql<{ journalMode: string }>`pragma journal_mode = ${sql.raw(mode)}`.execute(db);
    return rows[0]?.journalMode === mode;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') return false;
    throw error;
  }
};

/**
 * SQLite: the seed's one transaction under a rollback journal, WAL again after it. In WAL mode the
 * rows went into the WAL first and into the file again at the checkpoint (2 GB each at the large
 * scale, a third of the seed's time as system time); a rollback journal keeps only the old content
 * of the pages the seed changes, which in tables it fills from empty is next to nothing. Still one
 * transaction: a crash rolls it back. With another connection on the file the mode cannot change,
 * and the seed runs in WAL as before; should the way back to WAL be refused the same way, the
 * next start sets it, as every open does (`server/db/connection.ts`).
 */
const underRollbackJournal = async <T>(db: Database, seed: () => Promise<T>): Promise<T> => {
  if (db.getExecutor().adapter instanceof PostgresAdapter || !(await setJournalMode(db, 'delete')))
    return seed();
  try {
    return await seed();
  } finally {
    await setJournalMode(db, 'wal');
  }
};

/** The generator's options, the scale defaulting to the first start's; `now` is the caller's clock. */
export type SeedFreightOptions = Omit<GenerateOptions, 'scale'> & { scale?: FreightScale };

/**
 * Null when freight data exists already; otherwise the row counts written, in one transaction.
 * The marker row goes first: a second instance starting at the same time waits on it (PostgreSQL)
 * or on the write lock (SQLite), finds it there, and backs off.
 */
export const seedFreight = async (
  db: Database,
  options: SeedFreightOptions,
): Promise<GenerateCounts | null> => {
  if (await hasFreightData(db)) return null;
  const counts = await underRollbackJournal(db, () =>
    db.transaction().execute(async (trx) => {
      const marker = await trx
        .insertInto('freightMeta')
        .values({ key: 'demoData', value: 'true' })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .executeTakeFirst();
      if (Number(marker.numInsertedOrUpdatedRows ?? 0) === 0) return null;
      // Routes imported before the first start keep their ids; the generated ones count on after them.
      const imported = await trx
        .selectFrom('sailingRoutes')
        .select((eb) => eb.fn.max('id').as('last'))
        .executeTakeFirst();
      return withIndexesDeferred(trx, BULK_TABLES, () =>
        generateFreight(createBulkWriter(trx), {
          ...options,
          scale: options.scale ?? FREIGHT_SCALES.default,
          firstRouteId: Number(imported?.last ?? 0) + 1,
        }),
      );
    }),
  );
  if (counts !== null) {
    await syncIdentities(db);
    await settleStatistics(db);
  }
  return counts;
};
