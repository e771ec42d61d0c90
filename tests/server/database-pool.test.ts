/**
 * PostgreSQL's pool under a crowd (docs/deploy.md, DATABASE_POOL_WAIT_MS): a request that finds
 * every connection busy waits its turn for as long as the setting says, well past the 5 s a new
 * connection may take to connect, and only then is the database called unavailable (503).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, isDatabaseUnavailable } from '../../server/db/connection.ts';
import type { Database } from '../../server/db/schema.ts';
import { createTestDatabase, TEST_DB, type TestDatabase } from './support/test-database.ts';

describe.skipIf(TEST_DB !== 'postgres')('the PostgreSQL pool', () => {
  let test: TestDatabase;
  const opened: Database[] = [];
  const open = (pool: { size: number; waitMs: number }) => {
    if (test.config.kind !== 'postgres') throw new Error('PostgreSQL only');
    const db = createDatabase({ ...test.config, pool });
    opened.push(db);
    return db;
  };

  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.destroy()));
    await test.drop();
  });

  it('a request waits for a busy connection up to the pool wait, longer than the connect timeout', async () => {
    const db = open({ size: 1, waitMs: 20_000 });
    const busy = sql`select pg_sleep(6)`.execute(db);
    // Queued behind the 6 s query on the pool's only connection.
    const queued = sql<{ one: number }>`select 1 as one`.execute(db);
    await busy;
    expect((await queued).rows).toEqual([{ one: 1 }]);
  }, 20_000);

  it('past the pool wait, a queued request fails as "database unavailable" (503 with Retry-After)', async () => {
    const db = open({ size: 1, waitMs: 300 });
    const busy = sql`select pg_sleep(1.5)`.execute(db);
    const queued = sql`select 1`.execute(db).catch((error: unknown) => error);
    const failure = await queued;
    await busy;
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });
});
