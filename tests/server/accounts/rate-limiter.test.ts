/**
 * The abuse limits' counters (server/services/accounts/rate-limiter.ts): a hit over the limit is
 * refused, and counters older than every window are forgotten when a window starts, at most once a
 * minute per instance (a release's crowd starts thousands of windows in one second, spec §5).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimitRepository } from '../../../server/db/repositories/rate-limit-repository.ts';
import type { Database } from '../../../server/db/schema.ts';
import {
  createRateLimiter,
  FORGET_INTERVAL_MS,
  RETENTION_MS,
} from '../../../server/services/accounts/rate-limiter.ts';
import { countingStatements } from '../support/statement-count.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testClock } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const RULE = { bucket: 'limiter-test', limit: 2, windowMs: 60_000 };

const windowsOf = async (db: Database, subject: string) =>
  (
    await db
      .selectFrom('rateLimitCounters')
      .select('windowStart')
      .where('bucket', '=', RULE.bucket)
      .where('subject', '=', subject)
      .execute()
  ).map((row) => row.windowStart);

describe('abuse limits', () => {
  it('counts every hit in its window and refuses the ones over the limit; a new window starts at zero', async () => {
    const clock = testClock('2026-03-02T08:00:00.000Z');
    const limiter = createRateLimiter(createRateLimitRepository(t.db), clock.now);
    const hits = await Promise.all([1, 2, 3].map(() => limiter.hit(RULE, 'counted')));
    expect(hits.sort()).toEqual([false, true, true]);
    clock.advance(RULE.windowMs);
    expect(await limiter.hit(RULE, 'counted')).toBe(true);
  });

  it('forgets counters older than a day when a window starts, at most once a minute', async () => {
    const clock = testClock('2026-03-05T08:00:00.000Z');
    const limiter = createRateLimiter(createRateLimitRepository(t.db), clock.now);
    const old = new Date(clock.now().getTime() - RETENTION_MS - RULE.windowMs).toISOString();
    const stale = () =>
      t.db
        .insertInto('rateLimitCounters')
        .values({ bucket: RULE.bucket, subject: 'stale', windowStart: old, hits: 1 });
    await stale().execute();
    await limiter.hit(RULE, 'first');
    expect(await windowsOf(t.db, 'stale')).toEqual([]);
    // Another stale counter, and a crowd starting windows within the same minute: no delete.
    await stale().execute();
    await Promise.all(['second', 'third'].map((subject) => limiter.hit(RULE, subject)));
    expect(await windowsOf(t.db, 'stale')).toEqual([old]);
    clock.advance(FORGET_INTERVAL_MS);
    await limiter.hit(RULE, 'fourth');
    expect(await windowsOf(t.db, 'stale')).toEqual([]);
  });

  it('the hits of one turn go in one statement: each counter raised by all its hits, each hit numbered', async () => {
    const counted = countingStatements(t.db);
    const clock = testClock('2026-03-08T08:00:00.000Z');
    const limiter = createRateLimiter(createRateLimitRepository(counted.db), clock.now);
    // The first hit of a window forgets old windows too: one delete of its own.
    await limiter.hit(RULE, 'warm');
    counted.reset();
    const hits = await Promise.all(
      ['crowd-a', 'crowd-b', 'crowd-a', 'crowd-a'].map((subject) => limiter.hit(RULE, subject)),
    );
    expect(hits).toEqual([true, true, true, false]);
    expect(counted.statements()).toBe(1);
  });
});
