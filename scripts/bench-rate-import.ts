/**
 * `npm run bench:rate-import` (docs/decisions.md "Rate sheets"): a 100 000-row .xlsx, made here the
 * same way every run (one carrier, CNSHA to 17 576 ports × 6 container types, surcharges, dates as
 * Excel dates), is uploaded through the API, read, checked and previewed in the worker thread, and
 * published as the carrier's version; next to the time to insert the same rows into a bare table in
 * one transaction (the baseline), with the process's peak memory. Rate search runs against the same
 * server from a worker thread without an import and then during one: its p99 both times and their
 * ratio (the target is at most 1.5). SQLite always; PostgreSQL too when DATABASE_URL or
 * TEST_DATABASE_URL names a server (a throwaway database is created and dropped).
 *   node scripts/bench-rate-import.ts [--rows 100000] [--concurrency 4] [--databases sqlite,postgres]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { FreightPath } from '../domain/api/freight-paths.ts';
import type { RateImportView } from '../domain/api/rate-sheet.ts';
import { RateSheetFilePath, RateSheetPath } from '../domain/api/rate-sheet-paths.ts';
import { STAFF_USER_TYPE } from '../domain/constants.ts';
import { CONTAINER_TYPES } from '../domain/freight/codes.ts';
import { addDays } from '../domain/freight/dates.ts';
import { templateHeaders } from '../domain/freight/rate-sheet.ts';
import { formatStaffRoles } from '../domain/permissions.ts';
import { buildApp } from '../server/app.ts';
import type { DatabaseConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/connection.ts';
import { FREIGHT_SCALES } from '../server/db/freight/generator.ts';
import { seedFreight } from '../server/db/freight/seed.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import type { Database } from '../server/db/schema.ts';
import { seedDemoTenant } from '../server/db/seed/seed.ts';
import { hashSecret } from '../server/services/accounts/secrets.ts';
import { type SheetValue, writeXlsx } from '../server/services/rates/sheet-template.ts';
import { percentile } from './percentile.ts';
import { postgresAdminUrl, withThrowawayDatabase } from './throwaway-postgres.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    concurrency: { type: 'string', default: '4' },
    databases: { type: 'string', default: 'sqlite,postgres' },
  },
});
const ROWS = Number(values.rows);
const CONCURRENCY = Number(values.concurrency);
const DATABASES = new Set(values.databases.split(',').map((name) => name.trim()));
const CARRIER = 'MAEU';
/** How long the search runs without an import, for its baseline p99. */
const BASELINE_MS = Number(process.env.BENCH_BASELINE_MS ?? 15_000);

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const portOf = (index: number): string =>
  `US${LETTERS[Math.floor(index / 676) % 26]}${LETTERS[Math.floor(index / 26) % 26]}${LETTERS[index % 26]}`;

/** The i-th row of the sheet: a distinct lane and container type each, prices varying with i. */
const rowOf = (i: number): SheetValue[] => [
  CARRIER,
  'CNSHA',
  portOf(Math.floor(i / CONTAINER_TYPES.length)),
  null,
  `S${i % 40}`,
  CONTAINER_TYPES[i % CONTAINER_TYPES.length] ?? '20GP',
  'USD',
  800 + (i % 2000),
  new Date(Date.UTC(2026, 11, 1)),
  new Date(Date.UTC(2026, 11, 31)),
  10 + (i % 30),
  i % 10 === 0 ? 'weekly' : '',
  100 + (i % 50),
  1050,
  450,
  i % 3 === 0 ? 60 : null,
];

function* sheetRows(): Generator<SheetValue[]> {
  yield templateHeaders('en');
  for (let i = 0; i < ROWS; i++) yield rowOf(i);
}

/**
 * Rate search from a worker thread: CONCURRENCY loops posting the bodies round-robin over node:http
 * with keep-alive until told to stop (after 30 warm-up requests), then the latencies.
 */
