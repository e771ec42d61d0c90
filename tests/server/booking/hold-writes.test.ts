/**
 * What holds write (spec §5, server/db/repositories/space-hold-writes.ts): several holds in one
 * transaction, each write one statement for all of them, all written or none. On each database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HoldRefused,
  type HoldWrite,
  writeHolds,
} from '../../../server/db/repositories/space-hold-writes.ts';
import { viewers } from '../freight/support.ts';
import { countingStatements } from '../support/statement-count.ts';
import { TEST_DB } from '../support/test-database.ts';
import { type BookingApp, bookableSailing, remainingOf, startBookingApp, uploadedFile } from './support.ts';

let t: BookingApp;
beforeAll(async () => {
  t = await startBookingApp();
});
afterAll(async () => {
  await t.close();
});

const customer = viewers.certified;
let orderNumber = 0;

/** A hold of `quantity` 20GP on the sailing with the customer's upload (and the stock it read, if given). */
const holdOf = (
  sailingId: number,
  attorneyFile: string,
  quantity = 1,
  key?: string,
  stockSeen?: number,
): HoldWrite => {
  const at = t.now().toISOString();
  orderNumber += 1;
  return {
    order: {
      orderNo: `SOHOLDWRITES${String(orderNumber).padStart(6, '0')}`,
      companyId: customer.companyId,
      userId: customer.userId,
      sailingId,
      amountMinor: 100_000 * quantity,
      currency: 'USD',
      payAmountMinor: 719_880 * quantity,
      payCurrency: 'CNY',
      cnyPerUnitMicro: 7_198_800,
      rateEffectiveOn: '2026-11-26',
      attorneyFile,
      provider: 'sandbox',
      transactionId: null,
      createdAt: at,
      expiresAt: at,
      offerExpiresAt: null,
      paidAt: null,
      closedAt: null,
      reason: null,
    },
    created: { companyId: customer.companyId, party: 'owner', actorUserId: customer.userId, at },
    lines: [{ containerType: '20GP', quantity, unitPriceMinor: 100_000 }],
    attorneyFile: { storedName: attorneyFile, onFile: false },
    ...(key === undefined ? {} : { idempotency: { key, requestHash: 'hash' } }),
    ...(stockSeen === undefined ? {} : { stockSeen: { '20GP': stockSeen } }),
  };
};

/** Three rows go in by one INSERT on PostgreSQL, by two on SQLite (2 + 1: query-helpers.ts keeps a few texts). */
const insertsOfThree = TEST_DB === 'postgres' ? 1 : 2;

const uploads = (count: number) =>
  Promise.all(Array.from({ length: count }, () => uploadedFile(t, customer)));

