/**
 * A tenant's settings (domain/tenant/tenant-settings.ts): one row per company, absent until staff
 * save one (the defaults apply meanwhile), and one exchange rate per company and currency.
 */
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('tenant_settings')
    .addColumn('company_id', 'integer', (col) => col.primaryKey())
    .addColumn('grab_offer_hours', 'integer', (col) => col.notNull())
    .addColumn('return_resubmit_working_days', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('exchange_rates')
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('cny_per_unit_micro', 'bigint', (col) => col.notNull())
    .addColumn('effective_on', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('exchange_rates_pk', ['company_id', 'currency'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('exchange_rates').execute();
  await db.schema.dropTable('tenant_settings').execute();
};
