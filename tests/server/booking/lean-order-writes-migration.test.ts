/**
 * Migration 0047 makes a hold write less to `space_orders`: the indexes on the grab offer's payment
 * number and the returned order's resubmit deadline keep entries only for the orders that have one
 * (both databases), and on PostgreSQL half of each page stays free, so about nine in ten of a
 * crowd's QR code URLs are written in place (heap-only tuples), where 0046's 30 % held about a
 * third. The way down gives both back.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../../server/db/unique-violation.ts';
import { hotUpdatesOfACrowd, insertOrders, orderTableOptions } from '../support/hot-updates.ts';
import { migrationTest } from '../support/migration-test.ts';
import { TEST_DB } from '../support/test-database.ts';

const MIGRATION = '0047_lean_order_writes';
/** Enough orders to fill several pages. */
const ORDERS = 300;
const PARTIAL = ['space_orders_payment_no_idx', 'space_orders_resubmit_idx'];

const migration = migrationTest(MIGRATION);

/** The index's definition as the database keeps it. */
const definitionOf = async (index: string): Promise<string> => {
  const { rows } =
    TEST_DB === 'postgres'
      ? await sql<{
          definition: string;
        }>`select indexdef as definition from pg_indexes where indexname = ${index}`.execute(migration.db)
      : await sql<{
          definition: string;
        }>`select sql as definition from sqlite_master where name = ${index}`.execute(migration.db);
  return rows[0]!.definition;
};

/**
 * Whether the payment number stays unique: of two new orders, the second is refused the first's
 * number.
 */
const paymentNoStaysUnique = async (paymentNo: string): Promise<boolean> => {
  const [first, second] = await insertOrders(migration.db, [`${paymentNo}-A`, `${paymentNo}-B`]);
  await migration.db.updateTable('spaceOrders').set({ paymentNo }).where('id', '=', first!).execute();
  try {
    await migration.db.updateTable('spaceOrders').set({ paymentNo }).where('id', '=', second!).execute();
    return false;
  } catch (error) {
    return isUniqueViolation(error);
  }
};

describe(`migration ${MIGRATION}`, () => {
  it.runIf(TEST_DB === 'postgres')(
    "PostgreSQL: a crowd's QR code URLs are written in place once half of each page stays free; down gives 0046's room back",
    async () => {
      expect(await orderTableOptions(migration.db)).toEqual(['fillfactor=70']);
      expect(await hotUpdatesOfACrowd(migration.db, ORDERS)).toBeLessThan(ORDERS / 2);
      expect((await migration.migrator.migrateTo(MIGRATION)).error).toBeUndefined();
      expect(await orderTableOptions(migration.db)).toEqual(['fillfactor=50']);
      expect(await hotUpdatesOfACrowd(migration.db, ORDERS)).toBeGreaterThan(ORDERS * 0.8);
      expect((await migration.migrator.migrateTo(migration.before)).error).toBeUndefined();
      expect(await orderTableOptions(migration.db)).toEqual(['fillfactor=70']);
    },
  );

  it('keeps index entries only for orders with a payment number or a resubmit deadline; the payment number stays unique; down indexes every order again', async () => {
    for (const index of PARTIAL) expect(await definitionOf(index)).not.toMatch(/ where /i);
    expect((await migration.migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    expect(await definitionOf('space_orders_payment_no_idx')).toMatch(
      / where \(?"?payment_no"? is not null/i,
    );
    expect(await definitionOf('space_orders_resubmit_idx')).toMatch(/ where \(?"?resubmit_by"? is not null/i);
    expect(await paymentNoStaysUnique('SO-LEAN-PAY-1')).toBe(true);
    expect((await migration.migrator.migrateTo(migration.before)).error).toBeUndefined();
    for (const index of PARTIAL) expect(await definitionOf(index)).not.toMatch(/ where /i);
    expect(await paymentNoStaysUnique('SO-LEAN-PAY-2')).toBe(true);
  });
});