describe('spec §5: holds written together', () => {
  it('three holds: one statement per table, each order in the order given with its own lines, key and file', async () => {
    const sailing = await bookableSailing(t, { '20GP': 20 });
    const files = await uploads(3);
    // They read 20 left, more than twice the 6 they ask together: the stock is taken last.
    const holds = files.map((file, index) => holdOf(sailing.id, file, index + 1, `hold-writes-${index}`, 20));
    const { db, statements } = countingStatements(t.db);
    const written = await db.transaction().execute((trx) => writeHolds(trx, holds));
    // The savepoint, the orders, their history, lines, keys and files, then the stock and the
    // allowance (taken last: on PostgreSQL the stock row's lock lasts to the commit): 8 on
    // PostgreSQL, not 8 × 3.
    expect(statements()).toBe(1 + 4 * insertsOfThree + 3);
    const rows = written.map((each) => ('row' in each ? each.row : expect.fail(JSON.stringify(each))));
    expect(rows.map((row) => row.orderNo)).toEqual(holds.map((hold) => hold.order.orderNo));
    expect(rows.map((row) => row.status)).toEqual(['awaitingPayment', 'awaitingPayment', 'awaitingPayment']);
    const ids = rows.map((row) => row.id);
    const lines = await t.db.selectFrom('spaceOrderLines').selectAll().where('orderId', 'in', ids).execute();
    expect(Object.fromEntries(lines.map((line) => [line.orderId, line.quantity]))).toEqual({
      [ids[0]!]: 1,
      [ids[1]!]: 2,
      [ids[2]!]: 3,
    });
    const keys = await t.db.selectFrom('idempotencyKeys').selectAll().where('orderId', 'in', ids).execute();
    expect(Object.fromEntries(keys.map((key) => [key.idempotencyKey, key.orderId]))).toEqual({
      'hold-writes-0': ids[0],
      'hold-writes-1': ids[1],
      'hold-writes-2': ids[2],
    });
    const taken = await t.db
      .selectFrom('uploadedFiles')
      .select(['storedName', 'orderId'])
      .where('storedName', 'in', files)
      .execute();
    expect(Object.fromEntries(taken.map((file) => [file.storedName, file.orderId]))).toEqual(
      Object.fromEntries(files.map((file, index) => [file, ids[index]])),
    );
    const history = await t.db
      .selectFrom('recordEvents')
      .select(['recordId', 'fromStatus', 'toStatus'])
      .where('kind', '=', 'spaceOrder')
      .where('recordId', 'in', ids)
      .orderBy('recordId')
      .execute();
    expect(history).toEqual(
      ids.map((recordId) => ({ recordId, fromStatus: null, toStatus: 'awaitingPayment' })),
    );
    expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 14 });
    const allowance = await t.db
      .selectFrom('spaceAllowances')
      .select('held')
      .where('sailingId', '=', sailing.id)
      .where('userId', '=', customer.userId)
      .executeTakeFirstOrThrow();
    expect(allowance.held).toBe(6);
  });

  const refusedTogether = async (holds: HoldWrite[], sailingId: number) => {
    const before = await remainingOf(t, sailingId);
    const refused = await t.db
      .transaction()
      .execute((trx) => writeHolds(trx, holds))
      .then(
        () => null,
        (error: unknown) => (error instanceof HoldRefused ? error.refusal : error),
      );
    // Nothing of any of them was written.
    expect(
      await t.db.selectFrom('spaceOrders').select('id').where('sailingId', '=', sailingId).execute(),
    ).toEqual([]);
    expect(await remainingOf(t, sailingId)).toEqual(before);
    return refused;
  };

  it.each([
    // Read when 3 were left, less than twice the 5 they ask: the space is decided first (the stock
    // read under lock on PostgreSQL, the two that fit written, the stock and the allowance taken).
    ['scarce when they read it', 3, 1 + 6],
    // Read when 20 were left, taken meanwhile: all three written (orders, history, lines, files; no
    // keys here) after the savepoint, the stock short for them, rolled back, then decided first.
    ['plentiful when they read it, taken meanwhile', 20, 1 + 5 + 3 * (insertsOfThree - 1) + 1 + 1 + 6],
  ])(
    'holds asking together for more than is left (%s): the first that fit are written, the later refused, writing nothing',
    async (_, seen, statementCount) => {
      const sailing = await bookableSailing(t, { '20GP': 3 });
      const files = await uploads(3);
      const holds = [
        holdOf(sailing.id, files[0]!, 2, undefined, seen),
        holdOf(sailing.id, files[1]!, 2, undefined, seen),
        holdOf(sailing.id, files[2]!, 1, undefined, seen),
      ];
      const { db, statements } = countingStatements(t.db);
      const written = await db.transaction().execute((trx) => writeHolds(trx, holds));
      expect(statements()).toBe(statementCount);
      expect(written.map((each) => ('row' in each ? each.row.orderNo : each.refusal))).toEqual([
        holds[0]!.order.orderNo,
        { reason: 'spaceTakenMeanwhile', containerType: '20GP' },
        holds[2]!.order.orderNo,
      ]);
      expect(await remainingOf(t, sailing.id)).toEqual({ '20GP': 0 });
      const taken = await t.db
        .selectFrom('uploadedFiles')
        .select(['storedName', 'orderId'])
        .where('storedName', '=', files[1]!)
        .executeTakeFirstOrThrow();
      expect(taken.orderId).toBeNull();
      expect(
        await t.db.selectFrom('spaceOrders').select('orderNo').where('sailingId', '=', sailing.id).execute(),
      ).toHaveLength(2);
    },
  );

  it('one customer’s holds passing the allowance together: refused as a whole, nothing written', async () => {
    const sailing = await bookableSailing(t, { '20GP': 10 });
    await t.db
      .updateTable('spaceInventory')
      .set({ allowance: 2 })
      .where('sailingId', '=', sailing.id)
      .execute();
    const holds = (await uploads(3)).map((file) => holdOf(sailing.id, file));
    expect(await refusedTogether(holds, sailing.id)).toEqual({ reason: 'reservedQuantityExceedsAllowance' });
  });

  it('two holds naming one upload: refused as a whole, the file left free', async () => {
    const sailing = await bookableSailing(t, { '20GP': 10 });
    const [file] = await uploads(1);
    expect(await refusedTogether([holdOf(sailing.id, file!), holdOf(sailing.id, file!)], sailing.id)).toEqual(
      {
        reason: 'attorneyFileNotFound',
      },
    );
    const row = await t.db
      .selectFrom('uploadedFiles')
      .select('orderId')
      .where('storedName', '=', file!)
      .executeTakeFirstOrThrow();
    expect(row.orderId).toBeNull();
  });

  it('a head picture among the files: refused with that reason (spec §7), nothing written', async () => {
    const sailing = await bookableSailing(t, { '20GP': 10 });
    const [free, picture] = await uploads(2);
    // Some user's head picture: no booking takes it, whoever uploaded it.
    await t.db
      .insertInto('users')
      .values({
        companyId: 1,
        email: 'hold-writes-picture@example.com',
        passwordHash: 'x',
        headPic: picture!,
        createdAt: t.now().toISOString(),
      })
      .execute();
    expect(
      await refusedTogether([holdOf(sailing.id, free!), holdOf(sailing.id, picture!)], sailing.id),
    ).toEqual({
      reason: 'attorneyFileIsHeadPicture',
    });
  });
});
