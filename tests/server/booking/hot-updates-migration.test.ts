/**
 * Migration 0046 leaves room on each page of `space_orders` (PostgreSQL's fillfactor), so the QR
 * code URL written right after a crowd's orders are inserted (spec §4: the order draft's `code_url`)
 * is an update in place that touches no index (a heap-only tuple), where a full page sent it to
 * another page and into all six indexes; the way down gives the pages back. SQLite has no such
 * setting: there the migration only has to run both ways.
 */
import { describe, expect, it } from 'vitest';
import { hotUpdatesOfACrowd, orderTableOptions } from '../support/hot-updates.ts';
import { migrationTest } from '../support/migration-test.ts';
import { TEST_DB } from '../support/test-database.ts';

const MIGRATION = '0046_hot_updates';
/** Enough orders to fill several pages. */
const ORDERS = 300;

const migration = migrationTest(MIGRATION);

describe(`migration ${MIGRATION}`, () => {
  it.runIf(TEST_DB === 'postgres')(
    "PostgreSQL: an order's QR code URL is written in place once pages keep room, not before; down gives it back",
    async () => {
      expect(await orderTableOptions(migration.db)).toBeNull();
      expect(await hotUpdatesOfACrowd(migration.db, ORDERS)).toBeLessThan(ORDERS / 10);
      expect((await migration.migrator.migrateTo(MIGRATION)).error).toBeUndefined();
      expect(await orderTableOptions(migration.db)).toEqual(['fillfactor=70']);
      expect(await hotUpdatesOfACrowd(migration.db, ORDERS)).toBeGreaterThan(ORDERS / 4);
      expect((await migration.migrator.migrateTo(migration.before)).error).toBeUndefined();
      expect(await orderTableOptions(migration.db)).toBeNull();
    },
  );

  it.runIf(TEST_DB === 'sqlite')('SQLite: runs up and down (SQLite has no fillfactor to set)', async () => {
    expect((await migration.migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    expect((await migration.migrator.migrateTo(migration.before)).error).toBeUndefined();
  });
});
