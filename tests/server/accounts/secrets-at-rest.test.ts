import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { readConfig } from '../../../server/config.ts';
import { seedDemoAccounts } from '../../../server/db/seed/accounts-seed.ts';
import { DIRECTORY_SIZE } from '../../../server/db/seed/company-directory.ts';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-accounts.ts';
import {
  hashPassword,
  OWASP_SCRYPT,
  verifyPassword,
} from '../../../server/services/accounts/password-hash.ts';
import { TEST_SCRYPT, TEST_SCRYPT_COST } from '../support/test-app.ts';
import {
  type AccountsApp,
  COMPANY_ID,
  encryptPassword,
  freshEmail,
  lastLinkTo,
  startAccountsApp,
} from './support.ts';

/**
 * This app hashes with the parameters the SCRYPT_COST setting gives (as production does; the test
 * app sets 2^10) and logs everything at trace level.
 */
const logLines: string[] = [];
let t: AccountsApp;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  // Demo mode: the demo seed below is checked for idempotence.
  t = await startAccountsApp({ scrypt: undefined, logger: { level: 'trace', stream }, demoMode: true });
});
afterAll(() => t.close());

/** Every row of every accounts table, as one string. */
const everything = async (): Promise<string> => {
  const tables = ['users', 'sessions', 'mailTokens', 'qrTickets', 'rateLimitCounters', 'mailQueue'] as const;
  const rows = await Promise.all(tables.map((table) => t.db.selectFrom(table).selectAll().execute()));
  return JSON.stringify(rows);
};

describe('secrets at rest', () => {
  it('spec §7 weblogin/webregister/forgetPassWordUpdateUser: no plaintext or ciphertext password reaches the database or the log', async () => {
    const email = freshEmail('secret');
    const first = 'Plain1secret';
    const second = 'Second2secret';
    await t.call(AccountPath.webregister, {
      email,
      password: first,
      nameEn: 'Secret Keeper',
      companyId: COMPANY_ID,
      sendMailFlag: 2,
      webFlag: 2,
    });
    const { token } = await lastLinkTo(t, email);
    await t.call(AccountPath.forgetPasswordDecryptToken, {
      token,
      sendMailFlag: 2,
      webFlag: 2,
      companyId: COMPANY_ID,
    });
    const ciphertext = encryptPassword(first);
    const loggedIn = await t.call(AccountPath.weblogin, {
      email,
      password: ciphertext,
      companyId: COMPANY_ID,
      webFlag: 2,
    });
    expect(loggedIn.json().code).toBe('1');
    const failed = encryptPassword('Wrong1guess');
    await t.call(AccountPath.weblogin, { email, password: failed, companyId: COMPANY_ID, webFlag: 2 });
    await t.call(AccountPath.forgetOrRegistSendMail, {
      email,
      companyId: COMPANY_ID,
      sendMailFlag: 1,
      webFlag: 2,
    });
    const reset = await lastLinkTo(t, email);
    const { grant } = (
      await t.call(AccountPath.forgetPasswordDecryptToken, {
        token: reset.token,
        sendMailFlag: 1,
        webFlag: 2,
        companyId: COMPANY_ID,
      })
    ).json().validateMap;
    const changed = await t.call(AccountPath.forgetPassWordUpdateUser, {
      email,
      password: second,
      companyId: COMPANY_ID,
      webFlag: 2,
      grant,
    });
    expect(changed.json().code).toBe('1');

    const stored = await everything();
    const log = logLines.join('');
    expect(log).toContain(AccountPath.weblogin);
    for (const secret of [first, second, ciphertext, failed, 'Wrong1guess', token, reset.token, grant]) {
      expect(stored).not.toContain(secret);
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain(loggedIn.json().validateMap.apiKey);
  });

  it('OWASP scrypt: SCRYPT_COST defaults to N=2^17, r=8, p=1', () => {
    expect({ ...OWASP_SCRYPT, N: 2 ** readConfig({}).scryptCost }).toEqual({ N: 131072, r: 8, p: 1 });
  });

  it('new passwords are stored as scrypt$N$8$1$salt$hash with N from SCRYPT_COST, a 16-byte salt and 64-byte key', async () => {
    const email = freshEmail('owasp');
    await t.call(AccountPath.webregister, {
      email,
      password: 'Owasp1234',
      nameEn: 'Owasp',
      companyId: COMPANY_ID,
      sendMailFlag: 2,
      webFlag: 2,
    });
    const { passwordHash } = await t.db
      .selectFrom('users')
      .select('passwordHash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const [scheme, n, r, p, salt, key] = passwordHash.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', String(2 ** TEST_SCRYPT_COST), '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(64);
    expect(await verifyPassword('Owasp1234', passwordHash)).toBe(true);
    expect(await verifyPassword('Owasp12345', passwordHash)).toBe(false);
  });

  it('the same password hashes differently each time (random salt)', async () => {
    const params = { N: 1024, r: 8, p: 1 };
    expect(await hashPassword('abc123', params)).not.toBe(await hashPassword('abc123', params));
  });

  it('a malformed stored hash never verifies', async () => {
    expect(await verifyPassword('abc123', 'plain:abc123')).toBe(false);
    expect(await verifyPassword('abc123', 'scrypt$99999999999$8$1$AAAA$AAAA')).toBe(false);
  });
});

describe('demo seed (docs/accounts.md)', () => {
  it('seeds the three demo accounts of companyId 1 and 240 directory companies, idempotently', async () => {
    await seedDemoAccounts(t.db, TEST_SCRYPT);
    const users = await t.db
      .selectFrom('users')
      .select(['email', 'userType', 'certificationStatus', 'active', 'companyId'])
      .where(
        'email',
        'in',
        Object.values(DEMO_ACCOUNTS).map((account) => account.email),
      )
      .orderBy('email')
      .execute();
    expect(users).toEqual([
      { email: 'certified@demo.example.com', userType: 1, certificationStatus: 3, active: 1, companyId: 1 },
      { email: 'staff@demo.example.com', userType: 2, certificationStatus: 3, active: 1, companyId: 1 },
      { email: 'uncertified@demo.example.com', userType: 1, certificationStatus: 1, active: 1, companyId: 1 },
    ]);
    const directory = await t.db.selectFrom('companyDirectory').select(['id', 'nameCn', 'nameEn']).execute();
    expect(directory).toHaveLength(DIRECTORY_SIZE);
    expect(DIRECTORY_SIZE).toBeGreaterThanOrEqual(200);
    expect(new Set(directory.map((row) => row.nameCn)).size).toBe(DIRECTORY_SIZE);
  });

  it.each(Object.entries(DEMO_ACCOUNTS))(
    'the documented password of the %s demo account matches its stored hash, made at the configured cost',
    async (_, account) => {
      await seedDemoAccounts(t.db, TEST_SCRYPT);
      const stored = await t.db
        .selectFrom('users')
        .select('passwordHash')
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();
      expect(stored.passwordHash.startsWith(`scrypt$${TEST_SCRYPT.N}$`)).toBe(true);
      expect(await verifyPassword(account.password, stored.passwordHash)).toBe(true);
    },
  );
});
