/**
 * A tenant's markups (domain/freight/sell-price.ts): one row per customer type (0 is "any customer
 * type") and container type, an amount in the rate's own minor units or a percent in basis points.
 * No row means no markup: the customer sees the buy price.
 */
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('markups')
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('customer_type', 'integer', (col) => col.notNull())
    .addColumn('container_type', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    // Minor units for an amount, basis points for a percent.
    .addColumn('value', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('markups_pk', ['company_id', 'customer_type', 'container_type'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('markups').execute();
};
