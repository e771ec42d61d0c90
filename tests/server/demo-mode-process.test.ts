/**
 * Demo mode is explicit: the real process (node server/main.ts) started with and without
 * DEMO_MODE on one data folder, in order: production, demo, an operator's deletion, production, demo.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../domain/api/accounts-paths.ts';
import type { Database } from '../../server/db/schema.ts';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts.ts';
import {
  freePort,
  PROCESS_TEST_TIMEOUT_MS,
  postJson,
  type ServerProcess,
  startServer,
} from './support/server-process.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const DEMO_EMAILS = Object.values(DEMO_ACCOUNTS).map((account) => account.email);

let database: TestDatabase;
let db: Database;
let env: Record<string, string>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.open();
  env = {
    DATA_DIR: database.dir,
    STATIC_DIR: path.join(database.dir, 'no-build'),
    LOG_LEVEL: 'info',
    ...(database.config.kind === 'postgres' ? { DATABASE_URL: database.config.url } : {}),
  };
});
afterAll(() => database.drop());

const demoAccountsInDatabase = async (): Promise<string[]> =>
  (
    await db.selectFrom('users').select('email').where('email', 'in', DEMO_EMAILS).orderBy('email').execute()
  ).map((row) => row.email);

/** Starts on a free port and waits until it listens. */
const start = async (
  extra: Record<string, string> = {},
): Promise<{ server: ServerProcess; port: number }> => {
  const port = await freePort();
  const server = startServer({ ...env, PORT: String(port), ...extra });
  try {
    await server.waitFor('portal listening');
  } catch (error) {
    // A start that never listened must not hold the database for the next test.
    await server.stop();
    throw error;
  }
  return { server, port };
};

/** The mails written to the outbox so far, as the operator finds them on the host. */
const outboxMailsTo = async (address: string): Promise<string[]> => {
  const folder = path.join(database.dir, 'outbox');
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const mails = await Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')));
  return mails.filter((mail) => mail.includes(address));
};

/** Mail leaves through a queue after the answer: wait (bounded) for the file to appear. */
const waitForMailTo = async (address: string, timeoutMs = 20_000): Promise<string[]> => {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const mails = await outboxMailsTo(address);
    if (mails.length > 0 || performance.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const REGISTERED = `outbox-check.${process.pid}@example.com`;

describe('demo mode is explicit (node server/main.ts)', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('a production start (no DEMO_MODE) creates no demo accounts, /dev/mailbox answers 404, and mails still reach the outbox', async () => {
    const { server, port } = await start();
    try {
      expect(server.output()).not.toContain('demo mode');
      expect(server.output()).not.toContain('seeded the freight demo data');
      expect(await demoAccountsInDatabase()).toEqual([]);
      for (const url of ['/dev/mailbox', '/dev/mailbox/20260101T000000000Z-00000000']) {
        const response = await fetch(`http://127.0.0.1:${port}${url}`, {
          headers: { 'accept-language': 'en' },
        });
        expect(response.status, url).toBe(404);
        // The normal not-found answer for a page path (here: the app is not built).
        expect(await response.text()).toBe(
          'The app is not built: run `npm run build`, then start the server again.',
        );
      }
      const registered = await postJson(port, AccountPath.webregister, {
        email: REGISTERED,
        password: 'abc12345',
        nameEn: 'Outbox Check',
        companyId: 1,
        sendMailFlag: 2,
        webFlag: 2,
      });
      expect(registered.body.code).toBe('1');
      expect(await waitForMailTo(REGISTERED)).toHaveLength(1);
      expect(await server.stop()).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  it('in demo mode the first line says so, the demo accounts exist and the mailbox lists the outbox', async () => {
    const { server, port } = await start({ DEMO_MODE: '1' });
    try {
      expect(server.lines()[0]).toBe(
        `demo mode: demo accounts, dev mailbox at http://localhost:${port}/dev/mailbox; never expose this`,
      );
      expect(server.output()).not.toContain('WARNING');
      expect(await demoAccountsInDatabase()).toEqual([...DEMO_EMAILS].sort());
      const mailbox = await fetch(`http://127.0.0.1:${port}/dev/mailbox`);
      expect(mailbox.status).toBe(200);
      expect(await mailbox.text()).toContain(REGISTERED);
      expect(await server.stop()).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  it('a demo account deleted by an operator is not re-created by a start without demo mode (and is by one with it)', async () => {
    await db.deleteFrom('users').where('email', '=', DEMO_ACCOUNTS.staff.email).execute();
    const production = await start();
    try {
      expect(await production.server.stop()).toBe(0);
    } finally {
      production.server.child.kill('SIGKILL');
    }
    expect(await demoAccountsInDatabase()).not.toContain(DEMO_ACCOUNTS.staff.email);
    // The two left still have their published passwords: the production start said so.
    const warning = production.server.lines().find((line) => line.includes('published passwords'));
    expect(JSON.parse(warning ?? '{}')).toMatchObject({
      level: 40,
      accounts: [DEMO_ACCOUNTS.certified.email, DEMO_ACCOUNTS.uncertified.email],
    });

    const demo = await start({ DEMO_MODE: '1' });
    try {
      expect(await demo.server.stop()).toBe(0);
    } finally {
      demo.server.child.kill('SIGKILL');
    }
    expect(await demoAccountsInDatabase()).toContain(DEMO_ACCOUNTS.staff.email);
  });

  it('starting in demo mode with PUBLIC_BASE_URL not on localhost prints a warning line', async () => {
    const { server } = await start({ DEMO_MODE: '1', PUBLIC_BASE_URL: 'https://portal.example.com' });
    try {
      expect(server.lines().slice(0, 2)).toEqual([
        'demo mode: demo accounts, dev mailbox at https://portal.example.com/dev/mailbox; never expose this',
        'demo mode: WARNING: PUBLIC_BASE_URL https://portal.example.com is not on localhost; anyone who reaches it can sign in with the published demo passwords and read every reset link',
      ]);
      expect(await server.stop()).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
