/**
 * Batched multi-row inserts for the generator, on both dialects: SQLite gets multi-row VALUES
 * statements of a fixed number of rows (up to 999 bound parameters), so that a table's batches
 * share one text and one prepared statement (`server/db/connection.ts` keeps it), PostgreSQL one
 * `INSERT ... SELECT ... FROM json_to_recordset($1::json)` per batch: one parameter, the batch as
 * JSON text, which V8 writes natively and PostgreSQL reads in C (escaping the elements
 * of one text array per column, as before, cost about as much JavaScript time as making the rows).
 * Rows are objects keyed like the Kysely schema (camelCase); the columns are their keys, and the
 * PostgreSQL column types are read from the database, so no column list is kept here.
 * `withIndexesDeferred` builds a table's secondary indexes once after its rows are in, which is
 * several times cheaper than keeping them up to date row by row.
 */
import { CompiledQuery, type Kysely, PostgresAdapter, sql } from 'kysely';

/** Small enough that a batch's text stays in the statement cache; larger batches inserted no faster. */
const SQLITE_MAX_PARAMETERS = 999;
/** SQLite's page cache while indexes are deferred (2 MB by default): the index builds sort in it. */
const SQLITE_BULK_CACHE_KIB = 256 * 1024;
const PG_BATCH_ROWS = 20_000;

/** A name as a quoted SQL identifier. */
const quoteName = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** A Kysely name as SQL spells it (the app's CamelCasePlugin does the same): etdDate -> etd_date. */
export const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);

export interface BulkWriter {
  /** Rows of one table, all with the keys of the first row (a missing value is written as NULL). */
  insert(table: string, rows: readonly Record<string, unknown>[]): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: works on any schema, with snake_case names as in SQL
export const createBulkWriter = (db: Kysely<any>): BulkWriter => {
  const raw = db.withoutPlugins();
  const postgres = raw.getExecutor().adapter instanceof PostgresAdapter;
  const pgTypes = new Map<string, Map<string, string>>();

  /** Each column's type name (int4, float8, text...) as the migrations created it. */
  const pgTypesOf = async (table: string): Promise<Map<string, string>> => {
    let types = pgTypes.get(table);
    if (types === undefined) {
      const { rows } = await sql<{ column_name: string; udt_name: string }>`
        select column_name, udt_name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table}`.execute(raw);
      types = new Map(rows.map((row) => [row.column_name, row.udt_name]));
      pgTypes.set(table, types);
    }
    return types;
  };

  return {
    insert: async (name, rows) => {
      if (rows.length === 0) return;
      const table = snakeCase(name);
      const keys = Object.keys(rows[0]!);
      const columns = keys.map(snakeCase);
      const names = sql.join(columns.map((column) => sql.id(column)));
      if (postgres) {
        const types = await pgTypesOf(table);
        // The record's fields are the rows' own keys, typed as the table's columns.
        const fields = sql.join(
          keys.map((key, index) => sql`${sql.id(key)} ${sql.raw(types.get(columns[index]!) ?? 'text')}`),
        );
        const values = sql.join(keys.map((key) => sql.id(key)));
        for (let start = 0; start < rows.length; start += PG_BATCH_ROWS) {
          const batch = JSON.stringify(rows.slice(start, start + PG_BATCH_ROWS));
          await sql`insert into ${sql.id(table)} (${names}) select ${values} from json_to_recordset(${batch}::json) as batch(${fields})`.execute(
            raw,
          );
        }
        return;
      }
      // The statement's text is written here rather than built as a query tree: Kysely's compiler
      // walking 32 000 parameter nodes per statement cost more than SQLite inserting the rows.
      const perBatch = Math.max(1, Math.floor(SQLITE_MAX_PARAMETERS / keys.length));
      const head = `insert into ${quoteName(table)} (${columns.map(quoteName).join(', ')}) values `;
      const tuple = `(${keys.map(() => '?').join(', ')})`;
      for (let start = 0; start < rows.length; start += perBatch) {
        const batch = rows.slice(start, start + perBatch);
        const parameters: unknown[] = [];
        for (const row of batch) for (const key of keys) parameters.push(row[key] ?? null);
        await raw.executeQuery(
          CompiledQuery.raw(head + Array(batch.length).fill(tuple).join(', '), parameters),
        );
      }
    },
  };
};

/**
 * Runs `load` with the secondary indexes of `tables` dropped, then creates them again from their
 * own definitions, read from the catalogue (so a migration that adds an index needs nothing here).
 * Primary keys stay. Inside a transaction, as the seed is, nobody sees the tables without them.
 * SQLite gets a larger page cache meanwhile, for the rows and the sorts of the index builds.
 */
export const withIndexesDeferred = async <T>(
  // biome-ignore lint/suspicious/noExplicitAny: works on any schema, with snake_case names as in SQL
  db: Kysely<any>,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> => {
  const raw = db.withoutPlugins();
  const postgres = raw.getExecutor().adapter instanceof PostgresAdapter;
  const names = tables.map(snakeCase);
  const { rows: indexes } = postgres
    ? // Indexes that back a constraint (primary keys) cannot be dropped on their own: they stay.
      await sql<{ name: string; definition: string }>`
          select i.indexname as name, i.indexdef as definition from pg_indexes i
          where i.schemaname = current_schema() and i.tablename = any(${names})
            and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(raw)
    : // Automatic indexes (primary keys, UNIQUE columns) have no SQL of their own: they stay.
      await sql<{ name: string; definition: string }>`
          select name, sql as definition from sqlite_master
          where type = 'index' and sql is not null and tbl_name in (${sql.join(names)})`.execute(raw);
  const { rows: cache } = postgres
    ? { rows: [] }
    : await sql<{ cache_size: number }>`pragma cache_size`.execute(raw);
  if (!postgres) await sql.raw(`pragma cache_size = -${SQLITE_BULK_CACHE_KIB}`).execute(raw);
  try {
    for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(raw);
    const result = await load();
    for (const index of indexes) await sql.raw(index.definition).execute(raw);
    return result;
  } finally {
    if (cache[0] !== undefined)
      await sql.raw(`pragma cache_size = ${Number(cache[0].cache_size)}`).execute(raw);
  }
};
