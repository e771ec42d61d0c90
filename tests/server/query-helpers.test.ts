/**
 * The statements of a turn (server/db/turn-batch.ts) written by query-helpers.ts: many rows in, and
 * many values asked for, by texts that do not change with their count, on both databases.
 */
import { type Generated, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRows, insertRowsReturning, oneOf } from '../../server/db/repositories/query-helpers.ts';
import type { Database } from '../../server/db/schema.ts';
import { countingStatements } from './support/statement-count.ts';
import { createTestDatabase, TEST_DB, type TestDatabase } from './support/test-database.ts';

interface HelperRowsTable {
  id: Generated<number>;
  name: string;
  n: number | null;
}

let testDb: TestDatabase;
let db: Database;
const rowsTable = (on: Database = db) => on.withTables<{ helperRows: HelperRowsTable }>();

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.open();
  const id = TEST_DB === 'postgres' ? sql`id serial primary key` : sql`id integer primary key`;
  await sql`create table helper_rows (${id}, name text not null, n integer)`.execute(db);
});
afterAll(() => testDb.drop());

/** Names that break a naive list or array literal: quotes, commas, braces, backslashes, NULL. */
const awkward = ['plain', 'a,b', 'c"d', "e'f", '{g}', 'h\\i', 'NULL', '', ' spaced '];

describe('the statements of a turn', () => {
  it('no rows write nothing and send no statement', async () => {
    const counted = countingStatements(db);
    await insertRows(rowsTable(counted.db), 'helperRows', []);
    expect(await insertRowsReturning(rowsTable(counted.db), 'helperRows', [])).toEqual([]);
    expect(counted.statements()).toBe(0);
  });

  it('57 rows come back as stored, in their order: one statement on PostgreSQL, on SQLite 32, 16, 8 and 1 rows (a few texts, kept prepared)', async () => {
    const counted = countingStatements(db);
    const rows = Array.from({ length: 57 }, (_, index) => ({ name: `row ${index}`, n: index }));
    const stored = await insertRowsReturning(rowsTable(counted.db), 'helperRows', rows);
    expect(stored.map(({ name, n }) => ({ name, n }))).toEqual(rows);
    expect(new Set(stored.map((row) => row.id)).size).toBe(57);
    expect(counted.statements()).toBe(TEST_DB === 'postgres' ? 1 : 4);
    // A column one row leaves out is null in it.
    await insertRows(rowsTable(), 'helperRows', [{ name: 'no n' }, { name: 'with n', n: 7 }]);
    const read = await rowsTable()
      .selectFrom('helperRows')
      .select(['name', 'n'])
      .where('name', 'in', ['no n', 'with n'])
      .orderBy('name')
      .execute();
    expect(read).toEqual([
      { name: 'no n', n: null },
      { name: 'with n', n: 7 },
    ]);
  });

  it('57 rows of which the last cannot be written write none of them, on both databases (SQLite’s four statements in one transaction)', async () => {
    const rows = Array.from({ length: 57 }, (_, index) => ({ name: `failing ${index}`, n: index }));
    const broken = [...rows.slice(0, -1), { name: null as unknown as string, n: 56 }];
    await expect(insertRows(rowsTable(), 'helperRows', broken)).rejects.toThrow();
    const written = await rowsTable()
      .selectFrom('helperRows')
      .select('id')
      .where('name', 'like', 'failing %')
      .execute();
    expect(written).toEqual([]);
  });

  it('oneOf finds each value asked, texts as written and numbers as numbers, and nothing for none', async () => {
    await insertRows(
      rowsTable(),
      'helperRows',
      awkward.map((name, index) => ({ name, n: 1000 + index })),
    );
    const names = (values: readonly string[]) =>
      rowsTable()
        .selectFrom('helperRows')
        .select('name')
        .where(oneOf(db, 'helperRows.name', values))
        .execute();
    expect((await names(awkward)).map((row) => row.name).sort()).toEqual([...awkward].sort());
    expect(await names(['c"d'])).toEqual([{ name: 'c"d' }]);
    expect(await names([])).toEqual([]);
    const byNumber = await rowsTable()
      .selectFrom('helperRows')
      .select('name')
      .where(oneOf(db, 'n', [1001, 1003, 99_999]))
      .orderBy('n')
      .execute();
    expect(byNumber).toEqual([{ name: 'a,b' }, { name: "e'f" }]);
  });
});