const SEARCH_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { base, url, bodies, concurrency } = workerData;
const target = new URL(url, base);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
let stopped = false;
parentPort.on('message', () => { stopped = true; });
const post = (body) => new Promise((resolve, reject) => {
  const request = http.request({
    agent, host: target.hostname, port: target.port, path: target.pathname, method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  }, (response) => {
    const chunks = [];
    response.on('data', (chunk) => chunks.push(chunk));
    response.on('error', reject);
    response.on('end', () => resolve({ status: response.statusCode, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
  });
  request.on('error', reject);
  request.end(body);
});
(async () => {
  for (let i = 0; i < 30; i++) await post(bodies[i % bodies.length]);
  parentPort.postMessage({ ready: true });
  const latencies = [];
  let errors = 0;
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (!stopped) {
      const body = bodies[next++ % bodies.length];
      const sent = performance.now();
      const { status, body: answer } = await post(body);
      latencies.push(performance.now() - sent);
      if (status !== 200 || answer.code !== '1') errors++;
    }
  }));
  agent.destroy();
  parentPort.postMessage({ latencies, errors });
})();
`;

interface SearchResult {
  count: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Runs rate search while `during` runs; its latencies once `during` ends. */
const searchWhile = async (
  base: string,
  bodies: string[],
  during: () => Promise<void>,
): Promise<SearchResult> => {
  const worker = new Worker(SEARCH_WORKER, {
    eval: true,
    workerData: { base, url: `/api/${FreightPath.searchRates}`, bodies, concurrency: CONCURRENCY },
  });
  const result = new Promise<{ latencies: number[]; errors: number }>((resolve, reject) => {
    worker.on('message', (message: { ready?: boolean; latencies?: number[]; errors?: number }) => {
      if (message.latencies !== undefined)
        resolve({ latencies: message.latencies, errors: message.errors ?? 0 });
    });
    worker.once('error', reject);
  });
  await new Promise<void>((resolve) => worker.once('message', () => resolve()));
  await during();
  worker.postMessage('stop');
  const { latencies, errors } = await result;
  await worker.terminate();
  latencies.sort((a, b) => a - b);
  return { count: latencies.length, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
};

/** A pricing colleague with a session, written straight into the database as the tests do. */
const pricingSession = async (db: Database): Promise<string> => {
  const user = await db
    .insertInto('users')
    .values({
      companyId: 1,
      email: `bench.pricing.${randomBytes(4).toString('hex')}@example.com`,
      passwordHash: 'none',
      userType: STAFF_USER_TYPE,
      staffRoles: formatStaffRoles(['pricing']),
      certificationStatus: 0,
      active: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const apiKey = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      tokenHash: hashSecret(apiKey),
      userId: user.id,
      companyId: 1,
      createdAt: '9999-01-01T00:00:00.000Z',
      lastSeenAt: '9999-01-01T00:00:00.000Z',
      expiresAt: '9999-12-31T00:00:00.000Z',
    })
    .execute();
  return apiKey;
};

const seconds = (from: number) => (performance.now() - from) / 1000;

/** The highest resident memory seen while `work` runs, sampled every 50 ms, in MiB. */
const peakRssWhile = async <T>(work: () => Promise<T>): Promise<{ value: T; peakMiB: number }> => {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  try {
    const value = await work();
    return { value, peakMiB: Math.max(peak, process.memoryUsage().rss) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
};

/** The same rows into a bare table, 500 a statement in one transaction: the floor of any import. */
const bareInsert = async (db: Database): Promise<number> => {
  await sql`create table bench_rate_rows (rate_key text not null, card text not null)`.execute(db);
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < ROWS; start += 500) {
      const batch = Array.from({ length: Math.min(500, ROWS - start) }, (_, offset) => {
        const row = rowOf(start + offset);
        return sql`(${`${row[1]}|${row[2]}|${row[5]}`}, ${JSON.stringify(row)})`;
      });
      await sql`insert into bench_rate_rows (rate_key, card) values ${sql.join(batch)}`.execute(trx);
    }
  });
  return seconds(started);
};

const run = async (label: string, config: DatabaseConfig, sheetPath: string): Promise<number> => {
  const db = createDatabase(config);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-rate-import-'));
  try {
    await migrateToLatest(db);
    await seedDemoTenant(db, 'http://127.0.0.1');
    const now = Date.now();
    await seedFreight(db, { scale: FREIGHT_SCALES.test, now, log: () => {} });
    const apiKey = await pricingSession(db);
    const app = await buildApp({ config: { staticDir: path.join(dir, 'no-build'), dataDir: dir }, db });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
    const api = async <T>(apiPath: string, body: unknown): Promise<T> => {
      const response = await fetch(`${base}/api/${apiPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: apiKey },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { code: string; message: string; data: T };
      if (answer.code !== '1') throw new Error(`${apiPath}: ${answer.message}`);
      return answer.data;
    };
    try {
      const today = new Date(now).toISOString().slice(0, 10);
      const lanes = await db
        .selectFrom('rates')
        .select(['pol', 'pod'])
        .where('etdDate', '>=', today)
        .where('etdDate', '<=', addDays(today, 27))
        .groupBy(['pol', 'pod'])
        .limit(200)
        .execute();
      const bodies = lanes.map((lane) => JSON.stringify({ ...lane, pageSize: 20 }));

      const without = await searchWhile(
        base,
        bodies,
        () => new Promise((resolve) => setTimeout(resolve, BASELINE_MS)),
      );

      const timings = { upload: 0, preview: 0, firstPage: 0, publish: 0 };
      const before = process.memoryUsage().rss;
      let view: RateImportView | undefined;
      const peak = { reading: 0, publishing: 0 };
      const reading = await searchWhile(base, bodies, async () => {
        const measured = await peakRssWhile(async () => {
          let started = performance.now();
          const form = new FormData();
          form.append('carrierScac', CARRIER);
          form.append('file', new Blob([readFileSync(sheetPath)]), 'maersk-100k.xlsx');
          const uploaded = await fetch(`${base}/api/${RateSheetFilePath.upload}`, {
            method: 'POST',
            headers: { authorization: apiKey },
            body: form,
          });
          const answer = (await uploaded.json()) as { data: RateImportView };
          timings.upload = seconds(started);
          started = performance.now();
          view = answer.data;
          while (view.status === 'reading') {
            await new Promise((resolve) => setTimeout(resolve, 200));
            view = await api<RateImportView>(RateSheetPath.getImport, { importId: view.importId });
          }
          timings.preview = seconds(started);
          started = performance.now();
          await api(RateSheetPath.listImportRows, { importId: view.importId, section: 'new', pageSize: 50 });
          timings.firstPage = seconds(started);
        });
        peak.reading = measured.peakMiB;
      });
      const publishing = await searchWhile(base, bodies, async () => {
        const measured = await peakRssWhile(async () => {
          const started = performance.now();
          await api(RateSheetPath.publishImport, { importId: view?.importId });
          timings.publish = seconds(started);
        });
        peak.publishing = measured.peakMiB;
      });
      const bare = await bareInsert(db);
      const ratios = [reading.p99 / without.p99, publishing.p99 / without.p99];
      console.log(
        `\n${label}: ${ROWS} rows, sheet ${(statSync(sheetPath).size / 1024 / 1024).toFixed(1)} MiB`,
      );
      console.log(`  import status ${view?.status}, counts ${JSON.stringify(view?.counts)}`);
      console.log(`  upload (stream to disk)                 ${timings.upload.toFixed(2).padStart(8)} s`);
      console.log(`  read + check + preview (worker)         ${timings.preview.toFixed(2).padStart(8)} s`);
      console.log(`  first preview page                      ${timings.firstPage.toFixed(3).padStart(8)} s`);
      console.log(`  publish (staged, then numbered)        ${timings.publish.toFixed(2).padStart(8)} s`);
      console.log(`  baseline: same rows into a bare table   ${bare.toFixed(2).padStart(8)} s`);
      console.log(
        `  peak RSS (MiB) before / reading / publishing  ${(before / 1024 / 1024).toFixed(0)} / ${peak.reading.toFixed(0)} / ${peak.publishing.toFixed(0)}`,
      );
      console.log(`  rate search, ${CONCURRENCY} connections     requests    p50 ms    p99 ms  errors`);
      for (const [name, result] of [
        ['without an import', without],
        ['while read and previewed', reading],
        ['while published', publishing],
      ] as const)
        console.log(
          `    ${name.padEnd(30)} ${String(result.count).padStart(8)} ${result.p50.toFixed(2).padStart(9)} ${result.p99.toFixed(2).padStart(9)} ${String(result.errors).padStart(7)}`,
        );
      console.log(
        `  search p99 during / without: ${ratios.map((ratio) => ratio.toFixed(2)).join(' (reading), ')} (publishing); target ≤ 1.5`,
      );
      return Math.max(...ratios);
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
};

