/**
 * A benchmark's own PostgreSQL database: created on the server DATABASE_URL or TEST_DATABASE_URL
 * names, handed to `work` as the portal's database configuration, dropped afterwards. Null when
 * neither names a server (the benchmark then says PostgreSQL was skipped).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../server/config.ts';

export const postgresAdminUrl = (): string | null => {
  const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  return url === undefined || url === '' ? null : url;
};

export const withThrowawayDatabase = async <T>(
  adminUrl: string,
  prefix: string,
  work: (config: DatabaseConfig & { kind: 'postgres' }) => Promise<T>,
): Promise<T> => {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await work({ kind: 'postgres', url: url.href });
  } finally {
    await admin(`drop database if exists ${name}`);
  }
};
