/**
 * A booking's Idempotency-Key (docs/api.md): a retry after a lost answer gets the first hold, never
 * a second one. The key is the customer's own (two customers may pick the same), kept with a hash of
 * the request it named and the order it made, written in the order's transaction; keys older than a
 * day are forgotten by the booking sweeper (`created_at` indexed for it). The key goes with its
 * order (deleted with it); `user_id` is the order's owner, as `space_orders.user_id` is.
 */
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (column) => column.notNull())
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('request_hash', 'text', (column) => column.notNull())
    .addColumn('order_id', 'integer', (column) =>
      column.notNull().references('space_orders.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created_at_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('idempotency_keys').execute();
};
