/** Server configuration from the environment. Every setting has a default that works on a fresh machine. */
import path from 'node:path';
import { DEFAULT_LOGIN_CIPHER_KEY } from '../domain/api/accounts.ts';

/** The login password key's default, shared with the client build (VITE_LOGIN_CIPHER_KEY); see docs/accounts.md. */
export { DEFAULT_LOGIN_CIPHER_KEY };
export const DEFAULT_MAIL_FROM = 'Portal <no-reply@portal.example.com>';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

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
  /** LOGIN_CIPHER_KEY: the passphrase the browser encrypts the weblogin password with. */
  loginCipherKey: string;
  /** SMTP_URL (smtp:// or smtps://); unset writes each mail as an .eml file into <dataDir>/outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of activation and reset mails. */
  mailFrom: string;
}

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
const withoutCredentials = (raw: string): string => raw.replace(/\/\/[^@/]*@/, '//***@');

const readUrl = (name: string, raw: string, protocols: readonly string[], rule: string): URL => {
  try {
    const url = new URL(raw);
    if (protocols.includes(url.protocol)) return url;
  } catch {
    // reported below with the same line as a wrong protocol
  }
  return fail(name, rule, withoutCredentials(raw));
};

const readDatabase = (env: Env, dataDir: string): DatabaseConfig => {
  const url = setting(env, 'DATABASE_URL');
  if (url === undefined) return { kind: 'sqlite', file: path.join(dataDir, 'portal.db') };
  // Kept as written (pg parses it); the URL parse only rejects what pg could never use.
  readUrl('DATABASE_URL', url, ['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL');
  return { kind: 'postgres', url };
};

const readSmtpUrl = (env: Env): string | undefined => {
  const url = setting(env, 'SMTP_URL');
  if (url !== undefined) readUrl('SMTP_URL', url, ['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL');
  return url;
};

export const readConfig = (env: Env): Config => {
  const port = readPort(env);
  const dataDir = path.resolve(setting(env, 'DATA_DIR') ?? './data');
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
    database: readDatabase(env, dataDir),
    logLevel: readLogLevel(env),
    publicBaseUrl,
    staticDir: path.resolve(setting(env, 'STATIC_DIR') ?? './dist'),
    loginCipherKey: setting(env, 'LOGIN_CIPHER_KEY') ?? DEFAULT_LOGIN_CIPHER_KEY,
    smtpUrl: readSmtpUrl(env),
    mailFrom: setting(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM,
  };
};
