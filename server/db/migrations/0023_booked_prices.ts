/**
 * Prices kept on what is booked. A space order keeps what its customer pays through the provider
 * beside its price: the CNY amount (`pay_amount_minor`, `pay_currency`) and, for a price in another
 * currency, the exchange rate and its date it was converted at (null for a CNY price). An order
 * booked from a rate keeps the currency and total it was booked at (each line's unit price is in its
 * `containers` JSON); both stay null on the orders placed before prices were kept.
 *
 * Rows made before this migration were paid in their own currency: their payable is their amount.
 */
import { type Kysely, sql } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('space_orders')
    .addColumn('pay_amount_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('space_orders')
    .addColumn('pay_currency', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`update space_orders set pay_amount_minor = amount_minor, pay_currency = currency`.execute(db);
  await db.schema.alterTable('space_orders').addColumn('cny_per_unit_micro', 'bigint').execute();
  await db.schema.alterTable('space_orders').addColumn('rate_effective_on', 'text').execute();
  await db.schema.alterTable('orders').addColumn('currency', 'text').execute();
  await db.schema.alterTable('orders').addColumn('amount_minor', 'bigint').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('orders').dropColumn('amount_minor').execute();
  await db.schema.alterTable('orders').dropColumn('currency').execute();
  for (const column of ['rate_effective_on', 'cny_per_unit_micro', 'pay_currency', 'pay_amount_minor'])
    await db.schema.alterTable('space_orders').dropColumn(column).execute();
};
