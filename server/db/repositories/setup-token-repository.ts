import type { Database } from '../schema.ts';

export const createSetupTokenRepository = (db: Database) => ({
  /** The company's one setup link from now on: any earlier one, used or not, stops working. */
  replace: async (companyId: number, tokenHash: string, createdAt: string, expiresAt: string) => {
    const values = { tokenHash, createdAt, expiresAt, usedAt: null };
    await db
      .insertInto('setupTokens')
      .values({ companyId, ...values })
      .onConflict((conflict) => conflict.column('companyId').doUpdateSet(values))
      .execute();
  },

  isLive: async (companyId: number, tokenHash: string, now: string): Promise<boolean> =>
    (await db
      .selectFrom('setupTokens')
      .select('companyId')
      .where('companyId', '=', companyId)
      .where('tokenHash', '=', tokenHash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirst()) !== undefined,

  /** One conditional update: true for the one caller that used a live, unused link. */
  consume: async (companyId: number, tokenHash: string, now: string): Promise<boolean> => {
    const result = await db
      .updateTable('setupTokens')
      .set({ usedAt: now })
      .where('companyId', '=', companyId)
      .where('tokenHash', '=', tokenHash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
});
