/**
 * A granted grab request's space order is an offer with a deadline (spec §3, §4): the deadline is
 * kept beside the payment window, and each opening of the payment gets its own number at the
 * payment provider (a closed provider order cannot be paid again). A customer keeps one power of
 * attorney on file (spec §5) to pick instead of uploading it again.
 */
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('space_orders').addColumn('offer_expires_at', 'text').execute();
  await db.schema.alterTable('space_orders').addColumn('payment_no', 'text').execute();
  await db.schema
    .createIndex('space_orders_payment_no_idx')
    .on('space_orders')
    .column('payment_no')
    .unique()
    .execute();
  await db.schema.alterTable('users').addColumn('attorney_file', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('users').dropColumn('attorney_file').execute();
  await db.schema.dropIndex('space_orders_payment_no_idx').execute();
  await db.schema.alterTable('space_orders').dropColumn('payment_no').execute();
  await db.schema.alterTable('space_orders').dropColumn('offer_expires_at').execute();
};
