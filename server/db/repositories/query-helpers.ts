/**
 * What several repositories share: paging, LIKE escaping, which dialect runs the query, and the
 * statements of a turn (turn-batch.ts): the rows of one INSERT of many, the rows one UPDATE of many
 * joins, the values one read asks for.
 */
import {
  CompiledQuery,
  type Insertable,
  type Kysely,
  PostgresAdapter,
  type RawBuilder,
  type Selectable,
  type SqlBool,
  sql,
} from 'kysely';
import type { Database, DatabaseSchema } from '../schema.ts';

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

export const offsetOf = ({ pageNo, pageSize }: PageQuery): number => (pageNo - 1) * pageSize;

/**
 * A page read with the total in each row (`count(*) over ()`): the rows without it, and the total.
 * A page past the end has no row to carry the total: only then is it counted on its own.
 */
export const pageWithTotal = async <Row extends { total: number | string }>(
  rows: Row[],
  query: PageQuery,
  count: () => Promise<{ total: number | string }>,
): Promise<{ rows: Omit<Row, 'total'>[]; total: number }> => {
  const total = rows[0]?.total ?? (offsetOf(query) === 0 ? 0 : (await count()).total);
  return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(total) };
};

/** The text with LIKE's wildcards and its escape character escaped (backslash, as both dialects default). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export const isPostgres = (db: Pick<Database, 'getExecutor'>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/** A name in the database: the CamelCasePlugin's mapping (`orderNo` → `order_no`). */
const columnName = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const quoted = (name: string): string => `"${columnName(name)}"`;

/**
 * The rows as objects keyed by the database's names (a column a row leaves out is null), each name
 * worked out once for all the rows: the JSON parameter of a many-row statement.
 */
const byColumnName = (columns: readonly string[], rows: readonly object[]): Record<string, unknown>[] => {
  const named = columns.map((column) => [column, columnName(column)] as const);
  return rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [column, name] of named) record[name] = (row as Record<string, unknown>)[column] ?? null;
    return record;
  });
};

/**
 * The most rows one SQLite INSERT of a turn takes: 64 rows of the widest table (orders, about 60
 * characters of placeholders a row) stay within the texts the statement cache keeps (connection.ts).
 */
const SQLITE_ROWS_PER_INSERT = 64;

/**
 * The sizes SQLite's INSERTs of `count` rows go in: powers of two, largest first (57 rows: 32, 16,
 * 8, 1). A turn's count differs from the last turn's, and preparing an INSERT of a count never seen
 * cost more than running it (30 rows of 20 columns: about 400 µs to prepare, 200 µs to run); with
 * these sizes each table has at most seven texts, all kept prepared.
 */
const sqliteChunkSizes = (count: number): number[] => {
  const sizes: number[] = [];
  for (let left = count; left > 0; ) {
    let size = SQLITE_ROWS_PER_INSERT;
    while (size > left) size /= 2;
    sizes.push(size);
    left -= size;
  }
  return sizes;
};

/**
 * The INSERTs of many rows (the writes of a turn, turn-batch.ts), each row naming the same columns
 * (a column a row leaves out is null in it). Their text is written here, not built by Kysely, which
 * makes and compiles a node per value (about 3 µs a row of 20 columns, a tenth of a hold's CPU in a
 * crowd). On PostgreSQL the rows go as one json parameter (`json_populate_recordset`, typed by
 * the table's own columns): one statement whose text is the same however many rows, and PostgreSQL
 * parses, binds and plans one parameter instead of one per value (30 orders of 20 columns: about
 * 410 µs of its CPU instead of 1 020 µs). `json`, not `jsonb`: each value is read once, and building
 * jsonb's binary form first cost about a tenth of PostgreSQL's CPU for those 30 rows. SQLite takes
 * VALUES lists of a few sizes (sqliteChunkSizes), whose prepared statements are kept: its JSON
 * functions read each value slower (docs/booking.md, "Sixth round").
 */
const insertsOf = <Row extends object>(
  db: Pick<Database, 'getExecutor'>,
  table: string,
  rows: readonly Row[],
  answer: '' | ' returning *',
): CompiledQuery[] => {
  if (rows.length === 0) return [];
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const valuesOf = (row: Row) => columns.map((column) => (row as Record<string, unknown>)[column] ?? null);
  const names = columns.map(quoted).join(', ');
  const into = `insert into ${quoted(table)} (${names})`;
  if (isPostgres(db))
    return [
      CompiledQuery.raw(
        `${into} select ${names} from json_populate_recordset(null::${quoted(table)}, $1::json)${answer}`,
        [JSON.stringify(byColumnName(columns, rows))],
      ),
    ];
  const row = `(${columns.map(() => '?').join(', ')})`;
  let first = 0;
  return sqliteChunkSizes(rows.length).map((size) => {
    const chunk = rows.slice(first, first + size);
    first += size;
    return CompiledQuery.raw(
      `${into} values ${Array.from({ length: size }, () => row).join(', ')}${answer}`,
      chunk.flatMap(valuesOf),
    );
  });
};

/**
 * Runs an insert's statements and answers their rows in order. Several (SQLite's sizes) are still
 * one insert: all or none, in a transaction of their own unless one is open (turnWrites relies on
 * a failed write having written nothing when it writes each row again alone).
 */
