/**
 * `npm run bench:booking`: holds never oversell, measured. On a fresh database it seeds
 * the freight data (test scale), a crowd of certified customers with sessions spread over companies
 * and an attorney file row per attempt (none of it measured), starts the API, then:
 *
 * 1. contention: ATTEMPTS booking attempts (`space/bookSpace`, one container) sent at once at a
 *    sailing with STOCK units left → how many were held (must be STOCK), oversold (must be 0: the
 *    remaining never below 0, the orders' quantities equal to the units taken), the other answers by
 *    message;
 * 2. throughput: THROUGHPUT attempts (200) sent at once at a sailing with a unit for each → holds
 *    per second, next to the baseline: THROUGHPUT bare single-row inserts through the same HTTP
 *    stack at the same concurrency on the same database in the same run, and the same inserts sent
 *    signed in (each resolves the customer's session first, as every booking does): what a request
 *    costs before the hold's own work starts;
 * 3. refusals: ATTEMPTS attempts at once at the sailing phase 1 sold out → refused attempts per
 *    second, next to its baseline: ATTEMPTS bare reads (one indexed single-row SELECT) through the
 *    same HTTP stack. A refusal is decided by reads before any write (docs/booking.md), so it should
 *    cost about a read.
 *
 * Phases 2 and 3 run ROUNDS rounds (10), each burst followed by its baselines' bursts, and a rate is
 * the answers of all its bursts over their time: a load that comes and goes on a shared machine
 * falls on a hold's bursts and its baselines' alike, where one burst of each moved the ratio by
 * half. Each rate also gives the servers' thread time per request (their event loop's busy time):
 * the requests are sent from a worker thread (load-client.ts), so a client's own work is not
 * charged to the servers.
 *
 * Each database is measured RUNS times (3), each run on a fresh database, and the medians printed:
 * a shared, loaded machine moves a single run's figures by half.
 *
 * SQLite (the embedded default, in a temporary DATA_DIR) with one instance; PostgreSQL too when
 * DATABASE_URL or TEST_DATABASE_URL names a server (a throwaway database is created and dropped),
 * with two API instances on it: two `buildApp` apps, each with its own connection pool, listening
 * on their own ports in this process, the requests alternated between them. One process on
 * purpose: what decides overselling is two pools racing on the same rows in PostgreSQL, which two
 * apps show as well as two processes, and a second process would double the start-up (migrations,
 * seed check) on a loaded 2-core machine without changing what is measured.
 *
 * The crowd: CUSTOMERS users over COMPANIES companies, attempts dealt round-robin, so that neither
 * the per-user booking limit (creationLimitOf('book-user'), 20 a minute) nor the per-company allowance
 * (SPACE_ALLOWANCE_PER_SAILING, 20 per sailing and type) ever decides: only the stock does.
 * Exits 1 if anything was oversold, the held count is not the stock or a throughput hold failed.
 *   node scripts/bench-booking.ts [--attempts 1000] [--stock 10] [--throughput 200] [--rounds 10] [--runs 3]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance as nodePerformance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { BookingPath } from '../domain/api/booking-paths.ts';
import { SPACE_ALLOWANCE_PER_SAILING } from '../domain/booking/allowance.ts';
import type { DatabaseConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/connection.ts';
import { FREIGHT_SCALES } from '../server/db/freight/generator.ts';
import { seedFreight } from '../server/db/freight/seed.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDemoTenant } from '../server/db/seed/seed.ts';
import { creationLimitOf } from '../server/services/accounts/rate-limiter.ts';
import {
  type Answer,
  BARE_INSERT_URL,
  BARE_READ_URL,
  type BaselineInstance,
  type BenchRequest,
  type BurstResult,
  burst,
  createBaselineTable,
  durabilityOf,
  startBaselineInstance,
} from './bare-baseline.ts';
import { attorneyFiles, type Customer, seedCrowd, spaceLedger, stockedSailing } from './booking-crowd.ts';
import { percentile } from './percentile.ts';
import { postgresAdminUrl, withThrowawayDatabase } from './throwaway-postgres.ts';

const { values } = parseArgs({
  options: {
    attempts: { type: 'string', default: '1000' },
    stock: { type: 'string', default: '10' },
    throughput: { type: 'string', default: '200' },
    runs: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '10' },
  },
});
const ATTEMPTS = Number(values.attempts);
const STOCK = Number(values.stock);
const THROUGHPUT = Number(values.throughput);
const RUNS = Number(values.runs);
const ROUNDS = Number(values.rounds);
const CONTAINER = '20GP';
/**
 * The warm-up, not measured: one burst of each kind at full size, the bookings on a sailing of
 * their own (JIT, statement caches). A hold runs far more code than a bare insert, and 20 warm-up
 * bookings left the first measured round's holds up to a third slower than the later ones'.
 */
