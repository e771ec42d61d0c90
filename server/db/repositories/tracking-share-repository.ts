/**
 * Shared tracking links (beyond the spec). The live link of an order is the one row without `revokedAt`
 * (a partial unique index keeps it at one); sharing anew revokes it and inserts the next in one
 * transaction. Tokens arrive here already hashed.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../schema.ts';
import type { TrackingSharesTable } from '../tracking-shares-schema.ts';

export type TrackingShareRow = Selectable<TrackingSharesTable>;

export const createTrackingShareRepository = (db: Database) => ({
  /** The order's live link (not revoked; it may have expired), if any. */
  liveOf: (orderId: number) =>
    db
      .selectFrom('trackingShares')
      .selectAll()
      .where('orderId', '=', orderId)
      .where('revokedAt', 'is', null)
      .executeTakeFirst(),

  byTokenHash: (tokenHash: string) =>
    db.selectFrom('trackingShares').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst(),

  /**
   * Ends the order's live link and makes `share` the live one, in one transaction; false when another
   * request made a live link in between (the unique index refused this one).
   */
  replace: (share: Insertable<TrackingSharesTable>, at: string): Promise<boolean> =>
    db.transaction().execute(async (trx) => {
      await trx
        .updateTable('trackingShares')
        .set({ revokedAt: at })
        .where('orderId', '=', share.orderId)
        .where('revokedAt', 'is', null)
        .execute();
      const inserted = await trx
        .insertInto('trackingShares')
        .values(share)
        .onConflict((conflict) => conflict.column('orderId').where('revokedAt', 'is', null).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    }),

  /** Ends the order's live link; revoking when there is none changes nothing. */
  revoke: async (orderId: number, at: string): Promise<void> => {
    await db
      .updateTable('trackingShares')
      .set({ revokedAt: at })
      .where('orderId', '=', orderId)
      .where('revokedAt', 'is', null)
      .execute();
  },
});

export type TrackingShareRepository = ReturnType<typeof createTrackingShareRepository>;
