/** Server configuration from the environment. Every setting has a default that works on a fresh machine. */
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_LOGIN_CIPHER_KEY } from '../domain/api/accounts.ts';
import { PAYMENT_NOTIFY_PREFIX } from '../domain/api/booking-paths.ts';
import { parseIsoInstant } from '../domain/freight/dates.ts';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from './services/payment/provider.ts';

/** The login password key's default, shared with the client build (VITE_LOGIN_CIPHER_KEY); see docs/accounts.md. */
export { DEFAULT_LOGIN_CIPHER_KEY };
export const DEFAULT_MAIL_FROM = 'Portal <no-reply@portal.example.com>';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * PostgreSQL's connection pool of one instance (docs/deploy.md): instances × size stays below the
 * server's max_connections. A request that finds every connection busy waits in the pool's queue
 * (first come, first served) up to `waitMs`, then answers 503 with Retry-After: at a release a
 * crowd's requests queue for seconds, and a wait long enough to drain that queue answers them all.
 */
export interface DatabasePool {
  /** DATABASE_POOL_SIZE: connections this instance opens at most. */
  size: number;
  /** DATABASE_POOL_WAIT_MS: how long a request waits for a free connection before it answers 503. */
  waitMs: number;
}

/** DATABASE_POOL_SIZE's and DATABASE_POOL_WAIT_MS' bounds and defaults. */
export const DATABASE_POOL_BOUNDS = {
  size: { min: 1, max: 500, default: 10 },
  waitMs: { min: 100, max: 300_000, default: 30_000 },
} as const;

/** `pool` unset: DATABASE_POOL_BOUNDS' defaults (scripts and tests open databases without one). */
export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; pool?: DatabasePool };

/** An S3-compatible object store's settings (FILE_STORE=s3). */
export interface S3Settings {
  /** S3_ENDPOINT: unset for AWS S3 itself; the service's URL for any other. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** S3_FORCE_PATH_STYLE=1: `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>`. */
  forcePathStyle: boolean;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; unset, the AWS SDK's own chain finds them. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** FILE_STORE: where uploaded files' bytes live (server/services/files/byte-store.ts). */
export type FileStoreConfig = { kind: 'local' } | { kind: 'database' } | { kind: 's3'; s3: S3Settings };

/**
 * Fastify's trustProxy: off, every peer, or the proxies' addresses and CIDR ranges. No hop count:
 * Fastify 5.12 ignores one, since it cannot tell a proxy from a client sending X-Forwarded-For itself.
 */
export type TrustProxy = boolean | string[];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  logLevel: LogLevel;
  /** Where visitors reach the portal; mail links and QR pictures point here. */
  publicBaseUrl: string;
  /** The built app (vite build output). */
  staticDir: string;
  /**
   * VITE_COMPANY_ID: the tenant the built app serves (the build reads the same variable); the server
   * writes that tenant's branding into the pages it sends (the first paint).
   */
  appCompanyId: number;
  /** LOGIN_CIPHER_KEY: the passphrase the browser encrypts the weblogin password with. */
  loginCipherKey: string;
  /** SMTP_URL (smtp:// or smtps://); unset writes each mail as an .eml file into <dataDir>/outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of activation and reset mails. */
  mailFrom: string;
  /** DEMO_MODE=1: demo accounts, demo freight data and the dev mailbox; for one person's machine only. */
  demoMode: boolean;
  /**
   * SECOND_FACTOR_KEY: the passphrase the staff's TOTP secrets are sealed with; unset, a random one
   * is made once and kept in <DATA_DIR>/second-factor.key (server/second-factor-key.ts).
   */
  secondFactorKey: string | undefined;
  /**
   * SECOND_FACTOR_DEMO_SKIP (demo mode only, on by default there): the demo staff account signs in
   * without a second factor, so a demo needs no authenticator app (docs/accounts.md).
   */
  secondFactorDemoSkip: boolean;
  /** TRUST_PROXY: whose X-Forwarded-For names the client (request.ip, which per-IP limits count). */
  trustProxy: TrustProxy;
  /** METRICS_ALLOW: the peer addresses and CIDR ranges GET /metrics answers (the operator's network). */
  metricsAllow: string[];
  /** SCRYPT_COST: log2 of scrypt's N for new password hashes; OWASP's 17 unless a test lowers it. */
  scryptCost: number;
  /** PORTAL_CLOCK (demo mode only): the instant the server's clock starts at, then runs on from. */
  clockStart: Date | undefined;
  /** PASSWORD_HASH_CONCURRENCY: password hashings (scrypt) at once; a few more wait, the rest get "busy". */
  passwordHashConcurrency: number;
  /** PAYMENT_PROVIDER and its settings. */
  payment: PaymentConfig;
  /** REFUND_HOLIDAYS: dates (YYYY-MM-DD, comma-separated) that are not working days for refunds. */
  refundHolidays: ReadonlySet<string>;
  /** STAFF_SESSION_IDLE_MINUTES: how long a staff session may sit idle before it ends (spec §6). */
  staffSessionIdleMinutes: number;
  /**
   * FEED_SECRET_KEY: 32 bytes, base64; seals the carrier feeds' API keys and push secrets at rest
   * (docs/feeds.md). Unset: demo mode keeps a random one in <DATA_DIR>/feed-secret.key; outside it,
   * feeds with a key or a subscription are refused with a message saying so.
   */
  feedSecretKey: string | undefined;
  /** FEED_SECRET_GRACE_MINUTES: how long a reset push secret's predecessor still verifies (default 60). */
  feedSecretGraceMinutes: number;
  /**
   * FILE_STORE: local (`<DATA_DIR>/files`, the default on SQLite), database (the default on
   * PostgreSQL: every instance on the database shares the files) or s3 (S3_* settings).
   */
  fileStore: FileStoreConfig;
}

