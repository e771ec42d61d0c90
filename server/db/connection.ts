/** Opens the database the configuration names: SQLite by default, PostgreSQL when DATABASE_URL is set. */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { DATABASE_POOL_BOUNDS, type DatabaseConfig, type DatabasePool } from '../config.ts';
import type { Database, DatabaseSchema } from './schema.ts';

export interface DatabaseEvents {
  /**
   * A PostgreSQL connection broke (the server restarted or went away). The pool drops it and the
   * next query opens a new one; queries meanwhile fail with an error isDatabaseUnavailable knows.
   */
  onConnectionError?: (error: Error) => void;
  /** The SQLite file was deleted or replaced under the open database; `message` is one line. */
  onFileLost?: (message: string) => void;
}

/** The SQLite file is gone or replaced: a write now would land in a file nobody will read again. */
export class DatabaseFileLostError extends Error {
  override name = 'DatabaseFileLostError';
}

/** How often an idle portal notices that its SQLite file was deleted. */
const FILE_CHECK_INTERVAL_MS = 2_000;

/** PostgreSQL unreachable: fail a request after this long instead of letting it hang on a dead host. */
const CONNECT_TIMEOUT_MS = 5_000;

const fileIdentity = (file: string): string | null => {
  try {
    const { dev, ino } = statSync(file);
    return `${dev}:${ino}`;
  } catch {
    return null;
  }
};

/**
 * Prepared SQLite statements kept by their text: Kysely's driver prepares every query anew, and
 * SQLite's parsing was a sixth of the large seed's time. Kysely runs a statement to its end before
 * the next query (`all` or `run`; `iterate` only for `stream()`, which the portal does not use), so
 * one statement per text is never busy twice. Bounded in count and in text length, so the many
 * short texts of the app and the bulk writer's batches are kept and nothing large accumulates.
 */
const STATEMENT_CACHE_SIZE = 256;
const CACHED_STATEMENT_MAX_LENGTH = 8_192;

const statementCache = (sqlite: SqliteDatabase.Database) => {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return (query: string): SqliteDatabase.Statement => {
    if (query.length > CACHED_STATEMENT_MAX_LENGTH) return sqlite.prepare(query);
    let statement = statements.get(query);
    if (statement === undefined) {
      statement = sqlite.prepare(query);
      // The least recently used goes first (a Map keeps insertion order; a hit moves to the end).
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
    } else statements.delete(query);
    statements.set(query, statement);
    return statement;
  };
};

/**
 * An unlinked SQLite file keeps accepting writes (the open descriptor still points at it), so every
 * write first checks that the path still names the file that was opened (device and inode), and a
 * timer checks the same while the portal is idle.
 */
const guardFile = (sqlite: SqliteDatabase.Database, file: string, onFileLost?: (message: string) => void) => {
  const opened = fileIdentity(file);
  let lost: string | null = null;
  const check = (): void => {
    if (lost === null && fileIdentity(file) === opened) return;
    if (lost === null) {
      lost =
        `database: the SQLite file ${file} was deleted or replaced while the portal was running; ` +
        'stopping so that no write goes into a file nobody reads (restore it from a backup and start again)';
      onFileLost?.(lost);
    }
    throw new DatabaseFileLostError(lost);
  };
  const timer = setInterval(() => {
    try {
      check();
    } catch {
      clearInterval(timer);
    }
  }, FILE_CHECK_INTERVAL_MS);
  timer.unref();
  const prepare = statementCache(sqlite);
  return {
    prepare: (query: string) => {
      const statement = prepare(query);
      // BEGIN, COMMIT and ROLLBACK count as read-only: each write inside a transaction is checked.
      if (!statement.readonly) check();
      return statement;
    },
    close: () => {
      clearInterval(timer);
      sqlite.close();
    },
  };
};

const openSqlite = (file: string, events: DatabaseEvents) => {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers go on while a write commits; SQLite leaves foreign keys off unless asked.
  sqlite.pragma('journal_mode = WAL');
  // A commit is answered only once it is on disk, as PostgreSQL's are: better-sqlite3 builds SQLite
  // with WAL's default at NORMAL, which a file already in WAL takes when it is opened again (every
  // start after the first), and which a power cut can undo: an acknowledged hold or payment lost.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  return guardFile(sqlite, file, events.onFileLost);
};

/**
 * `bigint` (money in minor units, counts) as a number, like SQLite gives it, rather than pg's
 * text: the values the portal stores stay far below 2^53.
 */
const typeParser = ((oid: number, format?: 'text' | 'binary') =>
  oid === pg.types.builtins.INT8
    ? Number
    : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;

/**
 * pg.Pool has one timeout for two waits: a new connection's connect and a request's turn in the
 * queue when every connection is busy. The queue's is the pool's (`waitMs`, long: a release's crowd
 * queues for seconds); each connection keeps the short connect timeout of its own, so an
 * unreachable database still fails a request after CONNECT_TIMEOUT_MS.
 */
class ShortConnectClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

const openPostgres = (url: string, settings: DatabasePool, events: DatabaseEvents): pg.Pool => {
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.size,
    connectionTimeoutMillis: settings.waitMs,
    Client: ShortConnectClient,
    types: { getTypeParser: typeParser },
  });
  // Without these listeners a connection that breaks (PostgreSQL restarted) is an 'error' event
  // nobody handles, which ends the process: idle ones are reported by the pool, the ones checked
  // out (say, between two statements of a transaction) by the client itself.
  const report = (error: Error) => events.onConnectionError?.(error);
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  return pool;
};

export const createDatabase = (config: DatabaseConfig, events: DatabaseEvents = {}): Database => {
  const dialect =
    config.kind === 'sqlite'
      ? new SqliteDialect({ database: openSqlite(config.file, events) })
      : new PostgresDialect({
          pool: openPostgres(
            config.url,
            config.pool ?? {
              size: DATABASE_POOL_BOUNDS.size.default,
              waitMs: DATABASE_POOL_BOUNDS.waitMs.default,
            },
            events,
          ),
        });
  return new Kysely<DatabaseSchema>({ dialect, plugins: [new CamelCasePlugin()] });
};

/** Node's socket errors that mean the database server cannot be reached right now. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE class 08 (connection exception), and a server shutting down, crashed, starting up or
 * out of connection slots.
 */
const isUnavailableSqlState = (code: string): boolean =>
  code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);

/** pg reports a dropped connection or a connect timeout without a code, only with these messages. */
const POOL_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * True when an error says the database is away for now (restarting, unreachable, its file gone)
 * rather than that the query was wrong: such requests answer 503 with Retry-After.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  if (error instanceof DatabaseFileLostError) return true;
  // A host name with several addresses (localhost: ::1 and 127.0.0.1) fails with one error per address.
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) return true;
  if (POOL_MESSAGES.test(error.message)) return true;
  return isDatabaseUnavailable(error.cause);
};

/** Runs the smallest query: throws when the database cannot be reached or used. */
export const pingDatabase = async (db: Database): Promise<void> => {
  await sql`select 1`.execute(db);
};
