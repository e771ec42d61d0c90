/** A fresh app on a fresh, migrated and seeded database, driven through app.inject. */
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ApiPath } from '../../../domain/api/paths.ts';
import { type AppOptions, buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import type { Database } from '../../../server/db/schema.ts';
import { seedDemoTenant } from '../../../server/db/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const TEST_PUBLIC_BASE_URL = 'http://portal.test';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: TestDatabase;
  close(): Promise<void>;
}

export const startTestApp = async (
  options: { staticDir?: string; seed?: boolean } & Pick<
    AppOptions,
    'now' | 'scrypt' | 'logger' | 'issueSecret'
  > = {},
): Promise<TestApp> => {
  const database = await createTestDatabase();
  const db = database.open();
  await migrateToLatest(db);
  if (options.seed !== false) await seedDemoTenant(db, TEST_PUBLIC_BASE_URL);
  const staticDir = options.staticDir ?? path.join(database.dir, 'no-build');
  // Mail goes to the outbox inside the test's temporary folder; links point at the test's public URL.
  const config = readConfig({
    STATIC_DIR: staticDir,
    DATA_DIR: database.dir,
    PUBLIC_BASE_URL: TEST_PUBLIC_BASE_URL,
  });
  const { now, scrypt, logger, issueSecret } = options;
  const app = await buildApp({ config, db, now, scrypt, logger, issueSecret });
  return {
    app,
    db,
    database,
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
