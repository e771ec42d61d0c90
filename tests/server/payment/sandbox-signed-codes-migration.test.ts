/**
 * Migration 0048: the sandbox's payments keep a row only once paid or closed (an open one is its
 * signed code), keyed by the payment number, with the columns only a paid one has left empty for a
 * closed one. Its paid, closed and refunded rows come through; an open row does not. The way down
 * gives the old table back, with a row for each payment it kept.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../../server/db/unique-violation.ts';
import { migrationTest } from '../support/migration-test.ts';

const MIGRATION = '0048_sandbox_signed_codes';
const AT = '2026-11-28T08:00:00.000Z';

const migration = migrationTest(MIGRATION);

/** A row of the table before the migration, in `state`. */
const oldRow = (orderNo: string, state: 'open' | 'paid' | 'closed' | 'refunded') => ({
  code: `code-${orderNo}`,
  order_no: orderNo,
  amount_minor: 12_345,
  currency: 'CNY',
  description: 'space',
  state,
  expires_at: AT,
  transaction_id: state === 'paid' || state === 'refunded' ? `tx-${orderNo}` : null,
  paid_at: state === 'paid' || state === 'refunded' ? AT : null,
  refunded_minor: state === 'refunded' ? 12_345 : 0,
  created_at: AT,
});

const rows = async () =>
  (
    await sql<Record<string, unknown>>`select * from sandbox_payments order by order_no`.execute(
      migration.db.withoutPlugins(),
    )
  ).rows;

const insertsTwice = async (row: Record<string, unknown>): Promise<boolean> => {
  const insert = () =>
    migration.db
      .withoutPlugins()
      .insertInto('sandbox_payments' as never)
      .values(row as never);
  await insert().execute();
  try {
    await insert().execute();
    return true;
  } catch (error) {
    return !isUniqueViolation(error);
  }
};

describe(`migration ${MIGRATION}`, () => {
  it('keeps the paid, closed and refunded payments, drops the open ones, and a payment number has one row', async () => {
    const before = (['open', 'paid', 'closed', 'refunded'] as const).map((state) =>
      oldRow(`SO-${state}`, state),
    );
    await migration.db
      .withoutPlugins()
      .insertInto('sandbox_payments' as never)
      .values(before as never)
      .execute();
    expect((await migration.migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    expect((await rows()).map((row) => [row.order_no, row.state, Number(row.amount_minor)])).toEqual([
      ['SO-closed', 'closed', 12_345],
      ['SO-paid', 'paid', 12_345],
      ['SO-refunded', 'refunded', 12_345],
    ]);
    // A closed payment has no amount; a payment number, one row.
    const closed = { order_no: 'SO-new', state: 'closed', created_at: AT };
    expect(await insertsTwice(closed)).toBe(false);
    expect(await rows()).toHaveLength(4);

    expect((await migration.migrator.migrateTo(migration.before)).error).toBeUndefined();
    expect((await rows()).map((row) => [row.code, row.order_no, row.state, row.description])).toEqual([
      ['SO-closed', 'SO-closed', 'closed', ''],
      ['SO-new', 'SO-new', 'closed', ''],
      ['SO-paid', 'SO-paid', 'paid', ''],
      ['SO-refunded', 'SO-refunded', 'refunded', ''],
    ]);
    // Up again from there: the constraints' names do not meet the old ones'.
    expect((await migration.migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    expect(await rows()).toHaveLength(4);
  });
});