const WARM_UP = THROUGHPUT;

// A customer's attempts of the whole run stay within half the per-user limit, and a company's
// holds of the throughput phase within half the allowance: size the crowd on both.
const CUSTOMERS = Math.max(
  WARM_UP,
  Math.ceil((WARM_UP + ATTEMPTS + THROUGHPUT * ROUNDS) / (creationLimitOf('book-user').limit / 2)),
);
const COMPANIES = Math.max(
  Math.ceil((THROUGHPUT * ROUNDS) / (SPACE_ALLOWANCE_PER_SAILING / 2)),
  Math.ceil(CUSTOMERS / 2),
);
const PER_COMPANY = Math.ceil(CUSTOMERS / COMPANIES);

const latency = (answers: readonly Answer[]) => {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

const byMessage = (answers: readonly Answer[]) => {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const key = `HTTP ${answer.status} code ${answer.code} "${answer.message}"`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]);
};

/**
 * A burst's answers per second, their latency, how many failed, and the servers' thread time per
 * request (µs): the event loop's busy time over the burst (its utilization, not counting the load
 * generator's thread), so a request's cost reads apart from how fast the client sends.
 */
interface Rate {
  rate: number;
  p50: number;
  p99: number;
  failed: number;
  serverUs: number;
}

type TimedBurst = BurstResult & { busyMs: number };

/** A burst from the load generator, with the servers' event-loop busy time while it ran. */
const { eventLoopUtilization } = nodePerformance;
const timedBurst = async (requests: readonly BenchRequest[]): Promise<TimedBurst> => {
  const before = eventLoopUtilization();
  const result = await burst(requests);
  return { ...result, busyMs: eventLoopUtilization(before).active };
};

/** The bursts of a kind as one: all their answers over all their time. */
const together = (bursts: readonly TimedBurst[]): TimedBurst => ({
  answers: bursts.flatMap((each) => each.answers),
  seconds: bursts.reduce((sum, each) => sum + each.seconds, 0),
  busyMs: bursts.reduce((sum, each) => sum + each.busyMs, 0),
});

interface Report {
  label: string;
  instances: number;
  /** What a commit waits for (durabilityOf). */
  durability: string;
  held: number;
  oversold: number;
  remaining: number;
  takenByOrders: number;
  failures: [string, number][];
  /** The throughput phase's attempts that did not hold, by answer (none expected). */
  holdFailures: [string, number][];
  contention: { seconds: number; p50: number; p99: number };
  holds: Rate;
  inserts: Rate;
  signedInInserts: Rate;
  refusals: Rate;
  reads: Rate;
}

