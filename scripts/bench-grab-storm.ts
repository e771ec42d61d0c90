/**
 * `npm run bench:grab-storm`: space grabbing (抢舱) at release time, measured end to end through real
 * server processes. On a fresh database: CUSTOMERS certified customers of the demo tenant, each with
 * a session and an attorney file, and a per-customer allowance of one unit (users.space_allowance,
 * what customer service sets in the staff console), all written straight into the database before
 * the clock starts. Then a release of STOCK units of 20GP (space-release-repository.ts, as the staff
 * console's release does) at T0, and every customer sends `space/bookSpace` within the first second
 * (evenly spread; the connections were opened before T0, as a browser on the page has them).
 *
 * 1. SQLite: one `node server/main.ts` process, the customers straight at it.
 * 2. PostgreSQL (DATABASE_URL or TEST_DATABASE_URL names a server; a throwaway database): three
 *    `node server/main.ts` processes behind nginx on loopback (its own config and prefix in a
 *    temporary folder, as docs/deploy.md lays out), the same storm; then the same storm on a second
 *    release with one instance killed (SIGKILL) KILL_AT_MS after T0. A client whose answer is a
 *    connection error or a 502/504 (nginx's word for an instance that died mid-request) sends the
 *    same attempt again with the same Idempotency-Key, which the balancer passes to another instance;
 *    so does one answered the portal's own 503 (no database connection came free within
 *    DATABASE_POOL_WAIT_MS), after its Retry-After with jittered exponential backoff: a hold that was
 *    committed answers its first outcome, so its customer learns it.
 *
 * Printed per storm: time until every customer has an answer, p50/p99 of the answers (from each
 * customer's send to their final answer, retries included), held (acknowledged 200 holds; must be
 * STOCK without a kill), oversold (must be 0), lost (acknowledged holds whose order the database does
 * not have: must be 0), final answers 503, retries, holds/s next to bare inserts/s (bare-baseline.ts,
 * BARE_INSERTS at once through one in-process instance on the same database, before the storms),
 * and the ledger: stock left + units held by orders = the release. Exit 1 on anything oversold or lost.
 *   node scripts/bench-grab-storm.ts [--customers 10000] [--stock 100] [--kill-at-ms 500]
 *     [--only sqlite|postgres] [--pool-size N] [--pool-wait-ms MS] [--no-retry-unavailable]
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { Agent, request } from 'undici';
import { BookingPath } from '../domain/api/booking-paths.ts';
import { holdsSpace } from '../domain/booking/space-order-lifecycle.ts';
import { CertificationStatus } from '../domain/constants.ts';
import type { DatabaseConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/connection.ts';
import { FREIGHT_SCALES } from '../server/db/freight/generator.ts';
import { seedFreight } from '../server/db/freight/seed.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import {
  createSpaceReleaseRepository,
  releasedRouteOf,
} from '../server/db/repositories/space-release-repository.ts';
import { createTenantSettingsRepository } from '../server/db/repositories/tenant-settings-repository.ts';
import type { Database } from '../server/db/schema.ts';
import { DEMO_USD_RATE } from '../server/db/seed/demo-exchange-rate.ts';
import { seedDemoTenant } from '../server/db/seed/seed.ts';
import { hashSecret, newSecret } from '../server/services/accounts/secrets.ts';
import { bareInsertRate, createBaselineTable, durabilityOf, startBaselineInstance } from './bare-baseline.ts';
import { attorneyFiles, type Customer, spaceLedger } from './booking-crowd.ts';
import { percentile } from './percentile.ts';
import { postgresAdminUrl, withThrowawayDatabase } from './throwaway-postgres.ts';

const { values } = parseArgs({
  options: {
    customers: { type: 'string', default: '10000' },
    stock: { type: 'string', default: '100' },
    'kill-at-ms': { type: 'string', default: '500' },
    only: { type: 'string' },
    'pool-size': { type: 'string' },
    'pool-wait-ms': { type: 'string' },
    'no-retry-unavailable': { type: 'boolean', default: false },
  },
});
const CUSTOMERS = Number(values.customers);
const STOCK = Number(values.stock);
const KILL_AT_MS = Number(values['kill-at-ms']);
const INSTANCES = 3;
const CONTAINER = '20GP';
const DEMO_COMPANY_ID = 1;
/** The per-customer allowance: one unit each, so a retry can never hold a second. */
const ALLOWANCE = 1;
/** Warm-up attempts (JIT, statement caches, pools) on a release of their own; not measured. */
const WARM_UP = 200;
/** Every attempt is sent within this window after T0. */
const SPREAD_MS = 1000;
const MAX_TRIES = 10;
/** Bare inserts at once through one instance: the baseline (bare-baseline.ts, as bench-booking.ts). */
const BARE_INSERTS = 200;
/** The portal's own pool settings (README: DATABASE_POOL_SIZE, DATABASE_POOL_WAIT_MS); unset, its defaults. */
const POOL_ENV = {
  ...(values['pool-size'] === undefined ? {} : { DATABASE_POOL_SIZE: values['pool-size'] }),
  ...(values['pool-wait-ms'] === undefined ? {} : { DATABASE_POOL_WAIT_MS: values['pool-wait-ms'] }),
};
/** --no-retry-unavailable: the portal's 503 is a final answer (how the figures looked before). */
const RETRY_UNAVAILABLE = !values['no-retry-unavailable'];
const ROOT = path.resolve(import.meta.dirname, '..');

