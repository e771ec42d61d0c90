/**
 * docs/deploy.md: /healthz says the process answers; /readyz says this instance should get requests
 * now: the database answers and the instance is not draining (a stop has begun).
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { createDatabase } from '../../server/db/connection.ts';
import type { Database } from '../../server/db/schema.ts';
import { freePort } from './support/server-process.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const appOn = (db: Database): Promise<FastifyInstance> =>
  buildApp({
    config: readConfig({ STATIC_DIR: path.join(t.database.dir, 'no-build'), DATA_DIR: t.database.dir }),
    db,
  });

const probe = async (app: FastifyInstance, url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

describe('health and readiness', () => {
  it('/healthz and /readyz answer 200 while the database answers', async () => {
    expect(await probe(t.app, '/healthz')).toEqual({ status: 200, body: { status: 'live' } });
    expect(await probe(t.app, '/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('/readyz answers 503 once the database is closed; /healthz still 200', async () => {
    const db = t.database.open();
    const app = await appOn(db);
    try {
      expect((await probe(app, '/readyz')).status).toBe(200);
      await db.destroy();
      expect(await probe(app, '/readyz')).toEqual({ status: 503, body: { status: 'databaseUnreachable' } });
      expect((await probe(app, '/healthz')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('/readyz answers 503 when the database server cannot be reached', async () => {
    const port = await freePort();
    const db = createDatabase({ kind: 'postgres', url: `postgres://portal@127.0.0.1:${port}/portal` });
    const app = await appOn(db);
    try {
      expect(await probe(app, '/readyz')).toEqual({ status: 503, body: { status: 'databaseUnreachable' } });
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  it('/readyz answers 503 "draining" once a stop has begun; /healthz still 200', async () => {
    const app = await appOn(t.db);
    try {
      app.readiness.drain();
      expect(await probe(app, '/readyz')).toEqual({ status: 503, body: { status: 'draining' } });
      expect((await probe(app, '/healthz')).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
