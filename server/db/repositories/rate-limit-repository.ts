import type { Database } from '../schema.ts';

export interface CounterKey {
  bucket: string;
  subject: string;
  windowStart: string;
}

export const createRateLimitRepository = (db: Database) => ({
  /** One statement, so concurrent instances never lose a hit. Answers the count after this hit. */
  increment: async (key: CounterKey): Promise<number> => {
    const row = await db
      .insertInto('rateLimitCounters')
      .values({ ...key, hits: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(['bucket', 'subject', 'windowStart'])
          .doUpdateSet((eb) => ({ hits: eb('rateLimitCounters.hits', '+', 1) })),
      )
      .returning('hits')
      .executeTakeFirstOrThrow();
    return Number(row.hits);
  },

  clear: async (bucket: string, subject: string): Promise<void> => {
    await db
      .deleteFrom('rateLimitCounters')
      .where('bucket', '=', bucket)
      .where('subject', '=', subject)
      .execute();
  },

  deleteWindowsBefore: async (cutoff: string): Promise<void> => {
    await db.deleteFrom('rateLimitCounters').where('windowStart', '<', cutoff).execute();
  },
});

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
