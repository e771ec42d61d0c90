import { type SqlBool, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { turnBatch } from '../turn-batch.ts';
import { rowsFrom } from './query-helpers.ts';

export interface CounterKey {
  bucket: string;
  subject: string;
  windowStart: string;
}

export const createRateLimitRepository = (db: Database) => ({
  /**
   * Counts a hit (a key object of its own per hit) and answers the count after it. One statement,
   * so concurrent instances never lose a hit; the hits of one turn share it (turn-batch.ts: a
   * release's crowd hits the booking limit at once, spec §5), each counter raised by its hits
   * together and its hits numbered in the order they came.
   */
  increment: turnBatch(async (hits: readonly CounterKey[]): Promise<ReadonlyMap<CounterKey, number>> => {
    const idOf = (key: CounterKey) => JSON.stringify([key.bucket, key.subject, key.windowStart]);
    const counters = new Map<string, CounterKey[]>();
    for (const hit of hits) {
      const id = idOf(hit);
      const counted = counters.get(id);
      if (counted === undefined) counters.set(id, [hit]);
      else counted.push(hit);
    }
    const given = rowsFrom(
      db,
      'given',
      { bucket: 'text', subject: 'text', windowStart: 'text', hits: 'integer' },
      [...counters.values()].map(([first, ...more]) => ({
        bucket: first!.bucket,
        subject: first!.subject,
        windowStart: first!.windowStart,
        hits: 1 + more.length,
      })),
    );
    const rows = await db
      .insertInto('rateLimitCounters')
      .columns(['bucket', 'subject', 'windowStart', 'hits'])
      .expression(
        db
          .selectFrom(given)
          .select(['given.bucket', 'given.subject', 'given.windowStart', 'given.hits'])
          // SQLite reads an ON after a bare SELECT's FROM as a join's: a WHERE ends the SELECT.
          .where(sql<SqlBool>`true`),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['bucket', 'subject', 'windowStart'])
          .doUpdateSet((eb) => ({ hits: eb('rateLimitCounters.hits', '+', eb.ref('excluded.hits')) })),
      )
      .returning(['bucket', 'subject', 'windowStart', 'hits'])
      .execute();
    const counts = new Map<CounterKey, number>();
    for (const row of rows) {
      const counted = counters.get(idOf(row)) ?? [];
      const before = Number(row.hits) - counted.length;
      for (const [index, hit] of counted.entries()) counts.set(hit, before + index + 1);
    }
    return counts;
  }),

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
