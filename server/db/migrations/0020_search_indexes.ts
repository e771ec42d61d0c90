/**
 * Rate and schedule search read their lane's page from the index alone.
 *
 * A search counts and sorts every rate or sailing of its lane in the window (up to 2 000 rates or
 * 450 sailings of a busy lane at the large scale) and shows 20. With only (pol, pod, etd_date) in
 * the index, each of them was read from the table to find its sort key; a sailing route's row is
 * about 1.8 KB, so that was one table page per sailing. These indexes carry the columns the search
 * filters and sorts on, so the repositories pick the page's ids from the index (PostgreSQL: an
 * index-only scan; SQLite: a covering index, `id` being the rowid every index holds) and read the
 * table for those 20 only. They replace the lane indexes of 0003, whose columns they start with.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Lane and window first, as the searches filter; then what they filter and sort on besides. */
const SEARCH_INDEXES = [
  {
    name: 'rates_search_idx',
    replaces: 'rates_lane_idx',
    table: 'rates',
    columns: ['etd', 'all_in', 'transit_days', 'container_type', 'carrier_scac', 'is_spot'],
  },
  {
    name: 'sailing_routes_search_idx',
    replaces: 'sailing_routes_lane_idx',
    table: 'sailing_routes',
    columns: ['etd', 'transit_days', 'carrier_scac', 'transshipments'],
  },
];

const LANE = ['pol', 'pod', 'etd_date'];

const ids = (names: string[]) => sql.join(names.map((name) => sql.id(name)));

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const index of SEARCH_INDEXES) {
    // PostgreSQL keeps the extra columns out of the key (INCLUDE) and needs `id` there to answer
    // from the index; SQLite has no INCLUDE and every one of its indexes holds the rowid.
    const definition = postgres
      ? sql`create index ${sql.id(index.name)} on ${sql.table(index.table)} (${ids(LANE)}) include (${ids([...index.columns, 'id'])})`
      : sql`create index ${sql.id(index.name)} on ${sql.table(index.table)} (${ids([...LANE, ...index.columns])})`;
    await definition.execute(db);
    await db.schema.dropIndex(index.replaces).execute();
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const index of SEARCH_INDEXES) {
    await db.schema.createIndex(index.replaces).on(index.table).columns(LANE).execute();
    await db.schema.dropIndex(index.name).execute();
  }
};
