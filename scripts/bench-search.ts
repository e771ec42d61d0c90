/**
 * `npm run bench:search`: seeds the large freight scale (>= 1 000 000 rates, >= 100 000 shipments)
 * into a fresh database, starts the server in-process on 127.0.0.1, and measures rate search,
 * schedule search and tracking lookup at 10 concurrent connections (from a worker thread) next to a
 * bare endpoint of the same server: p50 / p99 latency and requests per second. SQLite always; PostgreSQL too when
 * DATABASE_URL or TEST_DATABASE_URL names a server (a throwaway database is created and dropped).
 *   node scripts/bench-search.ts [--scale large|default|test] [--requests 2000] [--concurrency 10]
 *     [--databases sqlite,postgres]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { FreightPath } from '../domain/api/freight-paths.ts';
import { addDays } from '../domain/freight/dates.ts';
import { buildApp } from '../server/app.ts';
import type { DatabaseConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/connection.ts';
import { FREIGHT_SCALES } from '../server/db/freight/generator.ts';
import { seedFreight } from '../server/db/freight/seed.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import type { Database } from '../server/db/schema.ts';
import { seedDemoTenant } from '../server/db/seed/seed.ts';
import { percentile } from './percentile.ts';
import { postgresAdminUrl, withThrowawayDatabase } from './throwaway-postgres.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'large' },
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '10' },
    databases: { type: 'string', default: 'sqlite,postgres' },
  },
});
const scale = FREIGHT_SCALES[values.scale as keyof typeof FREIGHT_SCALES];
if (scale === undefined) throw new Error(`--scale must be one of ${Object.keys(FREIGHT_SCALES).join(', ')}`);
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const BARE_URL = '/api/bench/bare';
const DATABASES = new Set(values.databases.split(',').map((name) => name.trim()));

interface Result {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

/**
 * The load generator, in a worker thread: CONCURRENCY bounded loops against 127.0.0.1 posting the
 * given bodies over node:http with keep-alive, after 50 warm-up requests (not measured: JIT,
 * statement caches, page cache). It asks for gzip as a browser does over plain HTTP, inflates and
 * parses each answer, and counts any that is not a success. In its own thread its work is not
 * counted into the server's latencies as it was when both shared one event loop; and node:http
 * rather than fetch, whose own cost (0.4 ms of CPU a request at the bare endpoint, 0.8 ms with a
 * 49 KB answer) was taken from the same two cores as the server's and doubled the bare p99.
 */
