/**
 * Imported Commercial Schedules routes: what a route is found by beyond its ports and
 * what it was published with.
 *
 * - `receipt_code` / `delivery_code`: the UN/LOCODE of the place of receipt / delivery when it is
 *   not the port of loading / discharge (a multimodal route starting with a truck leg at USCOL), so
 *   that a search from USCOL or to ESMAD finds it. Null on generated routes, whose places of receipt
 *   and delivery are their ports; the partial indexes hold the imported rows only.
 * - `published`: JSON of the route's own fields as published (places of receipt and delivery with
 *   their facility type, address or facility; receipt and delivery types; solution number; the
 *   carrier's routing reference; the carrier code as published). Null on generated routes.
 * - `imported_places`: a UN/LOCODE an imported route names that the reference places do not know,
 *   with the name it was published with. The reference places win where both have a code.
 */
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('sailing_routes').addColumn('receipt_code', 'text').execute();
  await db.schema.alterTable('sailing_routes').addColumn('delivery_code', 'text').execute();
  await db.schema.alterTable('sailing_routes').addColumn('published', 'text').execute();
  for (const column of ['receipt_code', 'delivery_code']) {
    await db.schema
      .createIndex(`sailing_routes_${column}_idx`)
      .on('sailing_routes')
      .columns([column, 'etd_date'])
      .where(column as never, 'is not', null)
      .execute();
  }
  await db.schema
    .createTable('imported_places')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('imported_places').execute();
  for (const column of ['receipt_code', 'delivery_code'])
    await db.schema.dropIndex(`sailing_routes_${column}_idx`).execute();
  for (const column of ['published', 'delivery_code', 'receipt_code'])
    await db.schema.alterTable('sailing_routes').dropColumn(column).execute();
};
