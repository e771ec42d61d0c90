/** Opens the database the configuration names: SQLite by default, PostgreSQL when DATABASE_URL is set. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import type { Database, DatabaseSchema } from './schema.ts';

const openSqlite = (file: string): SqliteDatabase.Database => {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers go on while a write commits; SQLite leaves foreign keys off unless asked.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  return sqlite;
};

export const createDatabase = (config: DatabaseConfig): Database => {
  const dialect =
    config.kind === 'sqlite'
      ? new SqliteDialect({ database: openSqlite(config.file) })
      : new PostgresDialect({ pool: new pg.Pool({ connectionString: config.url, max: 10 }) });
  return new Kysely<DatabaseSchema>({ dialect, plugins: [new CamelCasePlugin()] });
};
