/**
 * Tests own their clock: PORTAL_CLOCK starts the real server's clock at a chosen instant
 * (demo mode only), so that the browser tests can run against a server on a pinned date.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreightPath } from '../../domain/api/freight-paths.ts';
import { addDays } from '../../domain/freight/dates.ts';
import { clockFrom } from '../../server/services/accounts/clock.ts';
import { freePort, PROCESS_TEST_TIMEOUT_MS, postJson, startServer } from './support/server-process.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

/** Years away from any real "now", so that only the server's pinned clock can find these sailings. */
const START = '2030-06-15T08:00:00+08:00';
const START_DAY = '2030-06-15';

let database: TestDatabase;
let env: Record<string, string>;
beforeAll(async () => {
  database = await createTestDatabase();
  env = {
    DATA_DIR: database.dir,
    STATIC_DIR: path.join(database.dir, 'no-build'),
    SCRYPT_COST: '10',
    ...(database.config.kind === 'postgres' ? { DATABASE_URL: database.config.url } : {}),
  };
});
afterAll(() => database.drop());

describe('clockFrom', () => {
  it('starts at the given instant, then runs on at the pace of the base clock', () => {
    let base = Date.parse('2026-11-23T01:00:00Z');
    const clock = clockFrom(new Date('2030-06-15T00:00:00Z'), () => new Date(base));
    expect(clock().toISOString()).toBe('2030-06-15T00:00:00.000Z');
    base += 90_000;
    expect(clock().toISOString()).toBe('2030-06-15T00:01:30.000Z');
  });
});

// A first start migrates and seeds the demo freight data: slow on a loaded 2-core machine.
describe('PORTAL_CLOCK', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('in demo mode the server clock starts at PORTAL_CLOCK: the seed and the default search window follow it', async () => {
    const port = await freePort();
    const server = startServer({ ...env, PORT: String(port), DEMO_MODE: '1', PORTAL_CLOCK: START });
    try {
      await server.waitFor('portal listening');
      expect(server.output()).toContain('clock starts at 2030-06-15T00:00:00.000Z (PORTAL_CLOCK)');
      const db = database.open();
      const generatedFor = await db
        .selectFrom('freightMeta')
        .select('value')
        .where('key', '=', 'generatedFor')
        .executeTakeFirstOrThrow();
      expect(generatedFor.value.slice(0, 10)).toBe(START_DAY);
      const lane = await db
        .selectFrom('sailingRoutes')
        .select(['pol', 'pod'])
        .where('etdDate', '>=', START_DAY)
        .where('etdDate', '<=', addDays(START_DAY, 20))
        .where('transshipments', '=', 0)
        .executeTakeFirstOrThrow();
      // No dates in the request: the window starts at the server's today.
      const answer = await postJson(port, FreightPath.searchPointToPoint, { ...lane, pageSize: 100 });
      expect(answer.body.code).toBe('1');
      expect(answer.body.data.total).toBeGreaterThan(0);
      for (const route of answer.body.data.list as { etd: string }[]) {
        expect(route.etd.slice(0, 10) >= addDays(START_DAY, -1)).toBe(true);
      }
      expect(await server.stop()).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  it('outside demo mode PORTAL_CLOCK is refused with one clear line and exit code 1', async () => {
    const server = startServer({ ...env, PORT: String(await freePort()), PORTAL_CLOCK: START });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      'config: PORTAL_CLOCK is refused without DEMO_MODE=1 (demos and tests only)',
    );
  });
});
