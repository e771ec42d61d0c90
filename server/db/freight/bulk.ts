/**
 * Batched multi-row inserts for the generator and the importers, on both dialects: SQLite gets
 * multi-row VALUES statements sized under its 32 766 bound parameters, PostgreSQL one
 * `INSERT ... SELECT * FROM unnest($1::text[], ...)` per batch (a handful of parameters however many rows).
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

export type ColumnType = 'text' | 'int' | 'float';
export type ColumnSpec = readonly (readonly [name: string, type: ColumnType])[];

const PG_TYPES: Record<ColumnType, string> = { text: 'text', int: 'integer', float: 'float8' };
const SQLITE_MAX_PARAMETERS = 32_000;
const PG_BATCH_ROWS = 20_000;

export interface BulkWriter {
  insert(table: string, columns: ColumnSpec, rows: readonly (readonly unknown[])[]): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: works on any schema, with snake_case names as in SQL
export const createBulkWriter = (db: Kysely<any>): BulkWriter => {
  const raw = db.withoutPlugins();
  const postgres = raw.getExecutor().adapter instanceof PostgresAdapter;
  return {
    insert: async (table, columns, rows) => {
      if (rows.length === 0) return;
      const names = sql.join(columns.map(([name]) => sql.id(name)));
      if (postgres) {
        for (let start = 0; start < rows.length; start += PG_BATCH_ROWS) {
          const batch = rows.slice(start, start + PG_BATCH_ROWS);
          const arrays = columns.map(
            ([, type], index) => sql`${batch.map((row) => row[index] ?? null)}::${sql.raw(PG_TYPES[type])}[]`,
          );
          await sql`insert into ${sql.id(table)} (${names}) select * from unnest(${sql.join(arrays)})`.execute(
            raw,
          );
        }
        return;
      }
      const perBatch = Math.max(1, Math.floor(SQLITE_MAX_PARAMETERS / columns.length));
      for (let start = 0; start < rows.length; start += perBatch) {
        const batch = rows.slice(start, start + perBatch);
        const values = sql.join(batch.map((row) => sql`(${sql.join(row.map((value) => value ?? null))})`));
        await sql`insert into ${sql.id(table)} (${names}) values ${values}`.execute(raw);
      }
    },
  };
};