const run = async (label: string, config: DatabaseConfig, instanceCount: number): Promise<Report> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-booking-'));
  const setup = createDatabase(config);
  const instances: BaselineInstance[] = [];
  try {
    const started = performance.now();
    await migrateToLatest(setup);
    await seedDemoTenant(setup, 'http://127.0.0.1');
    const now = () => new Date();
    await seedFreight(setup, { scale: FREIGHT_SCALES.test, now: Date.now() });
    await createBaselineTable(setup, config.kind);
    const crowd = await seedCrowd(setup, { companies: COMPANIES, perCompany: PER_COMPANY, now });
    const owners = (count: number): Customer[] =>
      Array.from({ length: count }, (_, index) => crowd[index % crowd.length]!);
    const warmSailing = await stockedSailing(setup, now, { [CONTAINER]: WARM_UP });
    const scarce = await stockedSailing(setup, now, { [CONTAINER]: STOCK }, [warmSailing.id]);
    const plenty = await stockedSailing(setup, now, { [CONTAINER]: THROUGHPUT * ROUNDS }, [
      warmSailing.id,
      scarce.id,
    ]);
    const warmFiles = await attorneyFiles(setup, owners(WARM_UP), now);
    const scarceFiles = await attorneyFiles(setup, owners(ATTEMPTS), now);
    const plentyFiles = await attorneyFiles(setup, owners(THROUGHPUT * ROUNDS), now);
    for (let index = 0; index < instanceCount; index++)
      instances.push(await startBaselineInstance(config, dataDir));
    // The instances' own connection: SQLite's setting is the connection's, not the file's.
    const durability = await durabilityOf(instances[0]!.db, config.kind);
    process.stderr.write(
      `  ${label}: set up in ${((performance.now() - started) / 1000).toFixed(1)} s (${crowd.length} customers in ${COMPANIES} companies, ${instanceCount} instance(s))\n`,
    );

    // A burst's requests, dealt round-robin over the instances (and the crowd).
    const requests = (count: number, request: (index: number) => BenchRequest): BenchRequest[] =>
      Array.from({ length: count }, (_, index) => request(index));
    const baseOf = (index: number) => instances[index % instances.length]!.base;
    const book = (sailingId: number, files: readonly string[]) => (index: number) => ({
      url: `${baseOf(index)}/api/${BookingPath.bookSpace}`,
      body: {
        sailingId,
        containers: [{ containerType: CONTAINER, quantity: 1 }],
        attorneyFile: files[index],
      },
      headers: { authorization: crowd[index % crowd.length]!.apiKey },
    });
    const insert = (index: number) => ({ url: `${baseOf(index)}${BARE_INSERT_URL}`, body: {} });
    const read = (index: number) => ({ url: `${baseOf(index)}${BARE_READ_URL}`, body: {} });
    // The same insert behind the customer's session: the session plugin resolves it for every route.
    const signedInInsert = (index: number) => ({
      ...insert(index),
      headers: { authorization: crowd[index % crowd.length]!.apiKey },
    });

    // Warm-up, not measured: the warm-up sailing's bookings sell it out, so its refusals follow.
    await burst(requests(WARM_UP, book(warmSailing.id, warmFiles)));
    await burst(requests(WARM_UP, insert));
    await burst(requests(WARM_UP, signedInInsert));
    await burst(requests(ATTEMPTS, book(warmSailing.id, scarceFiles)));
    await burst(requests(ATTEMPTS, read));

    // 1. Contention: ATTEMPTS at once for STOCK units.
    const contention = await burst(requests(ATTEMPTS, book(scarce.id, scarceFiles)));
    const ledger = await spaceLedger(setup, scarce.id);
    const remaining = ledger.remaining[CONTAINER] ?? 0;
    const takenByOrders = ledger.held[CONTAINER] ?? 0;
    const held = contention.answers.filter((answer) => answer.code === '1').length;
    // Oversold: units promised beyond the stock, by the answers, by the orders or by the counter.
    const oversold = Math.max(
      0,
      held - STOCK,
      takenByOrders - STOCK,
      -remaining,
      takenByOrders + remaining - STOCK,
    );

    // 2. Throughput: every attempt holds; then the baselines at the same concurrency. 3. Refusals:
    // the sold-out sailing again, every attempt refused; then the bare reads. In rounds.
    const rounds: Record<'holds' | 'inserts' | 'signedInInserts' | 'refusals' | 'reads', TimedBurst[]> = {
      holds: [],
      inserts: [],
      signedInInserts: [],
      refusals: [],
      reads: [],
    };
    for (let round = 0; round < ROUNDS; round++) {
      const booking = book(plenty.id, plentyFiles);
      rounds.holds.push(
        await timedBurst(requests(THROUGHPUT, (index) => booking(round * THROUGHPUT + index))),
      );
      rounds.inserts.push(await timedBurst(requests(THROUGHPUT, insert)));
      rounds.signedInInserts.push(await timedBurst(requests(THROUGHPUT, signedInInsert)));
      rounds.refusals.push(await timedBurst(requests(ATTEMPTS, book(scarce.id, scarceFiles))));
      rounds.reads.push(await timedBurst(requests(ATTEMPTS, read)));
    }
    const holds = together(rounds.holds);
    const rate = (result: TimedBurst, code = '1'): Rate => ({
      rate: result.answers.filter((answer) => answer.code === code).length / result.seconds,
      failed: result.answers.filter((answer) => answer.code !== code).length,
      ...latency(result.answers),
      serverUs: (1000 * result.busyMs) / result.answers.length,
    });
    const holdLedger = await spaceLedger(setup, plenty.id);
    const holdOversold = Math.max(0, -(holdLedger.remaining[CONTAINER] ?? 0));
    return {
      label,
      instances: instanceCount,
      durability,
      held,
      oversold: oversold + holdOversold,
      remaining,
      takenByOrders,
      failures: byMessage(contention.answers.filter((answer) => answer.code !== '1')),
      holdFailures: byMessage(holds.answers.filter((answer) => answer.code !== '1')),
      contention: { seconds: contention.seconds, ...latency(contention.answers) },
      holds: rate(holds),
      inserts: rate(together(rounds.inserts)),
      signedInInserts: rate(together(rounds.signedInInserts)),
      refusals: rate(together(rounds.refusals), '0'),
      reads: rate(together(rounds.reads)),
    };
  } finally {
    for (const instance of instances) {
      await instance.app.close();
      await instance.db.destroy();
    }
    await setup.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const printRun = (report: Report, index: number) => {
  const ms = (value: number) => value.toFixed(1).padStart(8);
  console.log(
    `\n${report.label} run ${index + 1}/${RUNS}, ${report.instances} API instance(s), ${ATTEMPTS} attempts at once on ${STOCK} × ${CONTAINER}:`,
  );
  console.log(`  a commit waits for: ${report.durability}`);
  console.log(`  held ${report.held} (must be ${STOCK})   oversold ${report.oversold} (must be 0)`);
  console.log(
    `  remaining ${report.remaining}, Σ quantities of orders holding space ${report.takenByOrders} (${report.remaining} + ${report.takenByOrders} = ${report.remaining + report.takenByOrders}, stock ${STOCK})`,
  );
  console.log('  not held, by answer:');
  for (const [key, count] of report.failures) console.log(`  ${String(count).padStart(6)} × ${key}`);
  console.log(
    `  the burst took ${report.contention.seconds.toFixed(2)} s (${(ATTEMPTS / report.contention.seconds).toFixed(0)} attempts/s, p50 ${report.contention.p50.toFixed(0)} ms, p99 ${report.contention.p99.toFixed(0)} ms)`,
  );
  for (const [key, count] of report.holdFailures)
    console.log(`  ${String(count).padStart(6)} × ${key} (throughput phase)`);
  console.log(
    `  requests at once, ${ROUNDS} rounds:                per s   p50 ms   p99 ms  failed  server µs`,
  );
  for (const [name, row] of [
    [`${THROUGHPUT} holds (bookSpace, all held)`, report.holds],
    [`${THROUGHPUT} bare single-row inserts`, report.inserts],
    [`${THROUGHPUT} the same, signed in`, report.signedInInserts],
    [`${ATTEMPTS} refused (sold out)`, report.refusals],
    [`${ATTEMPTS} bare single-row reads`, report.reads],
  ] as const)
    console.log(
      `  ${name.padEnd(38)} ${row.rate.toFixed(0).padStart(7)} ${ms(row.p50)} ${ms(row.p99)} ${String(row.failed).padStart(7)} ${row.serverUs.toFixed(0).padStart(10)}`,
    );
};

/** The medians of a database's runs: what the issue's figures are. */
const printMedians = (runs: readonly Report[]) => {
  const of = (pick: (report: Report) => number) => median(runs.map(pick));
  const percent = (value: number) => `${(100 * value).toFixed(0)} %`;
  console.log(`\n${runs[0]!.label}, median of ${runs.length} run(s):`);
  console.log(
    `  holds/s ${of((report) => report.holds.rate).toFixed(0)}, bare inserts/s ${of((report) => report.inserts.rate).toFixed(0)}, holds = ${percent(of((report) => report.holds.rate / report.inserts.rate))} of bare inserts`,
  );
  console.log(
    `  signed-in bare inserts/s ${of((report) => report.signedInInserts.rate).toFixed(0)} = ${percent(of((report) => report.signedInInserts.rate / report.inserts.rate))} of bare inserts; holds = ${percent(of((report) => report.holds.rate / report.signedInInserts.rate))} of signed-in inserts`,
  );
  console.log(
    `  refused/s ${of((report) => report.refusals.rate).toFixed(0)}, bare reads/s ${of((report) => report.reads.rate).toFixed(0)}, refused = ${percent(of((report) => report.refusals.rate / report.reads.rate))} of bare reads`,
  );
  console.log(
    `  the servers' thread per request: a hold ${of((report) => report.holds.serverUs).toFixed(0)} µs, a bare insert ${of((report) => report.inserts.serverUs).toFixed(0)} µs, a refusal ${of((report) => report.refusals.serverUs).toFixed(0)} µs, a bare read ${of((report) => report.reads.serverUs).toFixed(0)} µs`,
  );
  console.log(`  oversold ${Math.max(...runs.map((report) => report.oversold))} (must be 0)`);
};

const reports: Report[] = [];
/** RUNS runs of one database, each on a fresh one that `fresh` makes (and drops after). */
const measure = async (
  label: string,
  fresh: (work: (config: DatabaseConfig) => Promise<Report>) => Promise<Report>,
  instanceCount: number,
) => {
  const runs: Report[] = [];
  for (let index = 0; index < RUNS; index++) {
    runs.push(await fresh((config) => run(label, config, instanceCount)));
    printRun(runs.at(-1)!, index);
  }
  printMedians(runs);
  reports.push(...runs);
};

const sqliteDir = mkdtempSync(path.join(tmpdir(), 'bench-booking-sqlite-'));
try {
  let file = 0;
  await measure(
    'SQLite',
    (work) => work({ kind: 'sqlite', file: path.join(sqliteDir, `portal-${++file}.db`) }),
    1,
  );
} finally {
  rmSync(sqliteDir, { recursive: true, force: true });
}

const adminUrl = postgresAdminUrl();
if (adminUrl !== null) {
  await measure('PostgreSQL', (work) => withThrowawayDatabase(adminUrl, 'bench_booking', work), 2);
} else {
  console.log('\nPostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to include it)');
}

const wrong = reports.filter(
  (report) =>
    report.oversold > 0 ||
    report.held !== Math.min(STOCK, ATTEMPTS) ||
    report.holds.failed > 0 ||
    report.refusals.failed > 0,
);
if (wrong.length > 0) {
  console.error(
    `\nFAILED: ${wrong.map((report) => `${report.label} held ${report.held}, oversold ${report.oversold}, refusals not refused ${report.refusals.failed}`).join('; ')}`,
  );
  process.exitCode = 1;
}
