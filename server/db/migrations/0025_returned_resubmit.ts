/**
 * A returned space order's resubmit deadline (spec §3 returns an order; the portal gives its
 * customer working days to correct and resubmit it, docs/decisions.md): the instant it lapses, set
 * when staff return the order and cleared when the customer resubmits it. The sweeper finds the
 * lapsed ones by status and deadline.
 */
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('space_orders').addColumn('resubmit_by', 'text').execute();
  await db.schema
    .createIndex('space_orders_resubmit_idx')
    .on('space_orders')
    .columns(['status', 'resubmit_by'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex('space_orders_resubmit_idx').execute();
  await db.schema.alterTable('space_orders').dropColumn('resubmit_by').execute();
};
