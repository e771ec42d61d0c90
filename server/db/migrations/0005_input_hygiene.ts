/**
 * Data exposure and input hygiene: quotation numbers from a per-day sequence (random ones
 * collided under their unique index), and the company each pre-recorded customs document belongs to
 * (its full record is for that company's staff and certified customers only).
 */
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('quotation_sequences')
    .addColumn('day', 'text', (col) => col.primaryKey())
    .addColumn('last_value', 'integer', (col) => col.notNull())
    .execute();
  // Documents generated or imported so far were filed with the default tenant (company 1).
  await db.schema
    .alterTable('customs_documents')
    .addColumn('company_id', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('customs_documents').dropColumn('company_id').execute();
  await db.schema.dropTable('quotation_sequences').execute();
};