/** WeChat Pay API v3 (Native) merchant settings; the key files are read and parsed at start-up. */
export interface WechatPaySettings {
  mchid: string;
  appid: string;
  /** The merchant API certificate's serial number (Authorization's serial_no). */
  serialNo: string;
  /** The merchant API private key (apiclient_key.pem): signs every request. */
  privateKey: KeyObject;
  /**
   * WeChat Pay's platform public keys (or certificates) by serial: an answer or notification is
   * verified with the key its Wechatpay-Serial names, and one naming no key here is not believed.
   * Several at once let WeChat Pay rotate its key with no downtime.
   */
  platformKeys: ReadonlyMap<string, KeyObject>;
  /** The APIv3 key: 32 bytes, decrypts the notifications' resource (AES-256-GCM). */
  apiV3Key: string;
  baseUrl: string;
  notifyUrl: string;
}

export type PaymentConfig =
  | {
      provider: Extract<PaymentProviderName, 'sandbox'>;
      /**
       * PAYMENT_SANDBOX_SECRET: the HMAC key of the sandbox's payment codes and notifications; unset,
       * one is made at random once and kept in <DATA_DIR>/sandbox-payment.key (app.ts), so a code
       * shown before a restart can still be paid after it.
       */
      sandboxSecret: string | undefined;
    }
  | { provider: Extract<PaymentProviderName, 'wechatpay'>; wechatpay: WechatPaySettings };

/** PaymentConfig as the services take it: the sandbox's secret found (app.ts). */
export type PaymentSettings =
  | Exclude<PaymentConfig, { provider: 'sandbox' }>
  | { provider: Extract<PaymentProviderName, 'sandbox'>; sandboxSecret: string };

/** A setting that cannot work; its message is the one line main.ts prints before exiting. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

const fail = (name: string, rule: string, value: string): never => {
  throw new ConfigError(`config: ${name} must be ${rule}, got ${JSON.stringify(value)}`);
};

/** An empty variable counts as unset, as shells and compose files often leave them empty. */
const setting = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

