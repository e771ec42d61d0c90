/**
 * Space booking and payment (spec §4, §5): uploaded attorney files, space orders with their container
 * lines, each company's allowance per sailing, payment notifications counted once, refunds, and the
 * sandbox payment provider's own orders. Times are ISO-8601 UTC text; amounts integers in minor units.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const serial = isPostgres(db)
    ? (col: import('kysely').ColumnDefinitionBuilder) => col.primaryKey().generatedByDefaultAsIdentity()
    : (col: import('kysely').ColumnDefinitionBuilder) => col.primaryKey().autoIncrement();

  await db.schema
    .createTable('uploaded_files')
    .addColumn('id', 'integer', serial)
    .addColumn('stored_name', 'text', (col) => col.notNull().unique())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    // Set once an order takes the file; a file no order took is the sweeper's after a while.
    .addColumn('order_id', 'integer')
    .execute();
  await db.schema
    .createIndex('uploaded_files_unattached_idx')
    .on('uploaded_files')
    .columns(['order_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('space_orders')
    .addColumn('id', 'integer', serial)
    .addColumn('order_no', 'text', (col) => col.notNull().unique())
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('sailing_id', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('attorney_file', 'text')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('code_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('transaction_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('space_orders_due_idx')
    .on('space_orders')
    .columns(['status', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('space_orders_owner_idx')
    .on('space_orders')
    .columns(['company_id', 'user_id', 'id'])
    .execute();

  await db.schema
    .createTable('space_order_lines')
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('container_type', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_price_minor', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('space_order_lines_pk', ['order_id', 'container_type'])
    .execute();

  await db.schema
    .createTable('space_allowances')
    .addColumn('sailing_id', 'integer', (col) => col.notNull())
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('container_type', 'text', (col) => col.notNull())
    .addColumn('held', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('space_allowances_pk', ['sailing_id', 'company_id', 'container_type'])
    .execute();

  await db.schema
    .createTable('payment_notifications')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('transaction_id', 'text', (col) => col.notNull())
    .addColumn('order_no', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    // What the portal did with it: kept the order ('applied') or refunded a late payment.
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('payment_notifications_pk', ['provider', 'transaction_id'])
    .execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'integer', serial)
    .addColumn('refund_no', 'text', (col) => col.notNull().unique())
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('cause', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('due_date', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('refunded_at', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .execute();
  // One refund per order and cause: a notification delivered twice cannot refund twice.
  await db.schema
    .createIndex('refunds_order_cause_idx')
    .on('refunds')
    .columns(['order_id', 'cause'])
    .unique()
    .execute();
  await db.schema
    .createIndex('refunds_due_idx')
    .on('refunds')
    .columns(['state', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('sandbox_payments')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('order_no', 'text', (col) => col.notNull().unique())
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('transaction_id', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('refunded_minor', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of [
    'sandbox_payments',
    'refunds',
    'payment_notifications',
    'space_allowances',
    'space_order_lines',
    'space_orders',
    'uploaded_files',
  ])
    await db.schema.dropTable(table).execute();
};
