/**
 * A customer's mail choices (domain/profile/mail-preferences.ts) and their daily digest's items:
 * held when a record mail is composed for a digest, gathered into one queued digest mail a day.
 */
import type { Database } from '../schema.ts';
import { createMailQueueRepository } from './mail-queue-repository.ts';

/** A record mail held for a digest: its subject, text and link as composed. */
export interface HeldMail {
  userId: number;
  kind: string;
  subject: string;
  body: string;
  link: string;
  createdAt: string;
}

/** Another instance took some of the items first: this one rolls back and leaves the digest to it. */
class DigestTaken extends Error {}

export const createMailPreferenceRepository = (db: Database) => ({
  /** The kinds the user chose for, with their choice (unchosen kinds are absent). */
  chosenOf: (userId: number) =>
    db.selectFrom('mailPreferences').select(['kind', 'delivery']).where('userId', '=', userId).execute(),

  save: async (
    userId: number,
    choices: readonly { kind: string; delivery: string }[],
    updatedAt: string,
  ): Promise<void> => {
    await db.transaction().execute(async (trx) => {
      for (const { kind, delivery } of choices)
        await trx
          .insertInto('mailPreferences')
          .values({ userId, kind, delivery, updatedAt })
          .onConflict((conflict) => conflict.columns(['userId', 'kind']).doUpdateSet({ delivery, updatedAt }))
          .execute();
    });
  },

  hold: async (mail: HeldMail): Promise<void> => {
    await db.insertInto('mailDigestItems').values(mail).execute();
  },

  /** The held mails of one digest, oldest first. */
  itemsOf: (userId: number, ids: readonly number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('mailDigestItems')
          .selectAll()
          .where('userId', '=', userId)
          .where('id', 'in', [...ids])
          .orderBy('id')
          .execute(),

  /**
   * Gathers every mail held before `before` into one queued digest per user, marking them sent at
   * `at`, in one transaction per user: a conditional update takes the items, so of several
   * instances sweeping at once only one queues a user's digest. Answers the number queued.
   */
  gatherDigests: async (before: string, at: string): Promise<number> => {
    const users = await db
      .selectFrom('mailDigestItems')
      .select('userId')
      .distinct()
      .where('sentAt', 'is', null)
      .where('createdAt', '<', before)
      .execute();
    let queued = 0;
    for (const { userId } of users) {
      const took = await db
        .transaction()
        .execute(async (trx) => {
          const ids = (
            await trx
              .selectFrom('mailDigestItems')
              .select('id')
              .where('userId', '=', userId)
              .where('sentAt', 'is', null)
              .where('createdAt', '<', before)
              .orderBy('id')
              .execute()
          ).map((row) => row.id);
          if (ids.length === 0) return false;
          const taken = await trx
            .updateTable('mailDigestItems')
            .set({ sentAt: at })
            .where('id', 'in', ids)
            .where('sentAt', 'is', null)
            .executeTakeFirst();
          if (Number(taken.numUpdatedRows) !== ids.length) throw new DigestTaken();
          await createMailQueueRepository(trx).insert({
            kind: 'digest',
            payload: JSON.stringify({ kind: 'digest', userId, itemIds: ids }),
            createdAt: at,
          });
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof DigestTaken) return false;
          throw error;
        });
      if (took) queued += 1;
    }
    return queued;
  },
});

export type MailPreferenceRepository = ReturnType<typeof createMailPreferenceRepository>;
