/**
 * Batched multi-row inserts for the generator, on both dialects: SQLite gets multi-row VALUES
 * statements sized under its 32 766 bound parameters, PostgreSQL one
 * `INSERT ... SELECT * FROM unnest($1::text[], ...)` per batch (a handful of parameters however many rows).
 * Rows are objects keyed like the Kysely schema (camelCase); the columns are their keys, and the
 * PostgreSQL array types are read from the database, so no column list is kept here.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

const SQLITE_MAX_PARAMETERS = 32_000;
const PG_BATCH_ROWS = 20_000;

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

  /** Each column's type name (int4, float8, text...) as the migration created it. */
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
        for (let start = 0; start < rows.length; start += PG_BATCH_ROWS) {
          const batch = rows.slice(start, start + PG_BATCH_ROWS);
          const arrays = keys.map(
            (key, index) =>
              sql`${batch.map((row) => row[key] ?? null)}::${sql.raw(types.get(columns[index]!) ?? 'text')}[]`,
          );
          await sql`insert into ${sql.id(table)} (${names}) select * from unnest(${sql.join(arrays)})`.execute(
            raw,
          );
        }
        return;
      }
      const perBatch = Math.max(1, Math.floor(SQLITE_MAX_PARAMETERS / keys.length));
      for (let start = 0; start < rows.length; start += perBatch) {
        const batch = rows.slice(start, start + perBatch);
        const values = sql.join(batch.map((row) => sql`(${sql.join(keys.map((key) => row[key] ?? null))})`));
        await sql`insert into ${sql.id(table)} (${names}) values ${values}`.execute(raw);
      }
    },
  };
};
