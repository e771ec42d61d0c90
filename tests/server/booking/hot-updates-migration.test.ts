/**
 * Migration 0046 leaves room on each page of `space_orders` (PostgreSQL's fillfactor), so the QR
 * code URL written right after a crowd's orders are inserted (spec §4: the order draft's `code_url`)
 * is an update in place that touches no index (a heap-only tuple), where a full page sent it to
 * another page and into all six indexes; the way down gives the pages back. SQLite has no such
 * setting: there the migration only has to run both ways.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationTest } from '../support/migration-test.ts';
import { TEST_DB } from '../support/test-database.ts';

const MIGRATION = '0046_hot_updates';
const AT = '2026-11-27T08:00:00.000Z';
/** Enough orders to fill several pages. */
const ORDERS = 300;

let batch = 0;
const migration = migrationTest(MIGRATION);

/**
 * Inserts a crowd's orders (one statement, as a turn of holds does), then sets their QR code URLs
 * in one statement in a transaction of its own; answers how many of those updates were heap-only.
 */
const hotUpdatesOfACrowd = async (): Promise<number> => {
  batch += 1;
  const ids = await migration.db
    .insertInto('spaceOrders')
    .values(
      Array.from({ length: ORDERS }, (_, index) => ({
        orderNo: `SO-HOT-${batch}-${index}`,
        companyId: 1,
        userId: 1,
        sailingId: 1,
        status: 'awaitingPayment',
        amountMinor: 120_000,
        currency: 'USD',
        payAmountMinor: 863_856,
        payCurrency: 'CNY',
        cnyPerUnitMicro: 7_198_800,
        rateEffectiveOn: '2026-11-26',
        attorneyFile: `attorney-${batch}-${index}.pdf`,
        provider: 'sandbox',
        transactionId: null,
        createdAt: AT,
        expiresAt: AT,
        paidAt: null,
        closedAt: null,
        reason: null,
      })),
    )
    .returning('id')
    .execute();
  return migration.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('spaceOrders')
      .set((eb) => ({
        codeUrl: eb.fn('concat', [sql.lit('https://portal.example/pay?code='), eb.ref('orderNo')]),
      }))
      .where(
        'id',
        'in',
        ids.map((row) => row.id),
      )
      .execute();
    const { rows } = await sql<{
      hot: number;
    }>`select pg_stat_get_xact_tuples_hot_updated('space_orders'::regclass)::integer as hot`.execute(trx);
    return rows[0]!.hot;
  });
};

describe(`migration ${MIGRATION}`, () => {
  it.runIf(TEST_DB === 'postgres')(
    "PostgreSQL: an order's QR code URL is written in place once pages keep room, not before; down gives it back",
    async () => {
      const fillfactor = async () =>
        (
          await sql<{
            options: string[] | null;
          }>`select reloptions as options from pg_class where oid = 'space_orders'::regclass`.execute(
            migration.db,
          )
        ).rows[0]!.options;
      expect(await fillfactor()).toBeNull();
      expect(await hotUpdatesOfACrowd()).toBeLessThan(ORDERS / 10);
      expect((await migration.migrator.migrateTo(MIGRATION)).error).toBeUndefined();
      expect(await fillfactor()).toEqual(['fillfactor=70']);
      expect(await hotUpdatesOfACrowd()).toBeGreaterThan(ORDERS / 4);
      expect((await migration.migrator.migrateTo(migration.before)).error).toBeUndefined();
      expect(await fillfactor()).toBeNull();
    },
  );

  it.runIf(TEST_DB === 'sqlite')('SQLite: runs up and down (SQLite has no fillfactor to set)', async () => {
    expect((await migration.migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    expect((await migration.migrator.migrateTo(migration.before)).error).toBeUndefined();
  });
});