const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const zlib = require('node:zlib');
const { base, url, bodies, concurrency } = workerData;
const target = new URL(url, base);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const post = (body) => new Promise((resolve, reject) => {
  const request = http.request({
    agent, host: target.hostname, port: target.port, path: target.pathname, method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', 'content-length': Buffer.byteLength(body) },
  }, (response) => {
    const chunks = [];
    response.on('data', (chunk) => chunks.push(chunk));
    response.on('error', reject);
    response.on('end', () => {
      try {
        const raw = Buffer.concat(chunks);
        const text = (response.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8');
        resolve({ status: response.statusCode, body: JSON.parse(text) });
      } catch (error) {
        reject(error);
      }
    });
  });
  request.on('error', reject);
  request.end(body);
});
(async () => {
  for (let i = 0; i < 50; i++) await post(bodies[i % bodies.length]);
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    for (;;) {
      const index = next++;
      if (index >= bodies.length) return;
      const sent = performance.now();
      const { status, body } = await post(bodies[index]);
      latencies.push(performance.now() - sent);
      if (status !== 200 || body.code !== '1') errors++;
    }
  }));
  agent.destroy();
  parentPort.postMessage({ latencies, errors, seconds: (performance.now() - started) / 1000 });
})();
`;

/** REQUESTS requests to `url`, the i-th with the body `bodyOf(i)`, from the load worker. */
const load = async (
  base: string,
  name: string,
  url: string,
  bodyOf: (i: number) => unknown,
): Promise<Result> => {
  const bodies = Array.from({ length: REQUESTS }, (_, i) => JSON.stringify(bodyOf(i)));
  const { latencies, errors, seconds } = await new Promise<{
    latencies: number[];
    errors: number;
    seconds: number;
  }>((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, {
      eval: true,
      workerData: { base, url, bodies, concurrency: CONCURRENCY },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  latencies.sort((a, b) => a - b);
  return {
    name,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    rps: REQUESTS / seconds,
    errors,
  };
};

const samples = async (db: Database, now: number) => {
  const today = new Date(now).toISOString().slice(0, 10);
  const lanes = await db
    .selectFrom('rates')
    .select(['pol', 'pod'])
    .where('etdDate', '>=', today)
    .where('etdDate', '<=', addDays(today, 27))
    .groupBy(['pol', 'pod'])
    .limit(200)
    .execute();
  const routes = await db
    .selectFrom('sailingRoutes')
    .select(['pol', 'pod'])
    .where('etdDate', '>=', today)
    .where('etdDate', '<=', addDays(today, 27))
    .groupBy(['pol', 'pod'])
    .limit(200)
    .execute();
  const containers = await db.selectFrom('shipmentContainers').select('containerNumber').limit(300).execute();
  const shipments = await db
    .selectFrom('shipments')
    .select(['blNumber', 'bookingNumber'])
    .limit(300)
    .execute();
  const numbers = [
    ...containers.map((row) => row.containerNumber),
    ...shipments.flatMap((row) => [row.blNumber, row.bookingNumber]),
  ];
  return { lanes, routes, numbers };
};

const run = async (label: string, config: DatabaseConfig): Promise<void> => {
  const db = createDatabase(config);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
  try {
    await migrateToLatest(db);
    await seedDemoTenant(db, 'http://127.0.0.1');
    const seedStarted = performance.now();
    // One instant for the seed and the samples, so that both agree on "today".
    const now = Date.now();
    const counts = await seedFreight(db, {
      scale,
      now,
      log: (line) => process.stderr.write(`  ${label}: ${line}\n`),
    });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(`\n${label}: seeded scale ${scale.name} in ${seedSeconds.toFixed(1)} s`);
    console.log(`  rows: ${JSON.stringify(counts)}`);

    const app = await buildApp({ config: { staticDir: path.join(dir, 'no-build'), dataDir: dir }, db });
    app.post(BARE_URL, async () => ({ code: '1', message: 'ok' }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
    try {
      const { lanes, routes, numbers } = await samples(db, now);
      const results = [
        await load(base, 'bare endpoint', BARE_URL, () => ({})),
        await load(base, 'rate search', `/api/${FreightPath.searchRates}`, (i) => ({
          ...lanes[i % lanes.length],
          pageSize: 20,
        })),
        await load(base, 'schedule search', `/api/${FreightPath.searchPointToPoint}`, (i) => ({
          ...routes[i % routes.length],
          pageSize: 20,
        })),
        await load(base, 'tracking lookup', `/api/${FreightPath.track}`, (i) => ({
          numbers: [numbers[i % numbers.length]],
        })),
      ];
      console.log(
        `  ${REQUESTS} requests each, ${CONCURRENCY} concurrent connections, the load from a worker thread of the server's process:`,
      );
      console.log('  endpoint          p50 ms   p99 ms    req/s  errors');
      for (const result of results) {
        console.log(
          `  ${result.name.padEnd(16)} ${result.p50.toFixed(2).padStart(7)} ${result.p99.toFixed(2).padStart(8)} ${result.rps.toFixed(0).padStart(8)} ${String(result.errors).padStart(7)}`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
};

if (DATABASES.has('sqlite')) {
  const sqliteDir = mkdtempSync(path.join(tmpdir(), 'bench-sqlite-'));
  try {
    await run('SQLite', { kind: 'sqlite', file: path.join(sqliteDir, 'portal.db') });
  } finally {
    rmSync(sqliteDir, { recursive: true, force: true });
  }
}

const adminUrl = postgresAdminUrl();
const postgresAsked = DATABASES.has('postgres');
if (postgresAsked && adminUrl !== null) {
  await withThrowawayDatabase(adminUrl, 'bench', (config) => run('PostgreSQL', config));
} else if (postgresAsked) {
  console.log('\nPostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to include it)');
}
