/**
 * Migration 0034: the space allowance is held per customer account. What each customer held before
 * is recounted from the orders that still hold space (holdsSpace: all but cancelled and refused),
 * so a customer's first booking after the upgrade is capped by what they already hold.
 */
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpaceOrderState } from '../../../domain/booking/space-order-lifecycle.ts';
import { migrationProvider } from '../../../server/db/migrations/index.ts';
import type { Database } from '../../../server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const MIGRATION = '0034_customer_service';

let testDatabase: TestDatabase;
let db: Database;
let migrator: Migrator;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.open();
  migrator = new Migrator({ db: db.withoutPlugins(), provider: migrationProvider });
  const names = Object.keys(await migrationProvider.getMigrations()).sort();
  const { error } = await migrator.migrateTo(names[names.indexOf(MIGRATION) - 1]!);
  if (error !== undefined) throw error;
}, 60_000);
afterAll(() => testDatabase.drop());

let orders = 0;
const order = async (userId: number, status: SpaceOrderState, lines: Record<string, number>) => {
  orders += 1;
  const { id } = await db
    .insertInto('spaceOrders')
    .values({
      orderNo: `SO-MIGRATION-${orders}`,
      companyId: 1,
      userId,
      sailingId: 99,
      status,
      amountMinor: 100,
      currency: 'CNY',
      payAmountMinor: 100,
      payCurrency: 'CNY',
      cnyPerUnitMicro: null,
      rateEffectiveOn: null,
      attorneyFile: null,
      provider: 'sandbox',
      transactionId: null,
      createdAt: '2026-11-01T00:00:00.000Z',
      expiresAt: '2026-11-01T00:03:00.000Z',
      paidAt: null,
      closedAt: null,
      reason: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('spaceOrderLines')
    .values(
      Object.entries(lines).map(([containerType, quantity]) => ({
        orderId: id,
        containerType,
        quantity,
        unitPriceMinor: 10,
      })),
    )
    .execute();
};

describe(`migration ${MIGRATION}`, () => {
  it('spec §6: each customer holds what their own orders that still hold space hold', async () => {
    await order(7, 'inHand', { '20GP': 2 });
    await order(7, 'cancelled', { '20GP': 5 });
    await order(7, 'refused', { '40HQ': 1 });
    await order(8, 'awaitingPayment', { '20GP': 1, '40HQ': 3 });
    await order(8, 'returned', { '40HQ': 1 });
    expect((await migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    const held = await db
      .selectFrom('spaceAllowances')
      .select(['sailingId', 'userId', 'containerType', 'held'])
      .orderBy('userId')
      .orderBy('containerType')
      .execute();
    expect(held.map((row) => ({ ...row, held: Number(row.held) }))).toEqual([
      { sailingId: 99, userId: 7, containerType: '20GP', held: 2 },
      { sailingId: 99, userId: 8, containerType: '20GP', held: 1 },
      { sailingId: 99, userId: 8, containerType: '40HQ', held: 4 },
    ]);
  });
});
