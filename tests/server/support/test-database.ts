/**
 * A fresh, empty database per test file: SQLite in a temporary folder (TEST_DB=sqlite), or a new
 * PostgreSQL database created through TEST_DATABASE_URL as the admin connection (TEST_DB=postgres).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../../../server/config.ts';
import { createDatabase } from '../../../server/db/connection.ts';
import type { Database } from '../../../server/db/schema.ts';

export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  config: DatabaseConfig;
  /** A temporary folder that goes away with the database. */
  dir: string;
  open(): Database;
  /** Closes what open() returned and deletes the database. */
  drop(): Promise<void>;
}

const adminUrl = (): string => {
  const url = process.env.TEST_DATABASE_URL;
  if (url === undefined || url === '') throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
};

const withAdmin = async (statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

export const createTestDatabase = async (): Promise<TestDatabase> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-server-test-'));
  const opened: Database[] = [];
  let config: DatabaseConfig;
  let name = '';
  if (TEST_DB === 'postgres') {
    name = `portal_test_${randomBytes(6).toString('hex')}`;
    await withAdmin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl());
    url.pathname = `/${name}`;
    config = { kind: 'postgres', url: url.href };
  } else {
    config = { kind: 'sqlite', file: path.join(dir, 'portal.db') };
  }
  return {
    config,
    dir,
    open: () => {
      const db = createDatabase(config);
      opened.push(db);
      return db;
    },
    drop: async () => {
      await Promise.all(opened.map((db) => db.destroy()));
      // No FORCE: pg's pool.end() resolves before its sockets close, and PostgreSQL waits for them
      // (up to 5 s) rather than killing them into unhandled client errors.
      if (name !== '') await withAdmin(`DROP DATABASE IF EXISTS ${name}`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
