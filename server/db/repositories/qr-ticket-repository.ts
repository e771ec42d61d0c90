import type { NewQrTicket, QrTicketRow } from '../accounts-schema.ts';
import type { Database } from '../schema.ts';

export const createQrTicketRepository = (db: Database) => ({
  insert: async (ticket: NewQrTicket): Promise<void> => {
    await db.insertInto('qrTickets').values(ticket).execute();
  },

  findByPoll: (pollHash: string): Promise<QrTicketRow | undefined> =>
    db.selectFrom('qrTickets').selectAll().where('pollHash', '=', pollHash).executeTakeFirst(),

  findByScan: (scanHash: string): Promise<QrTicketRow | undefined> =>
    db.selectFrom('qrTickets').selectAll().where('scanHash', '=', scanHash).executeTakeFirst(),

  markScanned: async (scanHash: string, now: string): Promise<void> => {
    await db
      .updateTable('qrTickets')
      .set({ scannedAt: now })
      .where('scanHash', '=', scanHash)
      .where('scannedAt', 'is', null)
      .execute();
  },

  /** The first confirming phone wins; a confirmed, consumed or expired ticket is left alone. */
  confirm: async (scanHash: string, companyId: number, userId: number, now: string): Promise<boolean> => {
    const result = await db
      .updateTable('qrTickets')
      .set({ confirmedUserId: userId })
      .where('scanHash', '=', scanHash)
      .where('companyId', '=', companyId)
      .where('confirmedUserId', 'is', null)
      .where('consumedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** Single use: only one poll of a confirmed ticket turns it into a session. */
  consume: async (pollHash: string, now: string): Promise<boolean> => {
    const result = await db
      .updateTable('qrTickets')
      .set({ consumedAt: now })
      .where('pollHash', '=', pollHash)
      .where('confirmedUserId', 'is not', null)
      .where('consumedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  deleteExpiredBefore: async (cutoff: string): Promise<void> => {
    await db.deleteFrom('qrTickets').where('expiresAt', '<', cutoff).execute();
  },
});

export type QrTicketRepository = ReturnType<typeof createQrTicketRepository>;
