/**
 * Money in minor units is `bigint`: a space order of many containers at a high unit price
 * passes 2 147 483 647 minor units, which PostgreSQL's `integer` refuses. SQLite's integers are
 * 64-bit already, so only PostgreSQL's columns change. The connection reads `bigint` back as a
 * number (server/db/connection.ts); amounts stay far below 2^53.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

const MONEY_COLUMNS = [
  ['space_orders', 'amount_minor'],
  ['space_order_lines', 'unit_price_minor'],
  ['payment_notifications', 'amount_minor'],
  ['refunds', 'amount_minor'],
  ['sandbox_payments', 'amount_minor'],
  ['sandbox_payments', 'refunded_minor'],
] as const;

const retype = async (db: Kysely<unknown>, type: 'bigint' | 'integer') => {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const [table, column] of MONEY_COLUMNS)
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type ${sql.raw(type)}`.execute(
      db,
    );
};

export const up = (db: Kysely<unknown>): Promise<void> => retype(db, 'bigint');
export const down = (db: Kysely<unknown>): Promise<void> => retype(db, 'integer');
