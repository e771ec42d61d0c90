/**
 * Account mails go out from a queue after the answer, so that the answer does not tell
 * whether an address has an account, and a queued mail survives a crash.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { createMailQueueRepository } from '../../../server/db/repositories/mail-queue-repository.ts';
import type { Database } from '../../../server/db/schema.ts';
import {
  createMailQueue,
  DELIVERY_LEASE_MS,
  MAX_ATTEMPTS,
  retryDelayMs,
} from '../../../server/mail/mail-queue.ts';
import type { MailMessage } from '../../../server/mail/mailer.ts';
import { TEST_PUBLIC_BASE_URL } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import {
  type AccountsApp,
  COMPANY_ID,
  FAST_SCRYPT,
  freshEmail,
  lastLinkTo,
  registerAndActivate,
  startAccountsApp,
  testClock,
} from './support.ts';

const sendMail = (t: AccountsApp, email: string) =>
  t.call(AccountPath.forgetOrRegistSendMail, { email, companyId: COMPANY_ID, sendMailFlag: 1, webFlag: 2 });

const queueRows = (db: Database) => db.selectFrom('mailQueue').selectAll().orderBy('id').execute();

describe('mail timing oracle: forgetOrRegistSendMail answers before any mail goes out', () => {
  let t: AccountsApp;
  beforeAll(async () => {
    t = await startAccountsApp();
    // No deliveries behind the test's back: the queue rows stay until the test drains them.
    await t.app.ready();
    await t.app.mailQueue.stop();
  });
  afterAll(() => t.close());

  it('a known and an unknown address get the same answer and the same queue work; only the known one is mailed', async () => {
    const known = await registerAndActivate(t);
    const unknown = freshEmail('unknown');
    const before = (await queueRows(t.db)).length;
    const a = await sendMail(t, known.email);
    const b = await sendMail(t, unknown);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    expect(b.json()).toEqual({ code: '1', message: 'Successful mail delivery' });

    const rows = (await queueRows(t.db)).slice(before);
    expect(rows).toHaveLength(2);
    const [forKnown, forUnknown] = rows.map(
      ({ id: _id, createdAt: _c, nextAttemptAt: _n, payload, ...row }) => ({
        ...row,
        payload: JSON.parse(payload),
      }),
    );
    const job = (email: string) => ({ kind: 'reset', companyId: COMPANY_ID, email, webFlag: 2 });
    const row = { kind: 'reset', status: 'queued', attempts: 0, lastError: '' };
    expect(forKnown).toEqual({ ...row, payload: job(known.email) });
    expect(forUnknown).toEqual({ ...row, payload: job(unknown) });
    // The worker composes and sends after the answer; for the unknown address it finds no one.
    await t.app.mailQueue.drain();
    const mails = await t.outbox();
    expect(mails.filter((mail) => mail.to === known.email).at(-1)?.subject).toBe('Reset your password');
    expect(mails.filter((mail) => mail.to === unknown)).toEqual([]);
    expect(await queueRows(t.db)).toEqual([]);
  });

  it('the queue holds no link token: the token is issued when the mail goes out', async () => {
    const known = await registerAndActivate(t);
    await sendMail(t, known.email);
    const queued = JSON.stringify(await queueRows(t.db));
    const tokensBefore = await t.db.selectFrom('mailTokens').select('tokenHash').execute();
    const { token } = await lastLinkTo(t, known.email);
    expect(queued).not.toContain(token);
    const tokensAfter = await t.db.selectFrom('mailTokens').select('tokenHash').execute();
    expect(tokensAfter.length).toBe(tokensBefore.length + 1);
  });
});

describe('a mail queued is sent after a crash', () => {
  it('a row queued by an app that stopped before delivering is delivered when the next app starts', async () => {
    const t = await startAccountsApp();
    try {
      await t.app.ready();
      // The process answers, then dies before its worker delivers.
      await t.app.mailQueue.stop();
      const email = freshEmail('crash');
      const answer = await t.call(AccountPath.webregister, {
        email,
        password: 'abc12345',
        nameEn: 'After Crash',
        companyId: COMPANY_ID,
        sendMailFlag: 2,
        webFlag: 2,
      });
      expect(answer.json().code).toBe('1');
      await t.app.close();
      expect(await queueRows(t.db)).toHaveLength(1);
      expect(await readdir(t.outboxDir).catch(() => [])).toEqual([]);

      // A new process on the same database and data folder.
      const config = readConfig({ DATA_DIR: t.database.dir, PUBLIC_BASE_URL: TEST_PUBLIC_BASE_URL });
      const db = t.database.open();
      const restarted = await buildApp({
        config: { ...config, staticDir: path.join(t.database.dir, 'no-build') },
        db,
        now: t.clock.now,
        scrypt: FAST_SCRYPT,
      });
      await restarted.ready();
      // Stopping waits for the delivery pass that starting began; nothing else delivers here.
      await restarted.mailQueue.stop();
      const names = (await readdir(t.outboxDir)).filter((name) => name.endsWith('.json'));
      expect(names).toHaveLength(1);
      const mail = JSON.parse(await readFile(path.join(t.outboxDir, names[0] ?? ''), 'utf8'));
      expect(mail).toMatchObject({ to: email, subject: 'Activate your account' });
      expect(await queueRows(db)).toEqual([]);
      const token = new URL(mail.links[0]).searchParams.get('token');
      const activated = await restarted.inject({
        method: 'POST',
        url: `/api/${AccountPath.forgetPasswordDecryptToken}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ token, sendMailFlag: 2, webFlag: 2, companyId: COMPANY_ID }),
      });
      expect(activated.json()).toMatchObject({ code: '1', validateMap: { email, nameEn: 'After Crash' } });
      await restarted.close();
    } finally {
      await t.database.drop();
    }
  }, 30_000);
});

describe('the mail queue worker: retries with backoff, leases, gives up', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.open();
    await migrateToLatest(db);
  });
  afterAll(() => database.drop());

  type Job = { kind: 'note'; to: string };
  const compose = async (job: Job): Promise<MailMessage> => ({
    to: job.to,
    subject: 'Note',
    text: 'hi',
    html: '',
  });

  /** A mailer that fails its first `failures` sends and records the rest. */
  const flakyMailer = (failures: number) => {
    const sent: string[] = [];
    let attempts = 0;
    return {
      sent,
      attempts: () => attempts,
      mailer: {
        outboxDir: null,
        send: async (message: MailMessage) => {
          attempts += 1;
          if (attempts <= failures) throw new Error(`smtp down (${attempts})`);
          sent.push(message.to);
        },
      },
    };
  };

  const setUp = (failures: number) => {
    const clock = testClock();
    const flaky = flakyMailer(failures);
    const queue = createMailQueue<Job>({
      queue: createMailQueueRepository(db),
      mailer: flaky.mailer,
      compose,
      now: clock.now,
    });
    return { clock, flaky, queue };
  };

  it('a failed delivery is retried after 1, then 2 minutes, and not before', async () => {
    const { clock, flaky, queue } = setUp(2);
    const to = freshEmail('retry');
    await queue.enqueue({ kind: 'note', to });
    await queue.drain();
    expect(flaky.attempts()).toBe(1);
    const [row] = await queueRows(db);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'smtp down (1)' });
    expect(Date.parse(row?.nextAttemptAt ?? '')).toBe(clock.now().getTime() + retryDelayMs(1));

    clock.advance(retryDelayMs(1) - 1);
    await queue.drain();
    expect(flaky.attempts()).toBe(1);
    clock.advance(1);
    await queue.drain();
    expect(flaky.attempts()).toBe(2);
    clock.advance(retryDelayMs(2));
    await queue.drain();
    expect(flaky.sent).toEqual([to]);
    expect(await queueRows(db)).toEqual([]);
  });

  it('a delivery whose process died mid-way is taken up again once its lease runs out', async () => {
    const { clock, flaky, queue } = setUp(0);
    const repository = createMailQueueRepository(db);
    await queue.enqueue({ kind: 'note', to: 'leased@example.com' });
    const [due] = await repository.findDue(clock.now().toISOString(), 10);
    // Another process claimed it and crashed before sending.
    expect(
      await repository.claim(
        due ?? { id: 0, kind: '', payload: '', attempts: 0 },
        new Date(clock.now().getTime() + DELIVERY_LEASE_MS).toISOString(),
      ),
    ).toBe(true);
    await queue.drain();
    expect(flaky.sent).toEqual([]);
    clock.advance(DELIVERY_LEASE_MS);
    await queue.drain();
    expect(flaky.sent).toEqual(['leased@example.com']);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and keeps the row as failed`, async () => {
    const { clock, flaky, queue } = setUp(Number.POSITIVE_INFINITY);
    await queue.enqueue({ kind: 'note', to: 'never@example.com' });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS + 2; attempt += 1) {
      await queue.drain();
      clock.advance(retryDelayMs(attempt));
    }
    expect(flaky.attempts()).toBe(MAX_ATTEMPTS);
    expect(await queueRows(db)).toMatchObject([
      { status: 'failed', attempts: MAX_ATTEMPTS, lastError: `smtp down (${MAX_ATTEMPTS})` },
    ]);
  });
});
