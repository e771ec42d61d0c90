/**
 * What a crowd's QR code URLs cost `space_orders` on PostgreSQL: a turn of holds inserts its orders
 * in one statement, then sets their `code_url` in one statement (docs/booking.md "Eighth look").
 */
import { sql } from 'kysely';
import type { Database } from '../../../server/db/schema.ts';

const AT = '2026-11-27T08:00:00.000Z';

let batch = 0;

/**
 * Inserts orders awaiting payment under the given numbers in one statement, as a turn of holds
 * does; answers their ids.
 */
export const insertOrders = async (db: Database, orderNos: readonly string[]): Promise<number[]> =>
  (
    await db
      .insertInto('spaceOrders')
      .values(
        orderNos.map((orderNo) => ({
          orderNo,
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
          attorneyFile: `attorney-${orderNo}.pdf`,
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
      .execute()
  ).map((row) => row.id);

/** The page each order's row is on (PostgreSQL's ctid: page, then slot). */
const pagesOf = async (db: Database, ids: readonly number[]): Promise<Map<number, number>> =>
  new Map(
    (
      await sql<{
        id: number;
        page: number;
      }>`select id, (ctid::text::point)[0]::integer as page from space_orders where id in (${sql.join(ids)})`.execute(
        db,
      )
    ).rows.map((row) => [row.id, row.page]),
  );

/**
 * Inserts `orders` orders (insertOrders), then sets their QR code URLs in one statement; answers how
 * many of the rows stayed on their page. `code_url` is in no index, so such an update is heap-only
 * (no index written); one that finds no room moves the row to another page and writes every index.
 */
export const hotUpdatesOfACrowd = async (db: Database, orders: number): Promise<number> => {
  batch += 1;
  const ids = await insertOrders(
    db,
    Array.from({ length: orders }, (_, index) => `SO-HOT-${batch}-${index}`),
  );
  const before = await pagesOf(db, ids);
  await db
    .updateTable('spaceOrders')
    .set((eb) => ({
      codeUrl: eb.fn('concat', [sql.lit('https://portal.example/pay?code='), eb.ref('orderNo')]),
    }))
    .where('id', 'in', ids)
    .execute();
  const after = await pagesOf(db, ids);
  return ids.filter((id) => before.get(id) === after.get(id)).length;
};

/** The table's storage options (PostgreSQL's reloptions), null when none is set. */
export const orderTableOptions = async (db: Database): Promise<string[] | null> =>
  (
    await sql<{
      options: string[] | null;
    }>`select reloptions as options from pg_class where oid = 'space_orders'::regclass`.execute(db)
  ).rows[0]!.options;
