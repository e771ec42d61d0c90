/**
 * The second factor's rows (migration 0033): the TOTP secret, its recovery codes, the challenges
 * between password and code. Every "use once" is one conditional update, so of two parallel uses
 * exactly one wins.
 */
import type { SecondFactorChallengesTable, SecondFactorsTable } from '../accounts-schema.ts';
import type { Database } from '../schema.ts';

export type SecondFactorRow = SecondFactorsTable;
export type ChallengeRow = Omit<SecondFactorChallengesTable, 'attempts'> & { attempts: number };

export const createSecondFactorRepository = (db: Database) => ({
  find: (userId: number): Promise<SecondFactorRow | undefined> =>
    db.selectFrom('secondFactors').selectAll().where('userId', '=', userId).executeTakeFirst(),

  /** A new, unconfirmed secret; an unconfirmed one before it is replaced (a confirmed one never is). */
  startEnrolment: async (userId: number, secretSealed: string): Promise<void> => {
    await db
      .insertInto('secondFactors')
      .values({ userId, secretSealed, enrolledAt: null, lastStep: null })
      .onConflict((conflict) =>
        conflict
          .column('userId')
          .doUpdateSet({ secretSealed, lastStep: null })
          .where('secondFactors.enrolledAt', 'is', null),
      )
      .execute();
  },

  /**
   * Accepts a code of time step `step`: true only when no code of this step or a later one was
   * accepted before (RFC 6238 §5.2: a code is good once), enrolling on the first.
   */
  acceptStep: async (userId: number, step: number, at: string): Promise<boolean> => {
    const result = await db
      .updateTable('secondFactors')
      .set((eb) => ({ lastStep: step, enrolledAt: eb.fn.coalesce('enrolledAt', eb.val(at)) }))
      .where('userId', '=', userId)
      .where((eb) => eb.or([eb('lastStep', 'is', null), eb('lastStep', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** The account's recovery codes from now on: the earlier ones stop working. */
  replaceRecoveryCodes: (userId: number, codeHashes: readonly string[]): Promise<void> =>
    db.transaction().execute(async (trx) => {
      await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
      await trx
        .insertInto('recoveryCodes')
        .values(codeHashes.map((codeHash) => ({ codeHash, userId, usedAt: null })))
        .execute();
    }),

  spendRecoveryCode: async (userId: number, codeHash: string, at: string): Promise<boolean> => {
    const result = await db
      .updateTable('recoveryCodes')
      .set({ usedAt: at })
      .where('userId', '=', userId)
      .where('codeHash', '=', codeHash)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  insertChallenge: async (challenge: Omit<ChallengeRow, 'attempts' | 'usedAt'>): Promise<void> => {
    // Challenges live minutes: each new one sweeps the expired.
    await db.deleteFrom('secondFactorChallenges').where('expiresAt', '<', challenge.createdAt).execute();
    await db
      .insertInto('secondFactorChallenges')
      .values({ ...challenge, usedAt: null })
      .execute();
  },

  /** Counts an attempt on a live, unused challenge and answers it; undefined when there is none. */
  attemptChallenge: async (tokenHash: string, at: string): Promise<ChallengeRow | undefined> => {
    const result = await db
      .updateTable('secondFactorChallenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('tokenHash', '=', tokenHash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return undefined;
    return db
      .selectFrom('secondFactorChallenges')
      .selectAll()
      .where('tokenHash', '=', tokenHash)
      .executeTakeFirst();
  },

  spendChallenge: async (tokenHash: string, at: string): Promise<boolean> => {
    const result = await db
      .updateTable('secondFactorChallenges')
      .set({ usedAt: at })
      .where('tokenHash', '=', tokenHash)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Whether the session of `tokenHash` passed the second factor. */
  sessionPassed: async (tokenHash: string): Promise<boolean> =>
    (
      await db
        .selectFrom('sessions')
        .select('secondFactorAt')
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst()
    )?.secondFactorAt != null,
});

export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;
