/**
 * Less for every hold to write (docs/booking.md "Twelfth look"). A crowd's orders are inserted
 * together and then get their QR code URLs together, so a page full of new orders must hold a new
 * version of each of them: with half of each page left free, about nine in ten stay on their page
 * (0046's 30 % held about a third; the rest went to other pages and into all six indexes). And the
 * indexes on columns that almost every order leaves empty (a grab offer's own payment number, a
 * returned order's resubmit deadline) keep entries only for the orders that have them: the queries
 * that use them compare the column, which implies it is not empty, so both databases still use
 * them. The fillfactor is PostgreSQL's; SQLite has none.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

const PAYMENT_NO = 'space_orders_payment_no_idx';
const RESUBMIT = 'space_orders_resubmit_idx';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex(PAYMENT_NO).execute();
  await db.schema
    .createIndex(PAYMENT_NO)
    .on('space_orders')
    .column('payment_no')
    .unique()
    .where(sql.ref('payment_no'), 'is not', null)
    .execute();
  await db.schema.dropIndex(RESUBMIT).execute();
  await db.schema
    .createIndex(RESUBMIT)
    .on('space_orders')
    .columns(['status', 'resubmit_by'])
    .where(sql.ref('resubmit_by'), 'is not', null)
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`alter table space_orders set (fillfactor = 50)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`alter table space_orders set (fillfactor = 70)`.execute(db);
  await db.schema.dropIndex(RESUBMIT).execute();
  await db.schema.createIndex(RESUBMIT).on('space_orders').columns(['status', 'resubmit_by']).execute();
  await db.schema.dropIndex(PAYMENT_NO).execute();
  await db.schema.createIndex(PAYMENT_NO).on('space_orders').column('payment_no').unique().execute();
};
