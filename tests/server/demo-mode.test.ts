/** Demo mode is explicit: what buildApp serves and what the seed writes, with and without it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { demoAccountsWithPublishedPasswords, seedDemoAccounts } from '../../server/db/seed/accounts-seed.ts';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import { seedDemoTenant } from '../../server/db/seed/seed.ts';
import { demoModeNotice } from '../../server/startup.ts';
import { startTestApp, TEST_PUBLIC_BASE_URL, TEST_SCRYPT, type TestApp } from './support/test-app.ts';

const DEMO_EMAILS = Object.values(DEMO_ACCOUNTS).map((account) => account.email);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const demoAccounts = async () =>
  (await t.db.selectFrom('users').select('email').where('email', 'in', DEMO_EMAILS).execute()).length;

describe('the dev mailbox exists only in demo mode', () => {
  const appWith = (env: Record<string, string>) =>
    buildApp({
      config: readConfig({ STATIC_DIR: `${t.database.dir}/no-build`, DATA_DIR: t.database.dir, ...env }),
      db: t.db,
    });

  it.each([
    ['unset', {}],
    ['0', { DEMO_MODE: '0' }],
  ])('with DEMO_MODE %s, GET /dev/mailbox answers the normal not-found page (404)', async (_label, env) => {
    const app = await appWith(env);
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox/20260101T000000000Z-00000000']) {
        const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
        expect(response.statusCode, url).toBe(404);
        expect(response.body).toBe('The app is not built: run `npm run build`, then start the server again.');
      }
    } finally {
      await app.close();
    }
  });

  it('with DEMO_MODE=1 (and no SMTP_URL) the mailbox is served', async () => {
    const app = await appWith({ DEMO_MODE: '1' });
    try {
      const response = await app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Dev mailbox');
    } finally {
      await app.close();
    }
  });
});

describe('demo accounts exist only in demo mode', () => {
  it('the tenant seed (every start) creates no demo accounts', async () => {
    await seedDemoTenant(t.db, TEST_PUBLIC_BASE_URL);
    expect(await demoAccounts()).toBe(0);
  });

  it('the demo-mode seed creates them; one deleted by an operator is not re-created by the tenant seed', async () => {
    await seedDemoAccounts(t.db, TEST_SCRYPT);
    expect(await demoAccounts()).toBe(3);
    await t.db.deleteFrom('users').where('email', '=', DEMO_ACCOUNTS.staff.email).execute();
    await seedDemoTenant(t.db, TEST_PUBLIC_BASE_URL);
    expect(await demoAccounts()).toBe(2);
    expect(await demoAccountsWithPublishedPasswords(t.db)).toEqual([
      DEMO_ACCOUNTS.certified.email,
      DEMO_ACCOUNTS.uncertified.email,
    ]);
    await seedDemoAccounts(t.db, TEST_SCRYPT);
    expect(await demoAccounts()).toBe(3);
  });

  it('a demo account whose password was changed is not reported as published', async () => {
    await t.db
      .updateTable('users')
      .set({ passwordHash: 'scrypt$1024$8$1$AAAA$AAAA' })
      .where('email', '=', DEMO_ACCOUNTS.certified.email)
      .execute();
    expect(await demoAccountsWithPublishedPasswords(t.db)).not.toContain(DEMO_ACCOUNTS.certified.email);
  });
});

describe('the demo-mode notice (first lines of output)', () => {
  const notice = (env: Record<string, string>) => demoModeNotice(readConfig(env));

  it('is empty without demo mode', () => {
    expect(notice({ PUBLIC_BASE_URL: 'https://portal.example.com', HOST: '0.0.0.0' })).toEqual([]);
  });

  it('names the demo accounts and the mailbox address, and says never to expose it', () => {
    expect(notice({ DEMO_MODE: '1', PORT: '8080' })).toEqual([
      'demo mode: demo accounts, dev mailbox at http://localhost:8080/dev/mailbox; never expose this',
    ]);
  });

  it.each(['http://127.0.0.1:8080', 'http://[::1]:8080', 'http://portal.localhost'])(
    'has no warning for the local address %s',
    (url) => {
      expect(notice({ DEMO_MODE: '1', PUBLIC_BASE_URL: url })).toHaveLength(1);
    },
  );

  it('warns when PUBLIC_BASE_URL is not on localhost', () => {
    expect(notice({ DEMO_MODE: '1', PUBLIC_BASE_URL: 'http://192.168.1.20:8080' })[1]).toBe(
      'demo mode: WARNING: PUBLIC_BASE_URL http://192.168.1.20:8080 is not on localhost; anyone who reaches it can sign in with the published demo passwords and read every reset link',
    );
  });

  it('warns when HOST listens beyond this machine', () => {
    expect(notice({ DEMO_MODE: '1', HOST: '0.0.0.0' })[1]).toBe(
      'demo mode: WARNING: HOST 0.0.0.0 listens beyond this machine; anyone who reaches it can sign in with the published demo passwords and read every reset link',
    );
  });

  it('says there is no mailbox when mail goes out through SMTP', () => {
    expect(notice({ DEMO_MODE: '1', SMTP_URL: 'smtp://mail.example.com' })).toEqual([
      'demo mode: demo accounts (mail goes out through SMTP_URL, no dev mailbox); never expose this',
    ]);
  });
});
