/**
 * The seed twice as fast on SQLite: prepared statements kept by their text
 * (server/db/connection.ts) and the seed's transaction under a rollback journal
 * (server/db/freight/seed.ts); every commit on disk before it is answered, however the file is
 * opened. SQLite's own behaviour, so the SQLite project only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, DatabaseFileLostError } from '../../server/db/connection.ts';
import { FREIGHT_SCALES } from '../../server/db/freight/generator.ts';
import { seedFreight } from '../../server/db/freight/seed.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { testNowMs } from '../support/test-clock.ts';
import { TEST_DB } from './support/test-database.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-sqlite-statements-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(TEST_DB !== 'sqlite')('SQLite statements and the seed journal', () => {
  it('answers right past the statement cache’s bound (300 texts, then the first again), and a reused write is still checked against a deleted file', async () => {
    const file = path.join(dir, 'cache.db');
    const db = createDatabase({ kind: 'sqlite', file });
    try {
      await sql`create table t (n integer)`.execute(db);
      const insert = (n: number) => sql`insert into t (n) values (${n})`.execute(db);
      for (let n = 0; n < 5; n++) await insert(n);
      const answers: number[] = [];
      for (let n = 0; n < 300; n++) {
        // 300 texts: the literal is in the text, not a parameter.
        const { rows } = await sql<{ v: number }>`select ${sql.lit(n)} + count(*) as v from t`.execute(db);
        answers.push(rows[0]!.v);
      }
      expect(answers).toEqual(Array.from({ length: 300 }, (_, n) => n + 5));
      const { rows } = await sql<{ v: number }>`select ${sql.lit(0)} + count(*) as v from t`.execute(db);
      expect(rows[0]!.v).toBe(5);
      await unlink(file);
      // The insert's text is prepared already: taking it from the cache must not skip the check.
      await expect(insert(6)).rejects.toBeInstanceOf(DatabaseFileLostError);
    } finally {
      await db.destroy();
    }
  });

  it('every commit reaches the disk before it is answered (synchronous FULL), also when a WAL file is opened again and after the seed', async () => {
    const file = path.join(dir, 'durable.db');
    const synchronous = async (db: ReturnType<typeof createDatabase>) =>
      (await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]!.synchronous;
    const first = createDatabase({ kind: 'sqlite', file });
    try {
      await migrateToLatest(first);
      expect(await synchronous(first)).toBe(2);
    } finally {
      await first.destroy();
    }
    // The file is in WAL now: better-sqlite3's build would open it at NORMAL (1).
    const again = createDatabase({ kind: 'sqlite', file });
    try {
      const { rows } = await sql<{ journalMode: string }>`pragma journal_mode`.execute(again);
      expect(rows[0]!.journalMode).toBe('wal');
      expect(await synchronous(again)).toBe(2);
      await seedFreight(again, { scale: FREIGHT_SCALES.test, now: testNowMs() });
      expect(await synchronous(again)).toBe(2);
    } finally {
      await again.destroy();
    }
  });

  it('the seed leaves the file in WAL mode, its rows committed, and a second seed finds them', async () => {
    const db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'seed.db') });
    try {
      await migrateToLatest(db);
      const counts = await seedFreight(db, { scale: FREIGHT_SCALES.test, now: testNowMs() });
      expect(counts?.rates).toBeGreaterThan(0);
      const { rows } = await sql<{ journalMode: string }>`pragma journal_mode`.execute(db);
      expect(rows[0]!.journalMode).toBe('wal');
      const stored = await db
        .selectFrom('rates')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(counts!.rates);
      expect(await seedFreight(db, { scale: FREIGHT_SCALES.test, now: testNowMs() })).toBeNull();
    } finally {
      await db.destroy();
    }
  });

  it('with another connection on the file (an operator’s shell) the seed runs in WAL as before', async () => {
    const file = path.join(dir, 'shared.db');
    const db = createDatabase({ kind: 'sqlite', file });
    const other = createDatabase({ kind: 'sqlite', file });
    try {
      await migrateToLatest(db);
      await sql`select 1`.execute(other);
      const counts = await seedFreight(db, { scale: FREIGHT_SCALES.test, now: testNowMs() });
      expect(counts?.rates).toBeGreaterThan(0);
      const { rows } = await sql<{ journalMode: string }>`pragma journal_mode`.execute(other);
      expect(rows[0]!.journalMode).toBe('wal');
    } finally {
      await other.destroy();
      await db.destroy();
    }
  });

  it('a seed that fails rolls back and leaves the file in WAL mode', async () => {
    const db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'failed-seed.db') });
    try {
      await migrateToLatest(db);
      // The last table the generator fills is missing: the seed fails after most rows are written.
      await sql`drop table customs_documents`.execute(db);
      await expect(seedFreight(db, { scale: FREIGHT_SCALES.test, now: testNowMs() })).rejects.toThrow(
        /customs_documents/,
      );
      const { rows } = await sql<{ journalMode: string }>`pragma journal_mode`.execute(db);
      expect(rows[0]!.journalMode).toBe('wal');
      const marker = await db.selectFrom('freightMeta').select('key').executeTakeFirst();
      expect(marker).toBeUndefined();
      const rates = await db
        .selectFrom('rates')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(rates.n)).toBe(0);
    } finally {
      await db.destroy();
    }
  });
});
