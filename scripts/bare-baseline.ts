/**
 * The benchmarks' baselines (bench-booking.ts, bench-grab-storm.ts): a bare single-row INSERT and a
 * bare indexed single-row SELECT behind the portal's own HTTP stack (a `buildApp` app with two
 * extra routes) on the same database in the same run, so that a hold's rate is read next to what
 * the database and the stack give at all on that machine at that moment.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../server/app.ts';
import type { DatabaseConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/connection.ts';
import type { Database } from '../server/db/schema.ts';

export const BARE_INSERT_URL = '/api/bench/insert';
export const BARE_READ_URL = '/api/bench/read';

export interface Answer {
  status: number;
  code: string;
  message: string;
  ms: number;
}

export const post = async (
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> => {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: { code?: unknown; message?: unknown } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      parsed = { message: text.slice(0, 80) };
    }
    return {
      status: response.status,
      code: String(parsed.code ?? ''),
      message: String(parsed.message ?? ''),
      ms: performance.now() - started,
    };
  } catch (error) {
    return { status: 0, code: '', message: `transport: ${String(error)}`, ms: performance.now() - started };
  }
};

/** Sends all `count` requests at once; answers in order and the wall time of the burst. */
export const burst = async (count: number, send: (index: number) => Promise<Answer>) => {
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  return { answers, seconds: (performance.now() - started) / 1000 };
};

/** The baseline's table: a scratch table of a throwaway database, no migration of the portal. */
export const createBaselineTable = async (db: Database, kind: DatabaseConfig['kind']): Promise<void> => {
  const autoId = kind === 'postgres' ? sql`serial primary key` : sql`integer primary key autoincrement`;
  await sql`create table bench_rows (id ${autoId}, payload text not null)`.execute(db);
  await sql`insert into bench_rows (payload) values ('x')`.execute(db);
};

export interface BaselineInstance {
  app: FastifyInstance;
  db: Database;
  base: string;
}

/** A portal app on its own pool, listening on loopback, with the two baseline routes added. */
export const startBaselineInstance = async (
  config: DatabaseConfig,
  dataDir: string,
): Promise<BaselineInstance> => {
  const db = createDatabase(config);
  const app = await buildApp({ config: { staticDir: path.join(dataDir, 'no-build'), dataDir }, db });
  // The baseline: one INSERT of one row, nothing else, behind the same HTTP stack.
  app.post(BARE_INSERT_URL, async () => {
    await sql`insert into bench_rows (payload) values ('x')`.execute(db);
    return { code: '1', message: 'ok' };
  });
  // The refusals' baseline: one indexed single-row SELECT, nothing else.
  app.post(BARE_READ_URL, async () => {
    const { rows } = await sql<{ payload: string }>`select payload from bench_rows where id = 1`.execute(db);
    return { code: '1', message: rows[0]?.payload ?? '' };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { app, db, base: `http://127.0.0.1:${port}` };
};

/** Bare inserts per second: `count` at once through `instance`, and their failures (none expected). */
export const bareInsertRate = async (instance: BaselineInstance, count: number) => {
  const result = await burst(count, () => post(`${instance.base}${BARE_INSERT_URL}`, {}));
  const inserted = result.answers.filter((answer) => answer.code === '1').length;
  return { rate: inserted / result.seconds, failed: count - inserted };
};