const readPort = (env: Env): number => {
  const raw = setting(env, 'PORT');
  if (raw === undefined) return 8080;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) fail('PORT', 'an integer from 1 to 65535', raw);
  return port;
};

const readLogLevel = (env: Env): LogLevel => {
  const raw = setting(env, 'LOG_LEVEL') ?? 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === raw.toLowerCase());
  return level ?? fail('LOG_LEVEL', `one of ${LOG_LEVELS.join(', ')}`, raw);
};

/** The error line must not leak a database password into logs. */
export const withoutCredentials = (raw: string): string => raw.replace(/\/\/[^@/]*@/, '//***@');

const readUrl = (name: string, raw: string, protocols: readonly string[], rule: string): URL => {
  try {
    const url = new URL(raw);
    if (protocols.includes(url.protocol)) return url;
  } catch {
    // reported below with the same line as a wrong protocol
  }
  return fail(name, rule, withoutCredentials(raw));
};

const readBounded = (
  env: Env,
  name: string,
  bounds: { min: number; max: number; default: number },
): number => {
  const raw = setting(env, name);
  if (raw === undefined) return bounds.default;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < bounds.min || value > bounds.max)
    fail(name, `an integer from ${bounds.min} to ${bounds.max}`, raw);
  return value;
};

const readDatabasePool = (env: Env): DatabasePool => ({
  size: readBounded(env, 'DATABASE_POOL_SIZE', DATABASE_POOL_BOUNDS.size),
  waitMs: readBounded(env, 'DATABASE_POOL_WAIT_MS', DATABASE_POOL_BOUNDS.waitMs),
});

const readDatabase = (env: Env, dataDir: string): DatabaseConfig => {
  const url = setting(env, 'DATABASE_URL');
  if (url === undefined) return { kind: 'sqlite', file: path.join(dataDir, 'portal.db') };
  // Kept as written (pg parses it); the URL parse only rejects what pg could never use.
  readUrl('DATABASE_URL', url, ['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL');
  return { kind: 'postgres', url, pool: readDatabasePool(env) };
};

const readSmtpUrl = (env: Env): string | undefined => {
  const url = setting(env, 'SMTP_URL');
  if (url !== undefined) readUrl('SMTP_URL', url, ['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL');
  return url;
};

/** On in demo mode unless SECOND_FACTOR_DEMO_SKIP=0; never outside it. */
const readSecondFactorDemoSkip = (env: Env, demoMode: boolean): boolean => {
  const raw = setting(env, 'SECOND_FACTOR_DEMO_SKIP');
  if (raw !== undefined && raw !== '0' && raw !== '1') fail('SECOND_FACTOR_DEMO_SKIP', '1 or 0', raw);
  if (raw === '1' && !demoMode)
    throw new ConfigError('config: SECOND_FACTOR_DEMO_SKIP is refused without DEMO_MODE=1 (demos only)');
  return demoMode && raw !== '0';
};

const readDemoMode = (env: Env): boolean => {
  const raw = setting(env, 'DEMO_MODE');
  if (raw === undefined || raw === '0' || raw.toLowerCase() === 'false') return false;
  return raw === '1' || raw.toLowerCase() === 'true' || fail('DEMO_MODE', '1 or 0', raw);
};

/** proxy-addr's names for the private ranges, which Fastify accepts beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IPv4 or IPv6 address, or a CIDR range of one. */
const isAddressOrRange = (entry: string): boolean => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

const isProxyAddress = (entry: string): boolean =>
  PROXY_RANGE_NAMES.includes(entry) || isAddressOrRange(entry);

const readTrustProxy = (env: Env): TrustProxy => {
  const raw = setting(env, 'TRUST_PROXY');
  if (raw === undefined || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  const entries = raw.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress)
    ? entries
    : fail('TRUST_PROXY', 'true, false, or a comma list of proxy addresses and CIDR ranges', raw);
};

/** Loopback only: a Prometheus on the same host, or one the operator lets in by METRICS_ALLOW. */
export const DEFAULT_METRICS_ALLOW = ['127.0.0.1/8', '::1'];

const readMetricsAllow = (env: Env): string[] => {
  const raw = setting(env, 'METRICS_ALLOW');
  if (raw === undefined) return DEFAULT_METRICS_ALLOW;
  const entries = raw.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange)
    ? entries
    : fail('METRICS_ALLOW', 'a comma list of addresses and CIDR ranges', raw);
};

const DEFAULT_SCRYPT_COST = 17;
/** Below 2^10 a hash is cheap to brute-force even for tests' throwaway data; 2^20 is password-hash's cap. */
const SCRYPT_COST_RANGE = [10, 20] as const;

const readScryptCost = (env: Env): number => {
  const raw = setting(env, 'SCRYPT_COST');
  if (raw === undefined) return DEFAULT_SCRYPT_COST;
  const [min, max] = SCRYPT_COST_RANGE;
  const cost = Number(raw);
  if (!/^\d+$/.test(raw) || cost < min || cost > max)
    fail('SCRYPT_COST', `an integer from ${min} to ${max}`, raw);
  return cost;
};

const readClockStart = (env: Env, demoMode: boolean): Date | undefined => {
  const raw = setting(env, 'PORTAL_CLOCK');
  if (raw === undefined) return undefined;
  // A production server on a made-up date would issue sessions and links that expire wrongly.
  if (!demoMode)
    throw new ConfigError('config: PORTAL_CLOCK is refused without DEMO_MODE=1 (demos and tests only)');
  const start = parseIsoInstant(raw);
  return start === null
    ? fail('PORTAL_CLOCK', 'an ISO instant with Z or an offset, e.g. 2026-12-31T23:45:00+08:00', raw)
    : new Date(start);
};

/**
 * scrypt runs on libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default), which file reads share: the
 * hashings must leave at least one thread free, or a login flood stalls static files.
 */
const readRefundHolidays = (env: Env): ReadonlySet<string> => {
  const raw = setting(env, 'REFUND_HOLIDAYS');
  if (raw === undefined) return new Set();
  const dates = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const date of dates)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
      fail('REFUND_HOLIDAYS', 'dates written YYYY-MM-DD, separated by commas', raw);
  return new Set(dates);
};

