/**
 * What several repositories share: paging, LIKE escaping, which dialect runs the query, and the
 * value a column takes by its row's key in one UPDATE of many rows.
 */
import { PostgresAdapter, sql } from 'kysely';
import type { Database } from '../schema.ts';

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

export const isPostgres = (db: Database): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

type SqlType = 'integer' | 'text';

/**
 * The value of a column by its row's key, for one UPDATE of many rows (the writes of a turn,
 * turn-batch.ts): `case <key> when k1 then v1 … end`, for the rows `where <key> in (…)`. A key
 * given twice takes its last value. Casts: PostgreSQL types a bare parameter in a CASE as text.
 */
export const valueByKey = <K extends string | number, V extends string | number>(
  keyColumn: string,
  values: ReadonlyMap<K, V>,
  types: { key: SqlType; value: SqlType },
) =>
  sql<V>`case ${sql.ref(keyColumn)} ${sql.join(
    [...values].map(
      ([key, value]) =>
        sql`when cast(${key} as ${sql.raw(types.key)}) then cast(${value} as ${sql.raw(types.value)})`,
    ),
    sql` `,
  )} end`;

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
