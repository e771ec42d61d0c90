/**
 * Orders (spec §2 My Order, domain/orders/): one row per order booked from a rate, its container lines as
 * JSON text (always read and written with the order, never queried alone). The time of each
 * progress step is the audit trail's (record_events, kind 'order'). Times are ISO-8601 UTC text.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (col) =>
      isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('rate_id', 'integer', (col) => col.notNull())
    .addColumn('quotation_id', 'text')
    .addColumn('route_id', 'integer', (col) => col.notNull())
    .addColumn('pol', 'text', (col) => col.notNull())
    .addColumn('pod', 'text', (col) => col.notNull())
    .addColumn('etd', 'text', (col) => col.notNull())
    .addColumn('carrier_scac', 'text', (col) => col.notNull())
    .addColumn('vessel_name', 'text', (col) => col.notNull())
    .addColumn('voyage_number', 'text', (col) => col.notNull())
    .addColumn('containers', 'text', (col) => col.notNull())
    .addColumn('cargo_description', 'text', (col) => col.notNull())
    .addColumn('hs_code', 'text', (col) => col.notNull())
    .addColumn('gross_weight_kg', 'text', (col) => col.notNull())
    .addColumn('packages', 'integer', (col) => col.notNull())
    .addColumn('shipper_name', 'text', (col) => col.notNull())
    .addColumn('shipper_address', 'text', (col) => col.notNull())
    .addColumn('consignee_name', 'text', (col) => col.notNull())
    .addColumn('consignee_address', 'text', (col) => col.notNull())
    .addColumn('notify_name', 'text', (col) => col.notNull())
    .addColumn('notify_address', 'text', (col) => col.notNull())
    .addColumn('remarks', 'text', (col) => col.notNull())
    .addColumn('step', 'text', (col) => col.notNull())
    .addColumn('booking_number', 'text')
    .addColumn('bl_number', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // A customer's own list, and the staff queue of a company by step, both newest first.
  await db.schema.createIndex('orders_owner_idx').on('orders').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('orders_queue_idx')
    .on('orders')
    .columns(['company_id', 'step', 'id'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('orders').execute();
};