const sheetDir = mkdtempSync(path.join(tmpdir(), 'bench-rate-sheet-'));
const sheetPath = path.join(sheetDir, 'rates.xlsx');
const written = performance.now();
await writeXlsx(sheetRows(), sheetPath);
console.log(`Wrote the ${ROWS}-row sheet in ${seconds(written).toFixed(1)} s`);
const ratios: number[] = [];
try {
  if (DATABASES.has('sqlite')) {
    const sqliteDir = mkdtempSync(path.join(tmpdir(), 'bench-sqlite-'));
    try {
      ratios.push(
        await run('SQLite', { kind: 'sqlite', file: path.join(sqliteDir, 'portal.db') }, sheetPath),
      );
    } finally {
      rmSync(sqliteDir, { recursive: true, force: true });
    }
  }
  const adminUrl = postgresAdminUrl();
  if (DATABASES.has('postgres') && adminUrl !== null) {
    await withThrowawayDatabase(adminUrl, 'bench_rate_import', async (config) => {
      ratios.push(await run('PostgreSQL', config, sheetPath));
    });
  } else if (DATABASES.has('postgres')) {
    console.log('\nPostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to include it)');
  }
} finally {
  rmSync(sheetDir, { recursive: true, force: true });
}
if (ratios.some((ratio) => ratio > 1.5)) {
  console.error('\nThe search p99 during an import is above 1.5 × its p99 without one.');
  process.exitCode = 1;
}
