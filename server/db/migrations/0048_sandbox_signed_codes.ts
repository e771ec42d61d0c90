/**
 * The sandbox's payment code carries the order's terms, signed (server/services/payment/sandbox.ts),
 * so opening a payment writes nothing: a row is written only once the phone pays or the portal
 * closes the payment, keyed by the payment's number, and whichever comes first wins by that key.
 * A closed payment has no amount, so the columns that only a paid one has may be empty. SQLite
 * cannot drop a NOT NULL, so the table is made anew on both databases and its paid, closed and
 * refunded rows copied; an open row's code was a random secret no signed code can match, and its
 * order is closed by its window (docs/decisions.md). The constraints are named, and named apart from
 * the table's earlier ones: PostgreSQL's names are the schema's, and keep their name through a rename.
 */
import { type Kysely, sql } from 'kysely';

const TABLE = 'sandbox_payments';
const NEXT = 'sandbox_payments_next';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable(NEXT)
    .addColumn('order_no', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'bigint')
    .addColumn('currency', 'text')
    .addColumn('transaction_id', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('refunded_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('sandbox_payments_order_no_pk', ['order_no'])
    .execute();
  await sql`
    insert into ${sql.table(NEXT)}
      (order_no, state, amount_minor, currency, transaction_id, paid_at, refunded_minor, created_at)
    select order_no, state, amount_minor, currency, transaction_id, paid_at, refunded_minor, created_at
    from ${sql.table(TABLE)} where state <> 'open'`.execute(db);
  await db.schema.dropTable(TABLE).execute();
  await db.schema.alterTable(NEXT).renameTo(TABLE).execute();
};

/** The old table back, its rows with the code, description and window they no longer have. */
export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable(NEXT)
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('order_no', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('transaction_id', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('refunded_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('sandbox_payments_code_pk', ['code'])
    .addUniqueConstraint('sandbox_payments_order_no_unique', ['order_no'])
    .execute();
  await sql`
    insert into ${sql.table(NEXT)}
      (code, order_no, amount_minor, currency, description, state, expires_at, transaction_id, paid_at,
       refunded_minor, created_at)
    select order_no, order_no, coalesce(amount_minor, 0), coalesce(currency, ''), '', state, created_at,
      transaction_id, paid_at, refunded_minor, created_at
    from ${sql.table(TABLE)}`.execute(db);
  await db.schema.dropTable(TABLE).execute();
  await db.schema.alterTable(NEXT).renameTo(TABLE).execute();
};
