/**
 * Carrier feeds (docs/feeds.md): per tenant, a carrier's DCSA address with its API key sealed at
 * rest, the pull's schedule, cursor and backoff, the last run's counts and refusals, the push
 * subscription with its secret (and the previous secret until its grace ends), the count of
 * refused signatures; and one row per run. Sealed values are text (iv.tag.ciphertext), the same on
 * both dialects.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const id = (col: ColumnDefinitionBuilder) =>
    isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('carrier_feeds')
    .addColumn('id', 'integer', id)
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('carrier_scac', 'text', (col) => col.notNull())
    .addColumn('base_url', 'text', (col) => col.notNull())
    .addColumn('api_key_sealed', 'text')
    .addColumn('lanes_json', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('interval_minutes', 'integer', (col) => col.notNull())
    .addColumn('event_cursor', 'text')
    .addColumn('next_run_at', 'text', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_run_at', 'text')
    .addColumn('last_result_json', 'text')
    .addColumn('subscription_id', 'text')
    .addColumn('secret_sealed', 'text')
    .addColumn('previous_secret_sealed', 'text')
    .addColumn('previous_secret_until', 'text')
    .addColumn('refused_signatures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('carrier_feeds_company_carrier_idx')
    .on('carrier_feeds')
    .columns(['company_id', 'carrier_scac'])
    .unique()
    .execute();
  await db.schema
    .createIndex('carrier_feeds_next_run_idx')
    .on('carrier_feeds')
    .column('next_run_at')
    .execute();
  await db.schema
    .createTable('carrier_feed_runs')
    .addColumn('id', 'integer', id)
    .addColumn('feed_id', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('result_json', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('carrier_feed_runs_feed_idx')
    .on('carrier_feed_runs')
    .columns(['feed_id', 'started_at'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('carrier_feed_runs').execute();
  await db.schema.dropTable('carrier_feeds').execute();
};