/** A staff session idles 5 minutes at least (shorter breaks work) and a day at most (a customer's is 2). */
export const STAFF_SESSION_IDLE_BOUNDS = { min: 5, max: 24 * 60, default: 30 } as const;

const readStaffSessionIdle = (env: Env): number => {
  const raw = setting(env, 'STAFF_SESSION_IDLE_MINUTES');
  if (raw === undefined) return STAFF_SESSION_IDLE_BOUNDS.default;
  const { min, max } = STAFF_SESSION_IDLE_BOUNDS;
  const minutes = Number(raw);
  if (!/^\d+$/.test(raw) || minutes < min || minutes > max)
    fail('STAFF_SESSION_IDLE_MINUTES', `an integer from ${min} to ${max}`, raw);
  return minutes;
};

const FEED_SECRET_KEY_BYTES = 32;

const readFeedSecretKey = (env: Env): string | undefined => {
  const raw = setting(env, 'FEED_SECRET_KEY');
  // Not echoed: it is a secret.
  if (raw !== undefined && Buffer.from(raw, 'base64').length !== FEED_SECRET_KEY_BYTES)
    throw new ConfigError(
      `config: FEED_SECRET_KEY must be ${FEED_SECRET_KEY_BYTES} bytes written in base64 (openssl rand -base64 32)`,
    );
  return raw;
};

const readFeedSecretGrace = (env: Env): number => {
  const raw = setting(env, 'FEED_SECRET_GRACE_MINUTES');
  if (raw === undefined) return 60;
  const minutes = Number(raw);
  if (!/^\d+$/.test(raw) || minutes > 7 * 24 * 60)
    fail('FEED_SECRET_GRACE_MINUTES', 'an integer from 0 to 10080 (a week)', raw);
  return minutes;
};

