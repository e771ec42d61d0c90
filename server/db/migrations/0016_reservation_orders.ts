/**
 * An approved advance booking becomes an order: the order keeps the reservation it came
 * from, the reservation the order it became. Both stay null for every other row. One order per
 * reservation is decided by the conditional update that fills `reservations.order_id` (only while it
 * is null) in the order's own transaction, not by an index: a second order's insert then rolls back
 * instead of failing on a constraint.
 */
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('orders').addColumn('reservation_id', 'integer').execute();
  await db.schema.alterTable('reservations').addColumn('order_id', 'integer').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('reservations').dropColumn('order_id').execute();
  await db.schema.alterTable('orders').dropColumn('reservation_id').execute();
};
