/**
 * Advance bookings (spec §2, domain/reservations/): one row per reservation, its container lines as
 * JSON text (always read and written with the reservation, never queried alone). Times are ISO-8601
 * UTC text.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('reservations')
    .addColumn('id', 'integer', (col) =>
      isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('pol', 'text', (col) => col.notNull())
    .addColumn('pod', 'text', (col) => col.notNull())
    .addColumn('etd_week_start', 'text', (col) => col.notNull())
    .addColumn('containers', 'text', (col) => col.notNull())
    .addColumn('cargo', 'text', (col) => col.notNull())
    .addColumn('remarks', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // A customer's own list, and the staff queue of a company by status, both newest first.
  await db.schema
    .createIndex('reservations_owner_idx')
    .on('reservations')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('reservations_queue_idx')
    .on('reservations')
    .columns(['company_id', 'status', 'id'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('reservations').execute();
};
