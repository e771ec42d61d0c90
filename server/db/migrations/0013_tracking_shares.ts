/**
 * Shared tracking links (beyond the spec): an order's owner hands out a link that shows
 * its milestones and nothing else. The link's token is a bearer secret: only its SHA-256 is kept,
 * like a session's. Revoked links stay as rows (who shared what, when, until when). Times are
 * ISO-8601 UTC text.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('tracking_shares')
    .addColumn('id', 'integer', (col) =>
      isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('expires_at', 'text')
    .execute();
  // One live link per order, kept by the database itself: two owners' tabs sharing at once cannot
  // leave two live links behind.
  await db.schema
    .createIndex('tracking_shares_live_idx')
    .on('tracking_shares')
    .column('order_id')
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('tracking_shares').execute();
};