interface Answer {
  /** The final answer's HTTP status; 0 when every try failed to connect. */
  status: number;
  code: string;
  message: string;
  orderId: number | null;
  /** From the customer's first send to the final answer. */
  ms: number;
  /** After T0: the first send, and the final answer. */
  sentAt: number;
  answeredAt: number;
  tries: number;
  /** How many of the tries the portal answered 503. */
  unavailable: number;
}

// ---------------------------------------------------------------- the ground, before the clock

/** CUSTOMERS certified customers of the demo tenant with an allowance of ALLOWANCE and a session, in bulk. */
const seedStormCrowd = async (db: Database, at: Date): Promise<Customer[]> => {
  await createTenantSettingsRepository(db).saveExchangeRate(DEMO_COMPANY_ID, DEMO_USD_RATE, at);
  const run = randomBytes(4).toString('hex');
  const createdAt = at.toISOString();
  const customers: Customer[] = [];
  // SQLite caps a statement's bound parameters: slices.
  for (let start = 0; start < CUSTOMERS; start += 500) {
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: Math.min(500, CUSTOMERS - start) }, (_, offset) => ({
          companyId: DEMO_COMPANY_ID,
          companyName: `Storm company ${start + offset}`,
          email: `storm.${run}.${start + offset}@example.com`,
          // Nobody signs in with a password here: the sessions are made below.
          passwordHash: 'none',
          userType: 1,
          certificationStatus: CertificationStatus.certified,
          customerType: 1,
          spaceAllowance: ALLOWANCE,
          active: 1,
          createdAt,
        })),
      )
      .returning(['id', 'companyId'])
      .execute();
    const keys = users.map(() => newSecret());
    await db
      .insertInto('sessions')
      .values(
        users.map((user, index) => ({
          tokenHash: hashSecret(keys[index]!),
          userId: user.id,
          companyId: user.companyId,
          createdAt,
          lastSeenAt: createdAt,
          expiresAt: new Date(at.getTime() + 86_400_000).toISOString(),
        })),
      )
      .execute();
    for (const [index, user] of users.entries())
      customers.push({ userId: user.id, companyId: user.companyId, apiKey: keys[index]! });
  }
  return customers;
};

/** Routes far enough ahead that a release on them is open for a day at least. */
const releasableRoutes = async (db: Database, at: Date, count: number) => {
  const routes = await db
    .selectFrom('sailingRoutes')
    .selectAll()
    .where('etd', '>', new Date(at.getTime() + 4 * 86_400_000).toISOString())
    .orderBy('id')
    .limit(count)
    .execute();
  if (routes.length < count) throw new Error(`only ${routes.length} sailing routes ahead to release on`);
  return routes;
};

type Route = Awaited<ReturnType<typeof releasableRoutes>>[number];

