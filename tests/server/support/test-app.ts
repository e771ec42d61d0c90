/**
 * A fresh app on a fresh, migrated and seeded database, driven through app.inject; every /api/
 * answer is checked against the published OpenAPI document (api-contract.ts).
 */
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ApiPath } from '../../../domain/api/paths.ts';
import { type AppOptions, buildApp } from '../../../server/app.ts';
import { type Config, readConfig } from '../../../server/config.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import type { Database } from '../../../server/db/schema.ts';
import { seedDemoAccounts } from '../../../server/db/seed/accounts-seed.ts';
import { seedDemoTenant } from '../../../server/db/seed/seed.ts';
import { scryptAtCost } from '../../../server/services/accounts/password-hash.ts';
import { testNow } from '../../support/test-clock.ts';
import { checkAnswersOf } from './api-contract.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const TEST_PUBLIC_BASE_URL = 'http://portal.test';
/**
 * scrypt's N = 2^10 for passwords hashed in tests, through the SCRYPT_COST setting production reads
 * (OWASP's 2^17 would cost about half a second of CPU per hash).
 */
export const TEST_SCRYPT_COST = 10;
export const TEST_SCRYPT = scryptAtCost(TEST_SCRYPT_COST);

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: TestDatabase;
  /** The app's settings: another instance of the same deployment is built with them. */
  config: Config;
  close(): Promise<void>;
}

export const startTestApp = async (
  /**
   * demoMode: as DEMO_MODE=1 does, seeds the demo accounts and serves the dev mailbox; tests that
   * sign in as a demo account or read the mailbox ask for it, every other test runs as production.
   */
  options: {
    staticDir?: string;
    seed?: boolean;
    demoMode?: boolean;
    /** More settings, as the environment gives them (a payment provider's, for one). */
    env?: Record<string, string>;
  } & Pick<AppOptions, 'now' | 'scrypt' | 'logger' | 'issueSecret' | 'hashGate'> = {},
): Promise<TestApp> => {
  const database = await createTestDatabase();
  const db = database.open();
  await migrateToLatest(db);
  if (options.seed !== false) await seedDemoTenant(db, TEST_PUBLIC_BASE_URL);
  if (options.demoMode === true) await seedDemoAccounts(db, TEST_SCRYPT);
  const staticDir = options.staticDir ?? path.join(database.dir, 'no-build');
  // Mail goes to the outbox inside the test's temporary folder; links point at the test's public URL.
  const config = readConfig({
    STATIC_DIR: staticDir,
    DATA_DIR: database.dir,
    PUBLIC_BASE_URL: TEST_PUBLIC_BASE_URL,
    SCRYPT_COST: String(TEST_SCRYPT_COST),
    DEMO_MODE: options.demoMode === true ? '1' : '0',
    ...options.env,
  });
  // The run's pinned "now" unless a test brings a clock it moves itself.
  const { now = testNow, scrypt, logger, issueSecret, hashGate } = options;
  const app = await buildApp({ config, db, now, scrypt, logger, issueSecret, hashGate });
  checkAnswersOf(app);
  return {
    app,
    db,
    database,
    config,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
};

/** POST a JSON body to an API path, as the client does. */
export const post = (
  app: FastifyInstance,
  path: ApiPath | string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