const FILE_STORES = ['local', 'database', 's3'] as const;

const readS3 = (env: Env): S3Settings => {
  const endpoint = setting(env, 'S3_ENDPOINT');
  if (endpoint !== undefined)
    readUrl('S3_ENDPOINT', endpoint, ['http:', 'https:'], 'an http:// or https:// URL');
  const pathStyle = setting(env, 'S3_FORCE_PATH_STYLE') ?? '0';
  if (pathStyle !== '0' && pathStyle !== '1') fail('S3_FORCE_PATH_STYLE', '1 or 0', pathStyle);
  const accessKeyId = setting(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = setting(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined))
    throw new ConfigError('config: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  return {
    endpoint,
    bucket: required(env, 'S3_BUCKET', 'with FILE_STORE=s3'),
    region: setting(env, 'S3_REGION') ?? 'us-east-1',
    forcePathStyle: pathStyle === '1',
    credentials:
      accessKeyId === undefined || secretAccessKey === undefined
        ? undefined
        : { accessKeyId, secretAccessKey },
  };
};

/** Unset: the database when it is PostgreSQL (several instances share it), else the local folder. */
const readFileStore = (env: Env, database: DatabaseConfig): FileStoreConfig => {
  const raw = setting(env, 'FILE_STORE') ?? (database.kind === 'postgres' ? 'database' : 'local');
  const kind = FILE_STORES.find((candidate) => candidate === raw.toLowerCase());
  if (kind === undefined) return fail('FILE_STORE', 'local, database or s3', raw);
  if (kind === 'database' && database.kind !== 'postgres')
    throw new ConfigError(
      'config: FILE_STORE=database needs DATABASE_URL (PostgreSQL); SQLite keeps files locally',
    );
  return kind === 's3' ? { kind, s3: readS3(env) } : { kind };
};

const readHashConcurrency = (env: Env): number => {
  const raw = setting(env, 'PASSWORD_HASH_CONCURRENCY');
  if (raw === undefined) return 2;
  const max = (Number.parseInt(setting(env, 'UV_THREADPOOL_SIZE') ?? '', 10) || 4) - 1;
  const concurrency = Number(raw);
  if (!/^\d+$/.test(raw) || concurrency < 1 || concurrency > max) {
    fail('PASSWORD_HASH_CONCURRENCY', `an integer from 1 to ${max} (below UV_THREADPOOL_SIZE)`, raw);
  }
  return concurrency;
};

const SANDBOX_SECRET_MIN_LENGTH = 32;
const WECHATPAY_APIV3_KEY_BYTES = 32;
const DEFAULT_WECHATPAY_BASE_URL = 'https://api.mch.weixin.qq.com';

const required = (env: Env, name: string, why: string): string => {
  const value = setting(env, name);
  if (value === undefined) throw new ConfigError(`config: ${name} is required ${why}`);
  return value;
};

/** Reads a PEM key file; a missing or unparsable file is one line naming the setting, never the key. */
const readKeyFile = (name: string, file: string, parse: (pem: string) => KeyObject): KeyObject => {
  let pem: string;
  try {
    pem = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new ConfigError(`config: ${name} names a file that cannot be read (${code}): ${file}`);
  }
  try {
    const key = parse(pem);
    if (key.asymmetricKeyType === 'rsa') return key;
  } catch {
    // reported below with the same line as a key of another type
  }
  throw new ConfigError(`config: ${name} must name a PEM file with an RSA key: ${file}`);
};

const PLATFORM_KEYS = 'WECHATPAY_PLATFORM_PUBLIC_KEY_PATH';

/**
 * `SERIAL=path` pairs, comma-separated: the serial is what WeChat Pay sends in Wechatpay-Serial (a
 * public key's ID, PUB_KEY_ID_…, or a platform certificate's serial number). Each file is read
 * first, so that an unreadable one is named as such.
 */