/** A release of `stock` × 20GP on `route` at `at`, as the staff console's release writes it. */
const release = async (db: Database, route: Route, stock: number, at: Date): Promise<number> => {
  const id = await createSpaceReleaseRepository(db).insertRelease({
    companyId: DEMO_COMPANY_ID,
    route: releasedRouteOf(route),
    kind: 'existing',
    currency: 'USD',
    cutOff: new Date(Date.parse(route.etd) - 2 * 86_400_000).toISOString(),
    releasedAt: at.toISOString(),
    lines: [{ containerType: CONTAINER, quantity: stock, priceMinor: 150_000, allowance: ALLOWANCE }],
  });
  if (id === undefined) throw new Error(`route ${route.id} was released already`);
  return id;
};

// ---------------------------------------------------------------- processes: the portal and nginx

const freePort = async (): Promise<number> => {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
};

interface Instance {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** Secrets several instances must share (README: PAYMENT_SANDBOX_SECRET, SECOND_FACTOR_KEY). */
const SHARED_SECRETS = {
  PAYMENT_SANDBOX_SECRET: randomBytes(32).toString('base64url'),
  SECOND_FACTOR_KEY: randomBytes(32).toString('base64url'),
};

const startInstance = async (database: DatabaseConfig, dataDir: string): Promise<Instance> => {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-build'),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      ...SHARED_SECRETS,
      ...(database.kind === 'postgres' ? { DATABASE_URL: database.url, ...POOL_ENV } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
};

/** Polls /readyz (routes/health-routes.ts) until it answers 200. */
const untilReady = async (base: string, exited?: Promise<unknown>, what = base): Promise<void> => {
  let gone = false;
  void exited?.then(() => {
    gone = true;
  });
  for (let tries = 0; tries < 600; tries++) {
    if (gone) throw new Error(`${what} exited before it was ready`);
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${what} was not ready within a minute`);
};

/**
 * nginx's config: the shape docs/deploy.md shows, every path inside `prefix` (no root paths). One
 * worker per core; each worker's connections count its clients, its upstream connections and the
 * idle ones it keeps, and reuseport does not deal the clients out evenly: each worker may take all
 * 2 × CUSTOMERS + the idle ones, up to the open files a process may have (the hard limit is 20 000
 * on the machine this was written on; nginx warns and goes on with less where it is lower).
 */
const nginxConfig = (options: { prefix: string; port: number; upstreams: readonly number[] }) => {
  const { prefix, port, upstreams } = options;
  const workers = 2;
  const connections = Math.min(19_500, 2 * CUSTOMERS + 2048);
  return `# generated by scripts/bench-grab-storm.ts
daemon off;
worker_processes ${workers};
worker_rlimit_nofile ${connections + 500};
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events {
  worker_connections ${connections};
}
http {
  access_log off;
  client_body_temp_path ${prefix}/temp/client_body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
  client_max_body_size 12m;
  keepalive_timeout 120s;
  keepalive_requests 100000;

  upstream portal {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 1024;
  }

  server {
    listen 127.0.0.1:${port} backlog=4096 reuseport;
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Connection errors only: a request an instance may have begun is never sent twice by nginx
      # (POST is not idempotent); the client repeats it with its Idempotency-Key instead.
      proxy_next_upstream error;
      # Longer than production's (docs/deploy.md): at the back of a 10 000-request queue on a loaded
      # 2-core machine an instance's accept queue overflows (SYNs are retried after 1, 3, 7 s) and an
      # answer can take minutes; a timeout would mark the instance failed and add a retry to the queue.
      # A dead instance refuses at once whatever the timeout.
      proxy_connect_timeout 30s;
      proxy_read_timeout 300s;
    }
  }
}
`;
};

const NGINX_MISSING = `nginx is not installed: on Debian or Ubuntu, apt-get install -y nginx-light (or nginx), then run this again`;

const startNginx = async (upstreams: readonly number[]) => {
  if (spawnSync('nginx', ['-v']).error !== undefined) throw new Error(NGINX_MISSING);
  const prefix = mkdtempSync(path.join(tmpdir(), 'grab-storm-nginx-'));
  for (const folder of ['logs', 'temp']) mkdirSync(path.join(prefix, folder));
  const port = await freePort();
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ prefix, port, upstreams }));
  const test = spawnSync('nginx', [
    '-t',
    '-q',
    '-p',
    prefix,
    '-c',
    conf,
    '-e',
    path.join(prefix, 'logs/error.log'),
  ]);
  if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr.toString()}`);
  const child = spawn('nginx', ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'logs/error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  await untilReady(base, exited, 'nginx');
  return {
    base,
    stop: async () => {
      // SIGQUIT: nginx's graceful stop.
      child.kill('SIGQUIT');
      await exited;
      // Limits nginx hit (worker_connections, open files) would distort the figures: say so.
      const alerts = readFileSync(path.join(prefix, 'logs/error.log'), 'utf8')
        .split('\n')
        .filter((line) => /\[(alert|crit|emerg)\]/.test(line));
      if (alerts.length > 0)
        process.stderr.write(`  nginx logged ${alerts.length} alert(s), the first: ${alerts[0]}\n`);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
};

// ---------------------------------------------------------------- the storm

/** One keep-alive connection per customer, opened before T0 (a browser on the page has one). */
const clientAgent = () =>
  new Agent({
    connections: CUSTOMERS,
    keepAliveTimeout: 120_000,
    keepAliveMaxTimeout: 120_000,
    pipelining: 1,
  });

const openConnections = async (agent: Agent, base: string) => {
  await Promise.all(
    Array.from({ length: CUSTOMERS }, async () => {
      const response = await request(`${base}/healthz`, { dispatcher: agent });
      await response.body.text();
    }),
  );
};

/**
 * Nginx's answers for an instance that died or could not be reached (502, 504): the attempt is
 * repeated, with its Idempotency-Key, after a short jittered backoff.
 */
const RETRIED_STATUSES = new Set([502, 504]);
/**
 * The portal's own 503 ("briefly unavailable": no database connection came free within
 * DATABASE_POOL_WAIT_MS) is repeated too, with the same Idempotency-Key (a hold that was committed
 * answers its first outcome), but never sooner than its Retry-After and with exponential, jittered
 * backoff: a crowd repeating it at once would only deepen the queue that caused it.
 */
const UNAVAILABLE = 503;
const retried = (status: number) =>
  RETRIED_STATUSES.has(status) || (RETRY_UNAVAILABLE && status === UNAVAILABLE);

/** Before try `tries + 1`: exponential from 100 ms (capped at 6.4 s), at least Retry-After, jittered ±50 %. */
const backoffMs = (tries: number, retryAfterS: number) =>
  Math.max(retryAfterS * 1000, Math.min(6400, 100 * 2 ** (tries - 1))) * (0.5 + Math.random());

const attempt = async (
  agent: Agent,
  base: string,
  customer: Customer,
  body: string,
  key: string,
): Promise<Omit<Answer, 'ms' | 'sentAt' | 'answeredAt'>> => {
  let last = { status: 0, code: '', message: 'no try', orderId: null as number | null };
  let unavailable = 0;
  for (let tries = 1; tries <= MAX_TRIES; tries++) {
    let retryAfterS = 0;
    try {
      const response = await request(`${base}/api/${BookingPath.bookSpace}`, {
        dispatcher: agent,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': 'en',
          authorization: customer.apiKey,
          'idempotency-key': key,
        },
        body,
      });
      const text = await response.body.text();
      let parsed: { code?: unknown; message?: unknown; orderId?: unknown } = {};
      try {
        parsed = JSON.parse(text) as typeof parsed;
      } catch {
        parsed = { message: text.slice(0, 60) };
      }
      last = {
        status: response.statusCode,
        code: String(parsed.code ?? ''),
        message: String(parsed.message ?? ''),
        orderId: typeof parsed.orderId === 'number' ? parsed.orderId : null,
      };
      if (!retried(response.statusCode)) return { ...last, tries, unavailable };
      if (response.statusCode === UNAVAILABLE) {
        unavailable += 1;
        retryAfterS = Number(response.headers['retry-after'] ?? 0) || 0;
      }
    } catch (error) {
      last = { status: 0, code: '', message: `transport: ${(error as Error).message}`, orderId: null };
    }
    // Backing off, with jitter: a crowd retrying at once would be a second storm.
    if (tries < MAX_TRIES) await sleep(backoffMs(tries, retryAfterS));
  }
  return { ...last, tries: MAX_TRIES, unavailable };
};

interface Storm {
  label: string;
  answers: Answer[];
  killedAt: number | null;
  ledger: { remaining: number; held: number };
  /** Acknowledged holds whose order the database does not have. */
  lost: number;
  /** Acknowledged holds whose order still holds space afterwards. */
  holding: number;
}

const storm = async (
  label: string,
  options: {
    agent: Agent;
    base: string;
    db: Database;
    route: Route;
    crowd: readonly Customer[];
    files: readonly string[];
    kill?: () => void;
  },
): Promise<Storm> => {
  const { agent, base, db, route, crowd, files, kill } = options;
  const run = randomBytes(4).toString('hex');
  const sailingId = await release(db, route, STOCK, new Date());
  // Everything a send needs is ready before T0: a send is a timer and a write.
  const bodies = files.map((attorneyFile) =>
    JSON.stringify({ sailingId, containers: [{ containerType: CONTAINER, quantity: 1 }], attorneyFile }),
  );
  const t0 = performance.now() + 50;
  let killedAt: number | null = null;
  if (kill !== undefined)
    setTimeout(
      () => {
        killedAt = performance.now() - t0;
        kill();
      },
      Math.max(0, t0 + KILL_AT_MS - performance.now()),
    );
  const answers = await Promise.all(
    crowd.map(async (customer, index) => {
      const sendAt = t0 + (index * SPREAD_MS) / crowd.length;
      await sleep(Math.max(0, sendAt - performance.now()));
      const started = performance.now();
      const answer = await attempt(agent, base, customer, bodies[index]!, `${run}-${index}`);
      const done = performance.now();
      return { ...answer, ms: done - started, sentAt: started - t0, answeredAt: done - t0 };
    }),
  );
  const ledger = await spaceLedger(db, sailingId);
  const acknowledged = answers.flatMap((answer) =>
    answer.code === '1' && answer.orderId !== null ? [answer.orderId] : [],
  );
  const found = new Set<number>();
  let holding = 0;
  for (let start = 0; start < acknowledged.length; start += 500) {
    const rows = await db
      .selectFrom('spaceOrders')
      .select(['id', 'status'])
      .where('id', 'in', acknowledged.slice(start, start + 500))
      .execute();
    // Existing is what counts for "lost": a hold whose 3-minute payment window passed during a long
    // storm has given its space back, as it should (and someone may have held it again).
    for (const row of rows) {
      found.add(row.id);
      if (holdsSpace(row.status)) holding += 1;
    }
  }
  return {
    label,
    answers,
    killedAt,
    ledger: { remaining: ledger.remaining[CONTAINER] ?? 0, held: ledger.held[CONTAINER] ?? 0 },
    lost: acknowledged.filter((id) => !found.has(id)).length,
    holding,
  };
};

const heldOf = (result: Storm) => result.answers.filter((answer) => answer.code === '1').length;

/** Units promised beyond the release: by the acknowledged holds that still hold, by the orders, by the stock. */
const oversoldOf = (result: Storm) => {
  const { remaining, held: byOrders } = result.ledger;
  return Math.max(0, result.holding - STOCK, byOrders - STOCK, -remaining, byOrders + remaining - STOCK);
};

const print = (result: Storm, bareInserts: { rate: number; failed: number }) => {
  const held = heldOf(result);
  const sorted = result.answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const lastAnswer = Math.max(...result.answers.map((answer) => answer.answeredAt));
  const holds = result.answers.filter((answer) => answer.code === '1');
  const lastHold = Math.max(...holds.map((answer) => answer.answeredAt));
  const retriedCustomers = result.answers.filter((answer) => answer.tries > 1);
  const retries = retriedCustomers.reduce((sum, answer) => sum + answer.tries - 1, 0);
  const after503 = result.answers.reduce((sum, answer) => sum + answer.unavailable, 0);
  const unanswered = result.answers.filter(
    (answer) => answer.status === 0 || RETRIED_STATUSES.has(answer.status),
  );
  const final503 = result.answers.filter((answer) => answer.status === UNAVAILABLE);
  console.log(
    `\n${result.label}: ${CUSTOMERS} customers within ${SPREAD_MS} ms, ${STOCK} × ${CONTAINER} released at T0`,
  );
  if (result.killedAt !== null)
    console.log(`  one instance killed (SIGKILL) ${result.killedAt.toFixed(0)} ms after T0`);
  const lastSent = Math.max(...result.answers.map((answer) => answer.sentAt));
  console.log(
    `  the last attempt was sent ${lastSent.toFixed(0)} ms after T0 (planned: within ${SPREAD_MS} ms)`,
  );
  console.log(
    `  every customer answered ${(lastAnswer / 1000).toFixed(2)} s after T0; answers p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`,
  );
  console.log(
    `  held ${held} (acknowledged; ${result.holding} still holding; ${STOCK} released)   oversold ${oversoldOf(result)}   lost ${result.lost}   final answer 503 ${final503.length}   without an answer ${unanswered.length}`,
  );
  console.log(
    `  ledger: stock left ${result.ledger.remaining} + held by orders ${result.ledger.held} = ${result.ledger.remaining + result.ledger.held} (release ${STOCK})`,
  );
  console.log(
    `  retries ${retries} by ${retriedCustomers.length} customers (same Idempotency-Key), ${after503} of them after the portal's 503${
      RETRY_UNAVAILABLE ? ' (Retry-After, jittered backoff)' : ' (503 not retried: --no-retry-unavailable)'
    }; holds first answered 503 and learned on a retry: ${holds.filter((answer) => answer.unavailable > 0).length}${
      retriedCustomers.length > 0
        ? `; every retrying customer got an answer: ${retriedCustomers.every((answer) => answer.status !== 0 && !retried(answer.status)) ? 'yes' : 'NO'}`
        : ''
    }`,
  );
  console.log(
    `  holds/s ${(held / (lastHold / 1000)).toFixed(0)} (${held} held by ${(lastHold / 1000).toFixed(2)} s after T0); answers/s ${(CUSTOMERS / (lastAnswer / 1000)).toFixed(0)}; bare inserts/s ${bareInserts.rate.toFixed(0)} (${BARE_INSERTS} at once through one instance, same run${bareInserts.failed > 0 ? `, ${bareInserts.failed} failed` : ''})`,
  );
  const counts = new Map<string, number>();
  for (const answer of result.answers) {
    const key = `HTTP ${answer.status} code ${answer.code} "${answer.message}"`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  console.log('  answers:');
  for (const [key, count] of [...counts].sort((a, b) => b[1] - a[1]))
    console.log(`  ${String(count).padStart(6)} × ${key}`);
};

// ---------------------------------------------------------------- one database

const prepare = async (config: DatabaseConfig) => {
  const db = createDatabase(config);
  const started = performance.now();
  const at = new Date();
  await migrateToLatest(db);
  await seedDemoTenant(db, 'http://127.0.0.1');
  await seedFreight(db, { scale: FREIGHT_SCALES.test, now: at.getTime() });
  await createBaselineTable(db, config.kind);
  console.log(
    `\n${config.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: a commit waits for ${await durabilityOf(db, config.kind)}`,
  );
  const crowd = await seedStormCrowd(db, at);
  // A file per customer per storm (a hold takes its file; a refused attempt's file stays unused).
  const files = [await attorneyFiles(db, crowd, () => at), await attorneyFiles(db, crowd, () => at)];
  const warmFiles = await attorneyFiles(db, crowd.slice(0, WARM_UP), () => at);
  const routes = await releasableRoutes(db, at, 3);
  process.stderr.write(
    `  set up ${crowd.length} customers with sessions and files in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return { db, crowd, files, warmFiles, routes };
};

const warmUp = async (agent: Agent, base: string, ground: Awaited<ReturnType<typeof prepare>>) => {
  await openConnections(agent, base);
  const sailingId = await release(ground.db, ground.routes[2]!, WARM_UP / 10, new Date());
  await Promise.all(
    ground.crowd.slice(0, WARM_UP).map((customer, index) =>
      attempt(
        agent,
        base,
        customer,
        JSON.stringify({
          sailingId,
          containers: [{ containerType: CONTAINER, quantity: 1 }],
          attorneyFile: ground.warmFiles[index],
        }),
        `warm-${index}`,
      ),
    ),
  );
};

const results: Storm[] = [];

/** The baseline, after a warm-up burst: bare inserts at once through one in-process instance on the same database. */
const measureBareInserts = async (config: DatabaseConfig, dataDir: string) => {
  const instance = await startBaselineInstance(config, dataDir);
  try {
    await bareInsertRate(instance, BARE_INSERTS / 4);
    return await bareInsertRate(instance, BARE_INSERTS);
  } finally {
    await instance.app.close();
    await instance.db.destroy();
  }
};

const stopAll = async (instances: readonly Instance[]) => {
  for (const instance of instances)
    if (instance.child.exitCode === null && instance.child.signalCode === null)
      instance.child.kill('SIGTERM');
  await Promise.all(instances.map((instance) => instance.exited));
};

const runSqlite = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'grab-storm-sqlite-'));
  const config: DatabaseConfig = { kind: 'sqlite', file: path.join(dataDir, 'portal.db') };
  const ground = await prepare(config);
  const instances: Instance[] = [];
  const agent = clientAgent();
  try {
    instances.push(await startInstance(config, dataDir));
    const base = `http://127.0.0.1:${instances[0]!.port}`;
    await untilReady(base, instances[0]!.exited, 'the portal');
    await warmUp(agent, base, ground);
    const bare = await measureBareInserts(config, dataDir);
    const result = await storm('SQLite, 1 instance', {
      agent,
      base,
      ...ground,
      route: ground.routes[0]!,
      files: ground.files[0]!,
    });
    results.push(result);
    print(result, bare);
  } finally {
    await agent.close();
    await stopAll(instances);
    await ground.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const runPostgres = async (config: DatabaseConfig) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'grab-storm-pg-'));
  const ground = await prepare(config);
  const instances: Instance[] = [];
  const agent = clientAgent();
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    // Each instance its own DATA_DIR, as on separate machines: the database is what they share.
    for (let index = 0; index < INSTANCES; index++) {
      const own = path.join(dataDir, `instance-${index + 1}`);
      mkdirSync(own);
      instances.push(await startInstance(config, own));
    }
    for (const instance of instances)
      await untilReady(`http://127.0.0.1:${instance.port}`, instance.exited, `instance on ${instance.port}`);
    nginx = await startNginx(instances.map((instance) => instance.port));
    await warmUp(agent, nginx.base, ground);
    const bare = await measureBareInserts(config, dataDir);
    const label = `PostgreSQL, ${INSTANCES} instances behind nginx`;
    const calm = await storm(label, {
      agent,
      base: nginx.base,
      ...ground,
      route: ground.routes[0]!,
      files: ground.files[0]!,
    });
    results.push(calm);
    print(calm, bare);
    const victim = instances[1]!;
    const killed = await storm(`${label}, one killed`, {
      agent,
      base: nginx.base,
      ...ground,
      route: ground.routes[1]!,
      files: ground.files[1]!,
      kill: () => victim.child.kill('SIGKILL'),
    });
    results.push(killed);
    print(killed, bare);
  } finally {
    await agent.close();
    await nginx?.stop();
    await stopAll(instances);
    await ground.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (values.only !== 'postgres') await runSqlite();
if (values.only !== 'sqlite') {
  const adminUrl = postgresAdminUrl();
  if (adminUrl === null)
    console.log('\nPostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to include it)');
  else await withThrowawayDatabase(adminUrl, 'bench_grab_storm', runPostgres);
}

const wrong = results.filter((result) => oversoldOf(result) > 0 || result.lost > 0);
if (wrong.length > 0) {
  console.error(
    `\nFAILED: ${wrong.map((result) => `${result.label}: oversold ${oversoldOf(result)}, lost ${result.lost}`).join('; ')}`,
  );
  process.exitCode = 1;
}
