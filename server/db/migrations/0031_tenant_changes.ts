/**
 * The trail of a tenant's settings (domain/tenant/tenant-change.ts): one row per saved change, with
 * the area's value before and after as JSON text (the same on both dialects), newest read first.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('tenant_changes')
    .addColumn('id', 'integer', (col) =>
      isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('area', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .addColumn('before_json', 'text', (col) => col.notNull())
    .addColumn('after_json', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('tenant_changes_company_idx')
    .on('tenant_changes')
    .columns(['company_id', 'changed_at'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('tenant_changes').execute();
};