const readPlatformKeys = (raw: string): ReadonlyMap<string, KeyObject> => {
  const keys = new Map<string, KeyObject>();
  for (const entry of raw.split(',').map((part) => part.trim())) {
    const split = entry.indexOf('=');
    const serial = split < 0 ? '' : entry.slice(0, split).trim();
    const file = split < 0 ? entry : entry.slice(split + 1).trim();
    // A public key (WeChat Pay's "public key" mode) or a platform certificate both parse here.
    const key = readKeyFile(PLATFORM_KEYS, file, (pem) => createPublicKey(pem));
    if (!/^[A-Za-z0-9_]{1,64}$/.test(serial) || keys.has(serial))
      fail(PLATFORM_KEYS, 'SERIAL=path pairs with distinct serials, separated by commas', raw);
    keys.set(serial, key);
  }
  return keys;
};

/**
 * Where WeChat Pay posts its notifications: it calls only https URLs it can reach, so outside demo
 * mode an http:// URL, or the default from an http:// PUBLIC_BASE_URL (http://localhost:8080 when
 * unset), or a loopback host is refused at start-up rather than losing every notification.
 */
const readNotifyUrl = (env: Env, publicBaseUrl: string, demoMode: boolean): string => {
  const given = setting(env, 'PAYMENT_NOTIFY_URL');
  const raw = given ?? `${publicBaseUrl}/api/${PAYMENT_NOTIFY_PREFIX}/wechatpay`;
  const url = readUrl('PAYMENT_NOTIFY_URL', raw, ['http:', 'https:'], 'an http:// or https:// URL');
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (!demoMode && (url.protocol !== 'https:' || loopback))
    throw new ConfigError(
      `config: PAYMENT_NOTIFY_URL must be an https:// URL WeChat Pay can reach (set it, or PUBLIC_BASE_URL to the portal's https:// address; only DEMO_MODE=1 takes another), got ${JSON.stringify(
        withoutCredentials(raw),
      )}${given === undefined ? ' from PUBLIC_BASE_URL' : ''}`,
    );
  return url.href;
};

const readWechatPay = (env: Env, publicBaseUrl: string, demoMode: boolean): WechatPaySettings => {
  const why = 'when PAYMENT_PROVIDER=wechatpay';
  const apiV3Key = required(env, 'WECHATPAY_APIV3_KEY', why);
  // Not echoed: it is a secret.
  if (Buffer.byteLength(apiV3Key, 'utf8') !== WECHATPAY_APIV3_KEY_BYTES)
    throw new ConfigError(`config: WECHATPAY_APIV3_KEY must be ${WECHATPAY_APIV3_KEY_BYTES} bytes`);
  const urlRule = 'an http:// or https:// URL';
  const baseUrl = setting(env, 'WECHATPAY_BASE_URL') ?? DEFAULT_WECHATPAY_BASE_URL;
  return {
    mchid: required(env, 'WECHATPAY_MCHID', why),
    appid: required(env, 'WECHATPAY_APPID', why),
    serialNo: required(env, 'WECHATPAY_SERIAL_NO', why),
    privateKey: readKeyFile(
      'WECHATPAY_PRIVATE_KEY_PATH',
      required(env, 'WECHATPAY_PRIVATE_KEY_PATH', why),
      (pem) => createPrivateKey(pem),
    ),
    platformKeys: readPlatformKeys(required(env, PLATFORM_KEYS, why)),
    apiV3Key,
    baseUrl: readUrl('WECHATPAY_BASE_URL', baseUrl, ['http:', 'https:'], urlRule).href.replace(/\/+$/, ''),
    notifyUrl: readNotifyUrl(env, publicBaseUrl, demoMode),
  };
};

