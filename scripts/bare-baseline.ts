/**
 * The benchmarks' baselines (bench-booking.ts, bench-grab-storm.ts): a bare single-row INSERT and a
 * bare indexed single-row SELECT behind the portal's own HTTP stack (a `buildApp` app with two
 * extra routes) on the same database in the same run, so that a hold's rate is read next to what
 * the database and the stack give at all on that machine at that moment.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../server/app.ts';
import type { DatabaseConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/connection.ts';
import type { Database } from '../server/db/schema.ts';
import type { Answer, BenchRequest } from './load-client.ts';

export const BARE_INSERT_URL = '/api/bench/insert';
export const BARE_READ_URL = '/api/bench/read';

export type { Answer, BenchRequest } from './load-client.ts';

export interface BurstResult {
  answers: Answer[];
  seconds: number;
}

let client: Worker | undefined;
let nextBurst = 0;
const bursts = new Map<number, (result: BurstResult) => void>();

/** The load generator's worker (load-client.ts), started on the first burst; it keeps no process alive when idle. */
const loadClient = (): Worker => {
  if (client !== undefined) return client;
  const worker = new Worker(new URL('./load-client.ts', import.meta.url));
  worker.on('message', ({ id, ...result }: BurstResult & { id: number }) => {
    bursts.get(id)?.(result);
    bursts.delete(id);
    if (bursts.size === 0) worker.unref();
  });
  worker.on('error', (error) => {
    throw error;
  });
  client = worker;
  return worker;
};

/** Sends all the requests at once from the load generator; answers in order and the wall time of the burst. */
export const burst = (requests: readonly BenchRequest[]): Promise<BurstResult> =>
  new Promise((resolve) => {
    const id = nextBurst++;
    bursts.set(id, resolve);
    const worker = loadClient();
    worker.ref();
    worker.postMessage({ id, requests });
  });

/** The baseline's table: a scratch table of a throwaway database, no migration of the portal. */
export const createBaselineTable = async (db: Database, kind: DatabaseConfig['kind']): Promise<void> => {
  const autoId = kind === 'postgres' ? sql`serial primary key` : sql`integer primary key autoincrement`;
  await sql`create table bench_rows (id ${autoId}, payload text not null)`.execute(db);
  await sql`insert into bench_rows (payload) values ('x')`.execute(db);
};

/**
 * What a commit waits for on this database, printed with the figures: a bare insert waits for it
 * once per row, the holds of a turn once per turn, so the ratio of the two depends on it
 * (docs/booking.md, "Tenth look"). The portal's SQLite waits for the disk (synchronous FULL); the
 * test suite's throwaway PostgreSQL cluster (scripts/pg-test-cluster.sh) does not (fsync off), a
 * production server does.
 */
export const durabilityOf = async (db: Database, kind: DatabaseConfig['kind']): Promise<string> => {
  if (kind === 'sqlite') {
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    const level = rows[0]!.synchronous;
    return `synchronous ${['OFF', 'NORMAL', 'FULL', 'EXTRA'][level] ?? level}, WAL`;
  }
  const setting = async (name: string) =>
    (await sql<{ setting: string }>`select current_setting(${name}) as setting`.execute(db)).rows[0]!.setting;
  return `fsync ${await setting('fsync')}, synchronous_commit ${await setting('synchronous_commit')}`;
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
  const result = await burst(
    Array.from({ length: count }, () => ({ url: `${instance.base}${BARE_INSERT_URL}`, body: {} })),
  );
  const inserted = result.answers.filter((answer) => answer.code === '1').length;
  return { rate: inserted / result.seconds, failed: count - inserted };
};
