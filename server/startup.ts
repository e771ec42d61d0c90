/**
 * What main.ts says and checks before it serves: demo mode's notice, the data folder, the database.
 * A problem the operator can fix is a StartupError whose message is the one line printed before exit.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Config, type DatabaseConfig, withoutCredentials } from './config.ts';
import { createDatabase, type DatabaseEvents, pingDatabase } from './db/connection.ts';
import type { Database } from './db/schema.ts';
import { DEV_MAILBOX_URL } from './routes/dev-mailbox-routes.ts';

export class StartupError extends Error {
  override name = 'StartupError';
}

/** Node's and pg's error texts, on one line; a refused localhost is an AggregateError without one. */
export const reasonOf = (error: unknown): string => {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return [...new Set(error.errors.map(reasonOf))].join('; ');
  }
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  if (error.message === '') return code ?? error.name;
  const text = error.message.replace(/\s+/g, ' ').trim();
  return code === undefined || text.includes(code) ? text : `${text} (${code})`;
};

const LOOPBACK_NAMES = new Set(['localhost', '::1', '[::1]']);

const isLoopback = (host: string): boolean =>
  LOOPBACK_NAMES.has(host) || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * The lines a start in demo mode begins with (none otherwise): what is on, and a warning when the
 * portal could be reached from elsewhere, where the published demo passwords and the mailbox's
 * reset links hand every account to anyone.
 */
export const demoModeNotice = (
  config: Pick<Config, 'demoMode' | 'publicBaseUrl' | 'host' | 'smtpUrl'>,
): string[] => {
  if (!config.demoMode) return [];
  const mailbox = config.smtpUrl === undefined;
  const lines = [
    mailbox
      ? `demo mode: demo accounts, dev mailbox at ${config.publicBaseUrl}${DEV_MAILBOX_URL}; never expose this`
      : 'demo mode: demo accounts (mail goes out through SMTP_URL, no dev mailbox); never expose this',
  ];
  const risk = mailbox
    ? 'anyone who reaches it can sign in with the published demo passwords and read every reset link'
    : 'anyone who reaches it can sign in with the published demo passwords';
  if (!isLoopback(new URL(config.publicBaseUrl).hostname)) {
    lines.push(`demo mode: WARNING: PUBLIC_BASE_URL ${config.publicBaseUrl} is not on localhost; ${risk}`);
  }
  if (!isLoopback(config.host)) {
    lines.push(`demo mode: WARNING: HOST ${config.host} listens beyond this machine; ${risk}`);
  }
  return lines;
};

/** Creates DATA_DIR if needed and proves it writable: the SQLite file and the mail outbox live there. */
export const prepareDataDir = (dir: string): void => {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new StartupError(
      `start-up: cannot create DATA_DIR ${dir} (${reasonOf(error)}); create it or set DATA_DIR to a writable folder`,
    );
  }
  const probe = path.join(dir, `.write-check-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    throw new StartupError(
      `start-up: DATA_DIR ${dir} is not writable (${reasonOf(error)}); make it writable or set DATA_DIR to a writable folder`,
    );
  }
};

const describeDatabase = (config: DatabaseConfig): string =>
  config.kind === 'sqlite'
    ? `the SQLite database ${config.file}`
    : `the database at DATABASE_URL ${withoutCredentials(config.url)}`;

/** Opens the database and runs one query, so that an unreachable or unusable one is one clear line. */
export const openDatabase = async (config: DatabaseConfig, events: DatabaseEvents): Promise<Database> => {
  let db: Database;
  try {
    db = createDatabase(config, events);
  } catch (error) {
    throw new StartupError(`start-up: cannot open ${describeDatabase(config)} (${reasonOf(error)})`);
  }
  try {
    await pingDatabase(db);
    return db;
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw new StartupError(`start-up: cannot reach ${describeDatabase(config)} (${reasonOf(error)})`);
  }
};
