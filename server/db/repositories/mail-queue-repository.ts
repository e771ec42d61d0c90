import type { MailQueueRow } from '../accounts-schema.ts';
import type { Database } from '../schema.ts';

export type QueuedMail = Pick<MailQueueRow, 'id' | 'kind' | 'payload' | 'attempts'>;

export const createMailQueueRepository = (db: Database) => ({
  insert: async (mail: { kind: string; payload: string; createdAt: string }): Promise<void> => {
    await db
      .insertInto('mailQueue')
      .values({ ...mail, nextAttemptAt: mail.createdAt })
      .execute();
  },

  /** Oldest first, so a backlog goes out in the order it was asked for. */
  findDue: (now: string, limit: number): Promise<QueuedMail[]> =>
    db
      .selectFrom('mailQueue')
      .select(['id', 'kind', 'payload', 'attempts'])
      .where('status', '=', 'queued')
      .where('nextAttemptAt', '<=', now)
      .orderBy('id')
      .limit(limit)
      .execute(),

  /**
   * Takes a due mail for one delivery attempt: counts the attempt and moves it out of sight until
   * `leaseUntil`, so a crash mid-delivery only delays it. The attempt count seen when it was found
   * decides which of two instances takes it.
   */
  claim: async (mail: QueuedMail, leaseUntil: string): Promise<boolean> => {
    const result = await db
      .updateTable('mailQueue')
      .set({ attempts: mail.attempts + 1, nextAttemptAt: leaseUntil })
      .where('id', '=', mail.id)
      .where('attempts', '=', mail.attempts)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** Mails waiting for delivery (due or waiting for a retry's time): the queue's depth. */
  depth: async (): Promise<number> => {
    const row = await db
      .selectFrom('mailQueue')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('status', '=', 'queued')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /** Delivered, or nothing to deliver (an address with no account): the row has done its job. */
  delete: async (id: number): Promise<void> => {
    await db.deleteFrom('mailQueue').where('id', '=', id).execute();
  },

  retryAt: async (id: number, nextAttemptAt: string, lastError: string): Promise<void> => {
    await db.updateTable('mailQueue').set({ nextAttemptAt, lastError }).where('id', '=', id).execute();
  },

  fail: async (id: number, lastError: string): Promise<void> => {
    await db.updateTable('mailQueue').set({ status: 'failed', lastError }).where('id', '=', id).execute();
  },
});

export type MailQueueRepository = ReturnType<typeof createMailQueueRepository>;