const executeAll = async <Schema, Row>(
  db: Kysely<Schema>,
  queries: readonly CompiledQuery[],
): Promise<Row[]> => {
  const run = async (on: Kysely<Schema>) => {
    const rows: Row[] = [];
    for (const query of queries) rows.push(...(await on.executeQuery<Row>(query)).rows);
    return rows;
  };
  return queries.length > 1 && !db.isTransaction ? db.transaction().execute(run) : run(db);
};

/** Inserts the rows (insertsOf); nothing for none. */
export const insertRows = async <Schema, T extends keyof Schema & string>(
  db: Kysely<Schema>,
  table: T,
  rows: readonly Insertable<Schema[T]>[],
): Promise<void> => {
  await executeAll(db, insertsOf(db, table, rows as readonly object[], ''));
};

/** Inserts the rows (insertsOf) and answers them as stored, in order; Kysely's plugins name their columns. */
export const insertRowsReturning = <Schema, T extends keyof Schema & string>(
  db: Kysely<Schema>,
  table: T,
  rows: readonly Insertable<Schema[T]>[],
): Promise<Selectable<Schema[T]>[]> =>
  executeAll(db, insertsOf(db, table, rows as readonly object[], ' returning *'));

type SqlType = 'integer' | 'text';

/**
 * Rows given by the caller as a table `alias` (to UPDATE … FROM, to join, to INSERT … SELECT): one
 * statement for the many rows of a turn (turn-batch.ts). They travel as one JSON parameter
 * (PostgreSQL's `json_to_recordset`, SQLite's `json_each`), so the statement's text and its
 * parameters are the same however many rows: SQLite keeps its one prepared statement (connection.ts)
 * where a VALUES list of each new count was prepared anew (a turn's count seldom repeats), and no
 * Kysely node is made per value.
 */
export const rowsFrom = <Row extends Record<string, string | number>, Alias extends string>(
  db: Pick<Database, 'getExecutor'>,
  alias: Alias,
  columns: { readonly [K in keyof Row & string]: SqlType },
  rows: readonly Row[],
) => {
  const names = Object.keys(columns) as (keyof Row & string)[];
  const json = JSON.stringify(byColumnName(names, rows));
  const table = isPostgres(db)
    ? sql<Row>`(select * from json_to_recordset(${json}::json) as given(${sql.raw(
        names.map((name) => `${quoted(name)} ${columns[name]}`).join(', '),
      )}))`
    : sql<Row>`(select ${sql.raw(
        names.map((name) => `value ->> '${columnName(name)}' as ${quoted(name)}`).join(', '),
      )} from json_each(${json}))`;
  return table.as(alias);
};

/**
 * `column in (the values)` for the reads of a turn (turn-batch.ts). On SQLite the values go as one
 * JSON parameter (`json_each`), so the text is the same however many values and its prepared
 * statement is kept (rowsFrom). PostgreSQL plans every statement anyway and takes the list of
 * parameters, as Kysely writes it. None matches nothing.
 */
export const oneOf = (
  db: Pick<Database, 'getExecutor'>,
  column: string,
  values: readonly (string | number)[],
): RawBuilder<SqlBool> => {
  if (!isPostgres(db))
    return sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(values)}))`;
  return values.length === 0
    ? sql<SqlBool>`false`
    : sql<SqlBool>`${sql.ref(column)} in (${sql.join(values)})`;
};

/**
 * Sets one column of many rows by their key (the writes of a turn, turn-batch.ts): one UPDATE
 * joining the given rows (rowsFrom). A key given twice takes its last value.
 */
export const setByKey = async <K extends string | number, V extends string | number>(
  db: Database,
  table: keyof DatabaseSchema & string,
  columns: { key: string; value: string },
  types: { key: SqlType; value: SqlType },
  values: ReadonlyMap<K, V>,
): Promise<void> => {
  if (values.size === 0) return;
  const given = rowsFrom(
    db,
    'given',
    { key: types.key, value: types.value },
    [...values].map(([key, value]) => ({ key, value })),
  );
  await sql`update ${sql.table(table)} set ${sql.ref(columns.value)} = ${sql.ref('given.value')} from ${given} where ${sql.ref(`${table}.${columns.key}`)} = ${sql.ref('given.key')}`.execute(
    db,
  );
};

/** A staff list's customer filter: one customer by id, or those whose email, name or company contain the text. */
export interface CustomerFilter {
  customerId?: number | undefined;
  customer?: string | undefined;
}

/**
 * The ids of the tenant's users the filter names, as a subquery for `where(<owner column>, 'in', …)`;
 * undefined when the filter names no one (every customer).
 */
export const customersMatching = (db: Database, companyId: number, filter: CustomerFilter) => {
  const keyword = (filter.customer ?? '').trim().toLowerCase();
  if (filter.customerId === undefined && keyword === '') return undefined;
  let query = db.selectFrom('users').select('users.id').where('users.companyId', '=', companyId);
  if (filter.customerId !== undefined) query = query.where('users.id', '=', filter.customerId);
  if (keyword !== '') {
    const pattern = `%${escapeLike(keyword)}%`;
    query = query.where((eb) =>
      eb.or(
        (['users.email', 'users.nameCn', 'users.nameEn', 'users.companyName'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return query;
};
