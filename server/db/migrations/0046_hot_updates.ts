/**
 * Room on each page of `space_orders` for the UPDATE that follows every hold's INSERT
 * (docs/booking.md "Eighth look"): an order gets its QR code URL once the payment provider has
 * opened its order, after the hold's transaction. With each page filled by the INSERTs, that UPDATE
 * put the new row version on another page and wrote an entry into each of the table's six indexes;
 * with 30 % of a page left free, PostgreSQL writes it on the same page and no index (a heap-only
 * tuple: `code_url` is in no index). Measured over 1 000 holds: 165 ms of the database's time for
 * those UPDATEs before, 76 ms after. PostgreSQL only; SQLite has no such setting.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table space_orders set (fillfactor = 70)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table space_orders reset (fillfactor)`.execute(db);
};
