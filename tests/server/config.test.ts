import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_LOGIN_CIPHER_KEY,
  DEFAULT_MAIL_FROM,
  readConfig,
  readShutdownGraceSeconds,
} from '../../server/config.ts';

const errorOf = (env: Record<string, string>): string => {
  try {
    readConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('readConfig accepted the environment');
};

const FEED_KEY = Buffer.alloc(32, 7).toString('base64');

describe('readConfig', () => {
  it('has working defaults: 127.0.0.1:8080, SQLite in ./data, info logs, ./dist', () => {
    expect(readConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      database: { kind: 'sqlite', file: path.resolve('data', 'portal.db') },
      logLevel: 'info',
      publicBaseUrl: 'http://localhost:8080',
      staticDir: path.resolve('dist'),
      appCompanyId: 1,
      loginCipherKey: DEFAULT_LOGIN_CIPHER_KEY,
      smtpUrl: undefined,
      mailFrom: DEFAULT_MAIL_FROM,
      demoMode: false,
      secondFactorKey: undefined,
      secondFactorDemoSkip: false,
      trustProxy: false,
      metricsAllow: ['127.0.0.1/8', '::1'],
      scryptCost: 17,
      clockStart: undefined,
      passwordHashConcurrency: 2,
      payment: { provider: 'sandbox', sandboxSecret: undefined },
      refundHolidays: new Set(),
      staffSessionIdleMinutes: 30,
      feedSecretKey: undefined,
      feedSecretGraceMinutes: 60,
      fileStore: { kind: 'local' },
    });
  });

  it('reads every setting from the environment', () => {
    const config = readConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/portal',
      DATABASE_URL: 'postgres://portal:secret@db:5432/portal',
      DATABASE_POOL_SIZE: '25',
      DATABASE_POOL_WAIT_MS: '45000',
      LOG_LEVEL: 'WARN',
      PUBLIC_BASE_URL: 'https://portal.example.com/',
      STATIC_DIR: '/srv/portal',
      VITE_COMPANY_ID: '7',
      LOGIN_CIPHER_KEY: 'another-key',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Portal <portal@example.com>',
      DEMO_MODE: '1',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.7, loopback',
      METRICS_ALLOW: '10.20.0.0/16, fd00::7',
      SCRYPT_COST: '12',
      PORTAL_CLOCK: '2026-12-31T23:45:00+08:00',
      PASSWORD_HASH_CONCURRENCY: '3',
      STAFF_SESSION_IDLE_MINUTES: '45',
      SECOND_FACTOR_KEY: 'a-sealing-passphrase',
      SECOND_FACTOR_DEMO_SKIP: '0',
      FEED_SECRET_KEY: FEED_KEY,
      FEED_SECRET_GRACE_MINUTES: '15',
    });
    expect(config).toEqual({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/var/lib/portal',
      database: {
        kind: 'postgres',
        url: 'postgres://portal:secret@db:5432/portal',
        pool: { size: 25, waitMs: 45_000 },
      },
      logLevel: 'warn',
      publicBaseUrl: 'https://portal.example.com',
      staticDir: '/srv/portal',
      appCompanyId: 7,
      loginCipherKey: 'another-key',
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      mailFrom: 'Portal <portal@example.com>',
      demoMode: true,
      secondFactorKey: 'a-sealing-passphrase',
      secondFactorDemoSkip: false,
      trustProxy: ['10.0.0.0/8', '192.168.1.7', 'loopback'],
      metricsAllow: ['10.20.0.0/16', 'fd00::7'],
      scryptCost: 12,
      clockStart: new Date('2026-12-31T15:45:00Z'),
      passwordHashConcurrency: 3,
      payment: { provider: 'sandbox', sandboxSecret: undefined },
      refundHolidays: new Set(),
      staffSessionIdleMinutes: 45,
      feedSecretKey: FEED_KEY,
      feedSecretGraceMinutes: 15,
      fileStore: { kind: 'database' },
    });
  });

  it('puts the SQLite file in DATA_DIR and derives the public URL from PORT', () => {
    const config = readConfig({ DATA_DIR: '/tmp/portal-data', PORT: '3000' });
    expect(config.database).toEqual({ kind: 'sqlite', file: '/tmp/portal-data/portal.db' });
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
  });

  it('REFUND_HOLIDAYS lists the dates that are not working days', () => {
    expect(readConfig({ REFUND_HOLIDAYS: '2026-10-01, 2026-10-02' }).refundHolidays).toEqual(
      new Set(['2026-10-01', '2026-10-02']),
    );
    expect(() => readConfig({ REFUND_HOLIDAYS: '2026-10-01,1 Oct' })).toThrow(
      'config: REFUND_HOLIDAYS must be dates written YYYY-MM-DD, separated by commas, got "2026-10-01,1 Oct"',
    );
  });

  it('FEED_SECRET_KEY is 32 bytes in base64 and never echoed; FEED_SECRET_GRACE_MINUTES is 0 to a week', () => {
    for (const raw of ['short', Buffer.alloc(31).toString('base64')])
      expect(() => readConfig({ FEED_SECRET_KEY: raw })).toThrow(
        'config: FEED_SECRET_KEY must be 32 bytes written in base64 (openssl rand -base64 32)',
      );
    expect(readConfig({ FEED_SECRET_GRACE_MINUTES: '0' }).feedSecretGraceMinutes).toBe(0);
    for (const raw of ['10081', '-1', 'an hour'])
      expect(() => readConfig({ FEED_SECRET_GRACE_MINUTES: raw })).toThrow(
        `config: FEED_SECRET_GRACE_MINUTES must be an integer from 0 to 10080 (a week), got "${raw}"`,
      );
  });

  it('STAFF_SESSION_IDLE_MINUTES is bounded: 5 minutes to a day (spec §6, a staff session idles shorter)', () => {
    expect(readConfig({ STAFF_SESSION_IDLE_MINUTES: '1440' }).staffSessionIdleMinutes).toBe(1440);
    for (const raw of ['4', '1441', '30.5', 'half an hour'])
      expect(() => readConfig({ STAFF_SESSION_IDLE_MINUTES: raw })).toThrow(
        `config: STAFF_SESSION_IDLE_MINUTES must be an integer from 5 to 1440, got "${raw}"`,
      );
  });

  it('SECOND_FACTOR_DEMO_SKIP: on in demo mode by default, never outside it', () => {
    expect(readConfig({ DEMO_MODE: '1' }).secondFactorDemoSkip).toBe(true);
    expect(readConfig({ DEMO_MODE: '1', SECOND_FACTOR_DEMO_SKIP: '0' }).secondFactorDemoSkip).toBe(false);
    expect(readConfig({}).secondFactorDemoSkip).toBe(false);
    expect(() => readConfig({ SECOND_FACTOR_DEMO_SKIP: '1' })).toThrow(
      'config: SECOND_FACTOR_DEMO_SKIP is refused without DEMO_MODE=1 (demos only)',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(readConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(8080);
    expect(readConfig({ DATABASE_URL: '' }).database.kind).toBe('sqlite');
  });

  it.each([
    [{ PORT: 'abc' }, 'config: PORT must be an integer from 1 to 65535, got "abc"'],
    [{ PORT: '0' }, 'config: PORT must be an integer from 1 to 65535, got "0"'],
    [{ PORT: '65536' }, 'config: PORT must be an integer from 1 to 65535, got "65536"'],
    [{ PORT: '80.5' }, 'config: PORT must be an integer from 1 to 65535, got "80.5"'],
    [
      { VITE_COMPANY_ID: '0' },
      'config: VITE_COMPANY_ID must be a company id (a whole number from 1), got "0"',
    ],
    [
      { VITE_COMPANY_ID: 'one' },
      'config: VITE_COMPANY_ID must be a company id (a whole number from 1), got "one"',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'config: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ],
    [
      { DATABASE_URL: 'mysql://db/portal' },
      'config: DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://db/portal"',
    ],
    [
      { DATABASE_URL: 'not a url' },
      'config: DATABASE_URL must be a postgres:// or postgresql:// URL, got "not a url"',
    ],
    [
      { PUBLIC_BASE_URL: 'ftp://portal' },
      'config: PUBLIC_BASE_URL must be an http:// or https:// URL, got "ftp://portal"',
    ],
    [{ DEMO_MODE: 'yes' }, 'config: DEMO_MODE must be 1 or 0, got "yes"'],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'config: TRUST_PROXY must be true, false, or a comma list of proxy addresses and CIDR ranges, got "10.0.0.0/33"',
    ],
    [
      { TRUST_PROXY: 'lb.internal' },
      'config: TRUST_PROXY must be true, false, or a comma list of proxy addresses and CIDR ranges, got "lb.internal"',
    ],
    [
      { TRUST_PROXY: '1' },
      'config: TRUST_PROXY must be true, false, or a comma list of proxy addresses and CIDR ranges, got "1"',
    ],
    [
      { METRICS_ALLOW: 'loopback' },
      'config: METRICS_ALLOW must be a comma list of addresses and CIDR ranges, got "loopback"',
    ],
    [{ SCRYPT_COST: '9' }, 'config: SCRYPT_COST must be an integer from 10 to 20, got "9"'],
    [
      { PASSWORD_HASH_CONCURRENCY: '4' },
      'config: PASSWORD_HASH_CONCURRENCY must be an integer from 1 to 3 (below UV_THREADPOOL_SIZE), got "4"',
    ],
    [
      { PASSWORD_HASH_CONCURRENCY: '0' },
      'config: PASSWORD_HASH_CONCURRENCY must be an integer from 1 to 3 (below UV_THREADPOOL_SIZE), got "0"',
    ],
    [
      { PASSWORD_HASH_CONCURRENCY: '8', UV_THREADPOOL_SIZE: '8' },
      'config: PASSWORD_HASH_CONCURRENCY must be an integer from 1 to 7 (below UV_THREADPOOL_SIZE), got "8"',
    ],
    [{ SCRYPT_COST: '2^17' }, 'config: SCRYPT_COST must be an integer from 10 to 20, got "2^17"'],
    [
      { PORTAL_CLOCK: '2026-12-31T23:45:00+08:00' },
      'config: PORTAL_CLOCK is refused without DEMO_MODE=1 (demos and tests only)',
    ],
    [
      { DEMO_MODE: '1', PORTAL_CLOCK: '2026-12-31 23:45' },
      'config: PORTAL_CLOCK must be an ISO instant with Z or an offset, e.g. 2026-12-31T23:45:00+08:00, got "2026-12-31 23:45"',
    ],
    [
      { DEMO_MODE: '1', PORTAL_CLOCK: '2026-02-30T10:00:00Z' },
      'config: PORTAL_CLOCK must be an ISO instant with Z or an offset, e.g. 2026-12-31T23:45:00+08:00, got "2026-02-30T10:00:00Z"',
    ],
  ])('rejects %j with one clear line', (env, message) => {
    expect(errorOf(env)).toBe(message);
  });

  it.each([
    ['0', false],
    ['false', false],
    ['1', true],
    ['TRUE', true],
  ])('DEMO_MODE=%s means demo mode %s (off unless asked for)', (raw, demoMode) => {
    expect(readConfig({ DEMO_MODE: raw }).demoMode).toBe(demoMode);
  });

  it.each([
    ['false', false],
    ['true', true],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8,fd00::/8, uniquelocal', ['10.0.0.0/8', 'fd00::/8', 'uniquelocal']],
  ])('TRUST_PROXY=%s is Fastify trustProxy %j', (raw, trustProxy) => {
    expect(readConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(trustProxy);
  });

  it('DATABASE_POOL_SIZE and DATABASE_POOL_WAIT_MS: 10 connections and a 30 s wait by default, bounded', () => {
    const pg = { DATABASE_URL: 'postgres://portal@db/portal' };
    expect(readConfig(pg).database).toEqual({
      kind: 'postgres',
      url: 'postgres://portal@db/portal',
      pool: { size: 10, waitMs: 30_000 },
    });
    expect(errorOf({ ...pg, DATABASE_POOL_SIZE: '0' })).toContain(
      'DATABASE_POOL_SIZE must be an integer from 1 to 500',
    );
    expect(errorOf({ ...pg, DATABASE_POOL_WAIT_MS: '5s' })).toContain(
      'DATABASE_POOL_WAIT_MS must be an integer from 100 to 300000',
    );
  });

  it('never prints the database password in the error line', () => {
    const message = errorOf({ DATABASE_URL: 'mysql://portal:hunter2@db/portal' });
    expect(message).not.toContain('hunter2');
    expect(message).toContain('mysql://***@db/portal');
  });

  it('FILE_STORE: the database by default on PostgreSQL, the local folder on SQLite, s3 by its settings', () => {
    const pg = { DATABASE_URL: 'postgres://portal@db/portal' };
    expect(readConfig({}).fileStore).toEqual({ kind: 'local' });
    expect(readConfig(pg).fileStore).toEqual({ kind: 'database' });
    expect(readConfig({ ...pg, FILE_STORE: 'local' }).fileStore).toEqual({ kind: 'local' });
    expect(errorOf({ FILE_STORE: 'database' })).toContain('FILE_STORE=database needs DATABASE_URL');
    expect(errorOf({ FILE_STORE: 'disk' })).toContain('FILE_STORE must be local, database or s3');
    expect(errorOf({ FILE_STORE: 's3' })).toContain('S3_BUCKET is required with FILE_STORE=s3');
    expect(
      readConfig({
        FILE_STORE: 's3',
        S3_BUCKET: 'portal-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).fileStore,
    ).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'portal-files',
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      },
    });
    const halfKey = { FILE_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' };
    expect(errorOf(halfKey)).toContain('set together or not at all');
    expect(errorOf({ ...halfKey, S3_ACCESS_KEY_ID: '', S3_FORCE_PATH_STYLE: 'yes' })).toContain(
      'S3_FORCE_PATH_STYLE must be 1 or 0',
    );
  });
});

describe('readShutdownGraceSeconds', () => {
  it('waits 20 s for in-flight requests unless SHUTDOWN_GRACE_SECONDS says otherwise (1 to 600)', () => {
    expect(readShutdownGraceSeconds({})).toBe(20);
    expect(readShutdownGraceSeconds({ SHUTDOWN_GRACE_SECONDS: '45' })).toBe(45);
    for (const raw of ['0', '601', '1.5', 'soon'])
      expect(() => readShutdownGraceSeconds({ SHUTDOWN_GRACE_SECONDS: raw })).toThrow(
        `config: SHUTDOWN_GRACE_SECONDS must be an integer from 1 to 600, got "${raw}"`,
      );
  });
});
