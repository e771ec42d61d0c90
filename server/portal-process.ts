/**
 * The portal's process, started by server/main.ts: reads the configuration, checks the data folder
 * and the database, migrates, seeds the demo tenant on first start (the demo accounts and freight
 * data in demo mode only), listens, and on SIGTERM or SIGINT drains: readiness turns 503, it stops
 * accepting, lets in-flight requests finish, stops the background passes, closes the database and
 * exits 0.
 */
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, ConfigError, readConfig, readShutdownGraceSeconds } from './config.ts';
import { seedFreight } from './db/freight/seed.ts';
import { migrateToLatest } from './db/migrate.ts';
import { demoAccountsWithPublishedPasswords, seedDemoAccounts } from './db/seed/accounts-seed.ts';
import { DEMO_USD_RATE, seedDemoExchangeRate } from './db/seed/demo-exchange-rate.ts';
import { seedDemoTenant } from './db/seed/seed.ts';
import { clockFrom, systemClock } from './services/accounts/clock.ts';
import { scryptAtCost } from './services/accounts/password-hash.ts';
import { newSecret } from './services/accounts/secrets.ts';
import { issueSetupLink } from './services/accounts/staff-setup-service.ts';
import { demoModeNotice, openDatabase, prepareDataDir, StartupError } from './startup.ts';

/** Connections waiting to be accepted (listen(2)'s backlog). */
const LISTEN_BACKLOG = 4096;

/** A problem the operator can fix: one line, exit code 1. */
const stopWith = (line: string): never => {
  console.error(line);
  process.exit(1);
};

const loadConfig = (): Config & { shutdownGraceMs: number } => {
  try {
    return { ...readConfig(process.env), shutdownGraceMs: readShutdownGraceSeconds(process.env) * 1000 };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return stopWith(error.message);
  }
};

/** Runs a start-up check; a StartupError is its one line and exit code 1. */
const orStop = async <T>(step: () => T | Promise<T>): Promise<T> => {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    return stopWith(error.message);
  }
};

const config = loadConfig();
// First, so that nobody misses it: demo mode hands out accounts and reset links (README).
for (const line of demoModeNotice(config)) console.log(line);
await orStop(() => prepareDataDir(config.dataDir));
// Broken PostgreSQL connections are logged once the app's logger exists (none are open before).
let log: FastifyBaseLogger | undefined;
const db = await orStop(() =>
  openDatabase(config.database, {
    onConnectionError: (error) =>
      log?.warn({ err: error }, 'database connection lost; the next query reconnects'),
    onFileLost: stopWith,
  }),
);
// The one clock of the process: the system's, or in demo mode one started at PORTAL_CLOCK.
const now = config.clockStart === undefined ? systemClock : clockFrom(config.clockStart);
const app = await buildApp({ config, db, logger: { level: config.logLevel }, now });
log = app.log;
if (config.clockStart !== undefined) {
  app.log.warn(`clock starts at ${config.clockStart.toISOString()} (PORTAL_CLOCK)`);
}

try {
  const applied = await migrateToLatest(db);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  if (await seedDemoTenant(db, config.publicBaseUrl)) app.log.info('seeded the demo tenant (companyId 1)');
  if (config.demoMode) {
    await seedDemoAccounts(db, scryptAtCost(config.scryptCost));
    const freight = await seedFreight(db, { now: now().getTime() });
    if (freight !== null) app.log.info({ rows: freight }, 'seeded the freight demo data');
    if (await seedDemoExchangeRate(db, now()))
      app.log.info(DEMO_USD_RATE, 'seeded the demo exchange rate (demo data, not a market rate)');
  } else {
    // Spec §6 has staff but no way to make the first one: a start without staff offers a link.
    const setupLink = await issueSetupLink(db, {
      companyId: config.appCompanyId,
      publicBaseUrl: config.publicBaseUrl,
      now,
      issue: newSecret,
    });
    if (setupLink !== undefined) {
      app.log.warn(
        `no staff account yet: open ${setupLink} within 24 hours to create the first administrator (one use; a restart issues a new link), or run "npm run admin -- create-staff"`,
      );
    }
    const published = await demoAccountsWithPublishedPasswords(db);
    if (published.length > 0) {
      app.log.warn(
        { accounts: published },
        'demo accounts with their published passwords exist (seeded by an earlier version or in demo mode): delete them or change their passwords',
      );
    }
  }
  // At a space release thousands of connections arrive within a second (docs/deploy.md); Node's
  // default accept queue of 511 overflows and the kernel resets the rest. The kernel caps this at
  // net.core.somaxconn.
  await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG });
} catch (error) {
  app.log.fatal({ err: error }, 'start-up failed');
  await db.destroy();
  process.exit(1);
}
// The time from the process's start to listening, so a slow start shows in every log.
const startupMs = Math.round(performance.now());
app.log.info(
  { startupMs },
  `portal listening on http://${config.host}:${config.port} (public URL ${config.publicBaseUrl}) after ${startupMs} ms`,
);

/**
 * The drain (docs/deploy.md): close() first turns /readyz to 503 "draining" (routes/health-routes.ts)
 * and stops accepting connections; the requests in flight finish, answered with `Connection: close`;
 * then the periodic passes and the mail queue stop (their onClose hooks) and the database closes.
 * A stuck connection must not keep a stopping process alive forever: SHUTDOWN_GRACE_SECONDS.
 */
let stopping = false;
const stop = async (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
  setTimeout(() => {
    app.log.error('shutdown took longer than SHUTDOWN_GRACE_SECONDS; exiting');
    process.exit(1);
  }, config.shutdownGraceMs).unref();
  await app.close();
  await db.destroy();
  app.log.info('stopped');
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
