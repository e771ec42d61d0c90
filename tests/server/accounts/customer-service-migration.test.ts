/**
 * Migration 0034: the space allowance is held per customer account. What each customer held before
 * is recounted from the orders that still hold space (holdsSpace: all but cancelled and refused),
 * so a customer's first booking after the upgrade is capped by what they already hold.
 */
import { describe, expect, it } from 'vitest';
import type { SpaceOrderState } from '../../../domain/booking/space-order-lifecycle.ts';
import { migrationTest } from '../support/migration-test.ts';

const MIGRATION = '0034_customer_service';

const migration = migrationTest(MIGRATION);

let orders = 0;
const order = async (userId: number, status: SpaceOrderState, lines: Record<string, number>) => {
  orders += 1;
  const { id } = await migration.db
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
  await migration.db
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
    expect((await migration.migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    const held = await migration.db
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
