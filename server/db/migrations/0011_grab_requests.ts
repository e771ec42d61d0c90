/**
 * Grab requests (spot booking, spec §3, domain/grab-requests/): one row per request, its container
 * lines as JSON text (always read and written with the request, never queried alone), the space
 * order a grant opened. Times are ISO-8601 UTC text.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('grab_requests')
    .addColumn('id', 'integer', (col) =>
      isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('pol', 'text', (col) => col.notNull())
    .addColumn('pod', 'text', (col) => col.notNull())
    .addColumn('etd_start', 'text', (col) => col.notNull())
    .addColumn('etd_end', 'text', (col) => col.notNull())
    .addColumn('containers', 'text', (col) => col.notNull())
    .addColumn('cargo', 'text', (col) => col.notNull())
    .addColumn('special_requirements', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('notes', 'text')
    .addColumn('space_order_id', 'integer')
    .addColumn('applied_at', 'text', (col) => col.notNull())
    .addColumn('handled_at', 'text')
    .execute();
  // A customer's own list, and the staff queue of a company by status, both newest first.
  await db.schema
    .createIndex('grab_requests_owner_idx')
    .on('grab_requests')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('grab_requests_queue_idx')
    .on('grab_requests')
    .columns(['company_id', 'status', 'id'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('grab_requests').execute();
};
