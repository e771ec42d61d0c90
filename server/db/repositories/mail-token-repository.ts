import type { MailTokenPurpose, MailTokenRow, UserRow } from '../accounts-schema.ts';
import type { Database } from '../schema.ts';

export type MailTokenWithUser = MailTokenRow & Pick<UserRow, 'companyId' | 'email' | 'nameEn'>;

export const createMailTokenRepository = (db: Database) => ({
  insert: async (token: Omit<MailTokenRow, 'usedAt'>): Promise<void> => {
    await db.insertInto('mailTokens').values(token).execute();
  },

  find: (tokenHash: string, purpose: MailTokenPurpose): Promise<MailTokenWithUser | undefined> =>
    db
      .selectFrom('mailTokens')
      .innerJoin('users', 'users.id', 'mailTokens.userId')
      .selectAll('mailTokens')
      .select(['users.companyId', 'users.email', 'users.nameEn'])
      .where('mailTokens.tokenHash', '=', tokenHash)
      .where('mailTokens.purpose', '=', purpose)
      .executeTakeFirst(),

  /** Single use: the affected-row count decides which of two racing requests consumed it. */
  consume: async (tokenHash: string, now: string): Promise<boolean> => {
    const result = await db
      .updateTable('mailTokens')
      .set({ usedAt: now })
      .where('tokenHash', '=', tokenHash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** A newer mail or a password change retires the user's earlier links and grants. */
  retireUnused: async (userId: number, purposes: MailTokenPurpose[], now: string): Promise<void> => {
    await db
      .updateTable('mailTokens')
      .set({ usedAt: now })
      .where('userId', '=', userId)
      .where('purpose', 'in', purposes)
      .where('usedAt', 'is', null)
      .execute();
  },
});

export type MailTokenRepository = ReturnType<typeof createMailTokenRepository>;
