/** Helpers of the accounts tests: a test clock, API calls with a session and an IP, the outbox. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AES from 'crypto-js/aes.js';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { DEFAULT_LOGIN_CIPHER_KEY } from '../../../domain/api/accounts.ts';
import type { OutboxEntry } from '../../../server/mail/mailer.ts';
import { createHashGate, type HashGate } from '../../../server/services/accounts/hash-gate.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Cheap scrypt for accounts created during tests; the demo accounts keep their OWASP hashes. */
export const FAST_SCRYPT = { N: 1024, r: 8, p: 1 };

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

/** Starts at a fixed instant and moves only when told (plus one second per API call, see `call`). */
export const testClock = (start = '2026-03-02T08:00:00.000Z'): TestClock => {
  let at = Date.parse(start);
  return {
    now: () => new Date(at),
    advance: (ms) => {
      at += ms;
    },
  };
};

export interface AccountsApp extends TestApp {
  clock: TestClock;
  call(
    apiPath: string,
    body: unknown,
    options?: { apiKey?: string; ip?: string; language?: 'en' | 'cn'; userAgent?: string; host?: string },
  ): Promise<LightMyRequestResponse>;
  outbox(): Promise<OutboxEntry[]>;
  outboxDir: string;
}

let ipCounter = 0;
/** Every call comes from its own address unless a test names one, so limits never leak between tests. */
export const freshIp = (): string => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export const startAccountsApp = async (
  options: Parameters<typeof startTestApp>[0] = {},
): Promise<AccountsApp> => {
  const clock = testClock();
  const t = await startTestApp({ now: clock.now, scrypt: FAST_SCRYPT, ...options });
  const outboxDir = path.join(t.database.dir, 'outbox');
  return {
    ...t,
    clock,
    outboxDir,
    call: (apiPath, body, { apiKey, ip, language = 'en', userAgent, host } = {}) => {
      clock.advance(1000);
      return t.app.inject({
        method: 'POST',
        url: `/api/${apiPath}`,
        remoteAddress: ip ?? freshIp(),
        headers: {
          'content-type': 'application/json',
          'accept-language': language,
          ...(apiKey === undefined ? {} : { authorization: apiKey }),
          ...(userAgent === undefined ? {} : { 'user-agent': userAgent }),
          ...(host === undefined ? {} : { host }),
        },
        payload: JSON.stringify(body),
      });
    },
    outbox: async () => {
      // Mails go out after the answer (the mail queue): deliver what is queued before looking.
      await t.app.mailQueue.drain();
      const names = await readdir(outboxDir).catch(() => [] as string[]);
      const entries = await Promise.all(
        names
          .filter((name) => name.endsWith('.json'))
          .map(async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as OutboxEntry),
      );
      return entries.sort((a, b) => a.id.localeCompare(b.id));
    },
  };
};

/** What the browser sends as the weblogin password (spec section 7). */
export const encryptPassword = (password: string, key = DEFAULT_LOGIN_CIPHER_KEY): string =>
  AES.encrypt(password, key).toString();

/** The token of the newest mail link to an address, with its sendFlag. */
export const lastLinkTo = async (
  t: AccountsApp,
  email: string,
): Promise<{ flag: number; token: string; url: URL }> => {
  const mail = (await t.outbox()).filter((entry) => entry.to === email).at(-1);
  const link = mail?.links[0];
  if (link === undefined) throw new Error(`no mail to ${email}`);
  const url = new URL(link);
  return { flag: Number(url.searchParams.get('sendFlag')), token: url.searchParams.get('token') ?? '', url };
};

let emailCounter = 0;
export const freshEmail = (label = 'user'): string => {
  emailCounter += 1;
  return `${label}.${emailCounter}.${process.pid}@example.com`;
};

export const COMPANY_ID = 1;

/** Registers, opens the activation link, and answers the session's apiKey and the user id. */
export const registerAndActivate = async (
  t: AccountsApp,
  email = freshEmail(),
  password = 'abc12345',
): Promise<{ email: string; password: string; apiKey: string; userId: number }> => {
  const registered = await t.call('webuser/webregister', {
    email,
    password,
    nameEn: 'Test User',
    companyId: COMPANY_ID,
    sendMailFlag: 2,
    webFlag: 2,
  });
  if (registered.json().code !== '1') throw new Error(`register failed: ${registered.body}`);
  const { token } = await lastLinkTo(t, email);
  const decoded = await t.call('webuser/forgetPasswordDecryptToken', {
    token,
    sendMailFlag: 2,
    webFlag: 2,
    companyId: COMPANY_ID,
  });
  const { validateMap } = decoded.json();
  return { email, password, apiKey: validateMap.apiKey, userId: validateMap.userId };
};

export const login = (t: AccountsApp, email: string, password: string, ip?: string) =>
  t.call(
    'webuser/weblogin',
    { email, password: encryptPassword(password), companyId: COMPANY_ID, webFlag: 2 },
    ip === undefined ? {} : { ip },
  );

/** A gate that lets every caller wait (none is refused) and counts the hashings offered to it. */
export const countingGate = () => {
  const gate = createHashGate({ capacity: 2, queueLength: 1000 });
  const counter = {
    hashings: 0,
    gate: {
      run: <T>(task: () => Promise<T>) => {
        counter.hashings += 1;
        return gate.run(task);
      },
    } satisfies HashGate,
  };
  return counter;
};

/** The current TOTP code of a secret at the test's clock (the library the server uses, RFC 6238). */
export const totpCode = (t: AccountsApp, secret: string, offsetMs = 0): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now().getTime() + offsetMs });

/**
 * Logs in; staff whose roles need a second factor then enrol (first time, with a code of the secret
 * shown) or verify with the `secret` given: answers the last answer, the session's, and the secret.
 */
export const loginWithSecondFactor = async (
  t: AccountsApp,
  email: string,
  password: string,
  secret?: string,
): Promise<{ response: LightMyRequestResponse; secret: string | undefined }> => {
  const first = await login(t, email, password);
  const factor = first.json().secondFactor;
  if (factor === undefined) return { response: first, secret };
  const known = factor.secret ?? secret;
  if (known === undefined) throw new Error('a second factor to verify, and no secret known');
  // A new time step: the code of the step a previous sign-in used is good once only.
  t.clock.advance(30_000);
  const response = await t.call('webuser/confirmSecondFactor', {
    challenge: factor.challenge,
    code: totpCode(t, known),
    webFlag: 2,
  });
  return { response, secret: known };
};
