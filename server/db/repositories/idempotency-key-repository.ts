/**
 * Bookings' Idempotency-Keys (migration 0044, docs/api.md): looked up before a booking, written in
 * its hold's transaction, forgotten after a day.
 */
import type { Selectable } from 'kysely';
import type { IdempotencyKeysTable } from '../booking-schema.ts';
import type { Database } from '../schema.ts';
import { insertRows } from './query-helpers.ts';

export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;

/** The keys of customers as first used, for `[userId, key]` pairs; an unused or forgotten one is absent. */
export const idempotencyKeysOf = (
  db: Database,
  asked: readonly (readonly [userId: number, key: string])[],
): Promise<IdempotencyKeyRow[]> =>
  db
    .selectFrom('idempotencyKeys')
    .selectAll()
    .where((eb) =>
      eb(
        eb.refTuple('userId', 'idempotencyKey'),
        'in',
        asked.map(([userId, key]) => eb.tuple(userId, key)),
      ),
    )
    .execute();

/**
 * Keeps keys with the orders they made, in the orders' transaction: a second use racing the first
 * breaks the primary key (isUniqueViolation) and its transaction rolls back with nothing held.
 */
export const keepIdempotencyKeys = async (
  db: Database,
  rows: readonly IdempotencyKeyRow[],
): Promise<void> => {
  await insertRows(db, 'idempotencyKeys', rows);
};

/**
 * Forgets keys: the one of an order given up before it was answered, or those written before
 * `before` (all of them, or the one customer's key).
 */
export const forgetIdempotencyKeys = async (
  db: Database,
  which: { orderId: number } | { before: string; userId?: number; key?: string },
): Promise<number> => {
  const result = await db
    .deleteFrom('idempotencyKeys')
    .where((eb) =>
      'orderId' in which
        ? eb('orderId', '=', which.orderId)
        : eb.and([
            eb('createdAt', '<=', which.before),
            ...(which.userId === undefined ? [] : [eb('userId', '=', which.userId)]),
            ...(which.key === undefined ? [] : [eb('idempotencyKey', '=', which.key)]),
          ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
