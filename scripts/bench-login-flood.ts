/**
 * `npm run bench:login-flood` (the login flood): starts the server (`node server/main.ts`, real OWASP scrypt
 * cost, demo mode) on a fresh data folder, then samples a static asset and
 * `webuser/getCompanyInfoById` one after the other, first with nothing else going on, then during a
 * login flood: waves of PARALLEL logins sent at once, the next wave as soon as the last one is
 * answered, for FLOOD_SECONDS. It prints p50 / p99 of both with and without the flood, how the
 * logins were answered, and how a demo user's own login fared during the flood.
 *
 * The flood logins name unknown addresses (verified against the dummy hash, which costs the same as
 * a real verification) from ever new loopback addresses (127.x.y.z), so that neither the per-account
 * nor the per-IP limit stops them before the password check: the worst case for the hash gate.
 *   node scripts/bench-login-flood.ts [--parallel 40] [--flood-seconds 10] [--baseline-seconds 5]
 * Needs the built app in ./dist (npm run build) for the static asset.
 */
import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import AES from 'crypto-js/aes.js';
import { DEFAULT_LOGIN_CIPHER_KEY } from '../domain/api/accounts.ts';
import { AccountPath } from '../domain/api/accounts-paths.ts';
import { ApiPath } from '../domain/api/paths.ts';
import { DEMO_ACCOUNTS } from '../server/db/seed/demo-accounts.ts';
import { startDemoServer } from './demo-server.ts';

const { values } = parseArgs({
  options: {
    parallel: { type: 'string', default: '40' },
    'flood-seconds': { type: 'string', default: '10' },
    'baseline-seconds': { type: 'string', default: '5' },
  },
});
const PARALLEL = Number(values.parallel);
const FLOOD_MS = Number(values['flood-seconds']) * 1000;
const BASELINE_MS = Number(values['baseline-seconds']) * 1000;
/** Between two samples of the static asset and the API call. */
const SAMPLE_GAP_MS = 20;

const root = path.resolve(import.meta.dirname, '..');
const assets = path.join(root, 'dist', 'assets');
const asset = readdirSync(assets, { withFileTypes: true }).find((entry) => entry.name.endsWith('.js'))?.name;
if (asset === undefined) throw new Error('no built asset in dist/assets: run `npm run build` first');

interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** One request on its own connection, from `localAddress` when given (any 127.x.y.z works on Linux). */
const request = (
  port: number,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  localAddress?: string,
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        localAddress,
        agent: false,
        headers: payload === undefined ? {} : { 'content-type': 'application/json', 'accept-language': 'en' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
};
const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(values, 99).toFixed(1).padStart(7)} ms   (${values.length} samples)`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Samples the asset and the API call one after the other while `keepGoing` says so. */
const sample = async (port: number, keepGoing: () => boolean) => {
  const staticMs: number[] = [];
  const apiMs: number[] = [];
  while (keepGoing()) {
    const file = await request(port, 'GET', `/assets/${asset}`);
    if (file.status !== 200) throw new Error(`static asset answered ${file.status}`);
    staticMs.push(file.ms);
    const api = await request(port, 'POST', `/api/${ApiPath.getCompanyInfoById}`, { companyId: 1 });
    if (api.status !== 200) throw new Error(`getCompanyInfoById answered ${api.status}`);
    apiMs.push(api.ms);
    await sleep(SAMPLE_GAP_MS);
  }
  return { staticMs, apiMs };
};

const encrypt = (password: string) => AES.encrypt(password, DEFAULT_LOGIN_CIPHER_KEY).toString();

console.log('starting the server on a fresh data folder ...');
const server = await startDemoServer();
const { port } = server;
try {
  const login = (email: string, password: string, localAddress: string) =>
    request(
      port,
      'POST',
      `/api/${AccountPath.weblogin}`,
      { email, password: encrypt(password), companyId: 1, webFlag: 2 },
      localAddress,
    );

  // Warm-up, not measured: JIT, statement caches, the dummy hash.
  await sample(
    port,
    (() => {
      let left = 20;
      return () => left-- > 0;
    })(),
  );
  await login('warm.up@example.com', 'Wrong1234', '127.0.0.2');

  const baselineEnd = Date.now() + BASELINE_MS;
  const baseline = await sample(port, () => Date.now() < baselineEnd);

  const floodEnd = Date.now() + FLOOD_MS;
  const outcomes = new Map<string, number[]>();
  let attempt = 0;
  let waves = 0;
  const floodLogin = async () => {
    attempt += 1;
    const ip = `127.${1 + ((attempt >> 16) & 127)}.${(attempt >> 8) & 255}.${attempt & 255}`;
    const answer = await login(`flood.${attempt}@example.com`, 'Wrong1234', ip);
    const { message } = JSON.parse(answer.body) as { message: string };
    const key = `HTTP ${answer.status} "${message}"`;
    const latencies = outcomes.get(key) ?? [];
    latencies.push(answer.ms);
    outcomes.set(key, latencies);
  };
  const flood = (async () => {
    while (Date.now() < floodEnd) {
      waves += 1;
      await Promise.all(Array.from({ length: PARALLEL }, floodLogin));
    }
  })();
  // A real user logging in half-way through the flood.
  const demoUser = sleep(FLOOD_MS / 2).then(() =>
    login(DEMO_ACCOUNTS.certified.email, DEMO_ACCOUNTS.certified.password, '127.200.0.1'),
  );
  const during = await sample(port, () => Date.now() < floodEnd);
  await flood;
  const demo = await demoUser;

  console.log(`\nwaves of ${PARALLEL} parallel logins for ${FLOOD_MS / 1000} s; samples of each endpoint:`);
  console.log(`  static asset       no flood: ${summary(baseline.staticMs)}`);
  console.log(`  static asset       flood:    ${summary(during.staticMs)}`);
  console.log(`  getCompanyInfoById no flood: ${summary(baseline.apiMs)}`);
  console.log(`  getCompanyInfoById flood:    ${summary(during.apiMs)}`);
  console.log(`\n${attempt} flood logins in ${waves} waves, answered:`);
  for (const [key, latencies] of outcomes)
    console.log(`  ${String(latencies.length).padStart(5)} × ${key}: ${summary(latencies)}`);
  const demoMessage = (JSON.parse(demo.body) as { message: string }).message;
  console.log(
    `\na demo user's login during the flood: HTTP ${demo.status} "${demoMessage}" in ${demo.ms.toFixed(1)} ms`,
  );
} finally {
  await server.stop();
}
