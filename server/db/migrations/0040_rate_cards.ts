/**
 * Rate cards (domain/freight/rate-card.ts): the forwarder's own buy rates, versioned per tenant and
 * carrier. A version is the whole set of one carrier's cards as published at once (a sheet, an edit
 * or a restore); the latest version of a carrier is the one in force, so restoring makes a new
 * version with an older one's revisions. A card keeps one identity (`rate_cards.id`) across versions.
 * The `rates` table stays the search index the rates page reads: a card's revision times each
 * sailing it applies to, kept with the version that priced it, so a quotation or an order that
 * names a `rates` row keeps the price it showed. A row is in force while its version is its tenant
 * and carrier's latest numbered one (`rates.version_id`): publishing numbers a staged version, one
 * row, however many offers it has (docs/decisions.md "Rate sheets").
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const LANE = ['pol', 'pod', 'etd_date'];
const SEARCH_COLUMNS = ['etd', 'all_in', 'transit_days', 'container_type', 'carrier_scac', 'is_spot'];
const ids = (names: string[]) => sql.join(names.map((name) => sql.id(name)));

/** PostgreSQL keeps the answered columns out of the key (INCLUDE, with `id`); SQLite's every index holds the rowid. */
const searchIndex = (db: Kysely<unknown>, key: string[], columns: string[]) =>
  (isPostgres(db)
    ? sql`create index rates_search_idx on rates (${ids(key)}) include (${ids([...columns, 'id'])})`
    : sql`create index rates_search_idx on rates (${ids([...key, ...columns])})`
  ).execute(db);

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const pg = isPostgres(db);
  const identity = (col: ColumnDefinitionBuilder) =>
    pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('rate_cards')
    .addColumn('id', 'integer', identity)
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('rate_key', 'text', (col) => col.notNull())
    .addColumn('carrier_scac', 'text', (col) => col.notNull())
    .addColumn('pol', 'text', (col) => col.notNull())
    .addColumn('pod', 'text', (col) => col.notNull())
    .addColumn('via', 'text')
    .addColumn('service_code', 'text')
    .addColumn('container_type', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_cards_key_idx')
    .on('rate_cards')
    .columns(['company_id', 'rate_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('rate_versions')
    .addColumn('id', 'integer', identity)
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('carrier_scac', 'text', (col) => col.notNull())
    // 1, 2, 3 … per tenant and carrier; unique, so two publishes at once cannot both be "next".
    // Null while the version is staged: written but not published (not in force, not listed).
    .addColumn('number', 'integer')
    // sheet | edit | restore
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text')
    // The number of the version a restore copied (the same tenant and carrier).
    .addColumn('restored_from', 'integer')
    .addColumn('published_by', 'integer', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addColumn('card_count', 'integer', (col) => col.notNull())
    .addColumn('added_count', 'integer', (col) => col.notNull())
    .addColumn('changed_count', 'integer', (col) => col.notNull())
    .addColumn('removed_count', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_versions_number_idx')
    .on('rate_versions')
    .columns(['company_id', 'carrier_scac', 'number'])
    .unique()
    .execute();

  await db.schema
    .createTable('rate_card_revisions')
    .addColumn('id', 'integer', identity)
    .addColumn('version_id', 'integer', (col) => col.notNull())
    .addColumn('rate_card_id', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('ocean_freight', 'integer', (col) => col.notNull())
    // JSON: RateCardSurcharge[]
    .addColumn('surcharges', 'text', (col) => col.notNull())
    .addColumn('all_in', 'integer', (col) => col.notNull())
    .addColumn('valid_from', 'text', (col) => col.notNull())
    .addColumn('valid_to', 'text', (col) => col.notNull())
    .addColumn('transit_days', 'integer')
    .addColumn('remarks', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_card_revisions_version_idx')
    .on('rate_card_revisions')
    .columns(['version_id', 'rate_card_id'])
    .unique()
    .execute();

  // The search index learns whose rows it holds: the tenant, the card, its revision and its
  // version. Generated demo rows belong to the default tenant and have no card (always in force).
  await db.schema
    .alterTable('rates')
    .addColumn('company_id', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('rates').addColumn('rate_card_id', 'integer').execute();
  await db.schema.alterTable('rates').addColumn('revision_id', 'integer').execute();
  await db.schema.alterTable('rates').addColumn('version_id', 'integer').execute();
  // A revision meets a sailing once: a schedule import and a staging that reach the same pair write it once.
  await db.schema
    .createIndex('rates_revision_idx')
    .on('rates')
    .columns(['revision_id', 'route_id'])
    .unique()
    .execute();
  // The search reads one tenant's rows in force (0020's covering index, with the tenant first and
  // the version among the columns it answers from).
  await db.schema.dropIndex('rates_search_idx').execute();
  await searchIndex(db, ['company_id', ...LANE], ['version_id', ...SEARCH_COLUMNS]);
  if (pg) {
    // Rows the portal adds take their id from the table; generated demo rows keep naming theirs.
    await sql`alter table rates alter column id add generated by default as identity`.execute(db);
    await sql`select setval(pg_get_serial_sequence('rates', 'id'), coalesce((select max(id) from rates), 0) + 1, false)`.execute(
      db,
    );
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  if (isPostgres(db)) await sql`alter table rates alter column id drop identity if exists`.execute(db);
  await db.schema.dropIndex('rates_search_idx').execute();
  await searchIndex(db, LANE, SEARCH_COLUMNS);
  await db.schema.dropIndex('rates_revision_idx').execute();
  for (const column of ['version_id', 'revision_id', 'rate_card_id', 'company_id'])
    await db.schema.alterTable('rates').dropColumn(column).execute();
  await db.schema.dropTable('rate_card_revisions').execute();
  await db.schema.dropTable('rate_versions').execute();
  await db.schema.dropTable('rate_cards').execute();
};
