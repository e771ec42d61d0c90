/**
 * Starts the portal: reads the configuration, migrates, seeds the demo tenant on first start,
 * listens, and on SIGTERM or SIGINT stops accepting, lets in-flight requests finish, closes the
 * database and exits 0.
 */
import { buildApp } from './app.ts';
import { type Config, ConfigError, readConfig } from './config.ts';
import { createDatabase } from './db/connection.ts';
import { seedFreight } from './db/freight/seed.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoTenant } from './db/seed/seed.ts';

/** A stuck connection must not keep a stopping process alive forever. */
const SHUTDOWN_GRACE_MS = 10_000;

const loadConfig = (): Config => {
  try {
    return readConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
};

const config = loadConfig();
const db = createDatabase(config.database);
const app = await buildApp({ config, db, logger: { level: config.logLevel } });

try {
  const applied = await migrateToLatest(db);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  if (await seedDemoTenant(db, config.publicBaseUrl)) app.log.info('seeded the demo tenant (companyId 1)');
  const freight = await seedFreight(db);
  if (freight !== null) app.log.info({ rows: freight }, 'seeded the freight demo data');
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  app.log.fatal({ err: error }, 'start-up failed');
  await db.destroy();
  process.exit(1);
}
app.log.info(`portal listening on http://${config.host}:${config.port} (public URL ${config.publicBaseUrl})`);

let stopping = false;
const stop = async (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  await app.close();
  await db.destroy();
  app.log.info('stopped');
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