const readPayment = (env: Env, publicBaseUrl: string, demoMode: boolean): PaymentConfig => {
  const raw = setting(env, 'PAYMENT_PROVIDER') ?? 'sandbox';
  const provider = PAYMENT_PROVIDERS.find((candidate) => candidate === raw.toLowerCase());
  if (provider === undefined) return fail('PAYMENT_PROVIDER', `one of ${PAYMENT_PROVIDERS.join(', ')}`, raw);
  if (provider === 'wechatpay') return { provider, wechatpay: readWechatPay(env, publicBaseUrl, demoMode) };
  const sandboxSecret = setting(env, 'PAYMENT_SANDBOX_SECRET');
  if (sandboxSecret !== undefined && sandboxSecret.length < SANDBOX_SECRET_MIN_LENGTH)
    throw new ConfigError(
      `config: PAYMENT_SANDBOX_SECRET must be at least ${SANDBOX_SECRET_MIN_LENGTH} characters`,
    );
  return { provider: 'sandbox', sandboxSecret };
};

const readAppCompanyId = (env: Env): number => {
  const raw = setting(env, 'VITE_COMPANY_ID');
  if (raw === undefined) return 1;
  const id = Number(raw);
  return /^\d{1,9}$/.test(raw) && id >= 1
    ? id
    : fail('VITE_COMPANY_ID', 'a company id (a whole number from 1)', raw);
};

/** SHUTDOWN_GRACE_SECONDS' bounds: a balancer's drain usually allows 30 s; a stuck request must not keep a stop waiting longer than 10 minutes. */
export const SHUTDOWN_GRACE_BOUNDS = { min: 1, max: 600, default: 20 } as const;

/**
 * SHUTDOWN_GRACE_SECONDS: how long a stop (SIGTERM) waits for in-flight requests before it gives up
 * and exits 1. Only the process reads it (server/portal-process.ts), so it is not part of Config.
 */
export const readShutdownGraceSeconds = (env: Env): number => {
  const raw = setting(env, 'SHUTDOWN_GRACE_SECONDS');
  if (raw === undefined) return SHUTDOWN_GRACE_BOUNDS.default;
  const { min, max } = SHUTDOWN_GRACE_BOUNDS;
  const seconds = Number(raw);
  if (!/^\d+$/.test(raw) || seconds < min || seconds > max)
    fail('SHUTDOWN_GRACE_SECONDS', `an integer from ${min} to ${max}`, raw);
  return seconds;
};

export const readConfig = (env: Env): Config => {
  const port = readPort(env);
  const dataDir = path.resolve(setting(env, 'DATA_DIR') ?? './data');
  const database = readDatabase(env, dataDir);
  const publicBaseUrl = readUrl(
    'PUBLIC_BASE_URL',
    setting(env, 'PUBLIC_BASE_URL') ?? `http://localhost:${port}`,
    ['http:', 'https:'],
    'an http:// or https:// URL',
  ).href.replace(/\/+$/, '');
  return {
    port,
    host: setting(env, 'HOST') ?? '127.0.0.1',
    dataDir,
    database,
    logLevel: readLogLevel(env),
    publicBaseUrl,
    staticDir: path.resolve(setting(env, 'STATIC_DIR') ?? './dist'),
    appCompanyId: readAppCompanyId(env),
    loginCipherKey: setting(env, 'LOGIN_CIPHER_KEY') ?? DEFAULT_LOGIN_CIPHER_KEY,
    smtpUrl: readSmtpUrl(env),
    mailFrom: setting(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    demoMode: readDemoMode(env),
    secondFactorKey: setting(env, 'SECOND_FACTOR_KEY'),
    secondFactorDemoSkip: readSecondFactorDemoSkip(env, readDemoMode(env)),
    trustProxy: readTrustProxy(env),
    metricsAllow: readMetricsAllow(env),
    scryptCost: readScryptCost(env),
    clockStart: readClockStart(env, readDemoMode(env)),
    passwordHashConcurrency: readHashConcurrency(env),
    payment: readPayment(env, publicBaseUrl, readDemoMode(env)),
    refundHolidays: readRefundHolidays(env),
    staffSessionIdleMinutes: readStaffSessionIdle(env),
    feedSecretKey: readFeedSecretKey(env),
    feedSecretGraceMinutes: readFeedSecretGrace(env),
    fileStore: readFileStore(env, database),
  };
};
