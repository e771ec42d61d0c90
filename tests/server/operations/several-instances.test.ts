/**
 * Three instances of the portal on one database (docs/deploy.md) run their background passes at the
 * same moment: each job is done once. Expired holds are released once (their stock returned once),
 * every refund is requested once at the payment provider, every due feed is pulled once, every
 * queued mail is sent once. On PostgreSQL each instance has its own connection pool; on SQLite they
 * share the file's one connection, which still interleaves their passes between statements; and
 * three processes on one database file (or PostgreSQL) do the same. No timer is waited for: the
 * clock is the test's (a process's is pinned) and the passes are run by `run()` and `drain()`.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPACE_PAYMENT_WINDOW_MS } from '../../../domain/constants.ts';
import { buildApp } from '../../../server/app.ts';
import { createCarrierFeedRepository } from '../../../server/db/repositories/carrier-feed-repository.ts';
import { createMailQueueRepository } from '../../../server/db/repositories/mail-queue-repository.ts';
import { createSpaceOrderRepository } from '../../../server/db/repositories/space-order-repository.ts';
import { DELIVERY_LEASE_MS } from '../../../server/mail/mail-queue.ts';
import { METRICS_URL } from '../../../server/plugins/metrics.ts';
import { REFUND_LEASE_MS } from '../../../server/services/booking/payments.ts';
import { FEED_CLAIM_MS } from '../../../server/services/feeds/feed-service.ts';
import {
  type BookingApp,
  book,
  bookableSailing,
  paidAtTheSandbox,
  remainingOf,
  startBookingApp,
} from '../booking/support.ts';
import { type CarrierStandIn, startCarrierStandIn } from '../feeds/carrier-stand-in.ts';
import { viewers } from '../freight/support.ts';
import { PROCESS_TEST_TIMEOUT_MS } from '../support/server-process.ts';
import { TEST_DB } from '../support/test-database.ts';

const INSTANCES = 3;
const INSTANCE_SCRIPT = path.resolve('tests/server/operations/instance-passes.ts');
const HOLDS = 4;
const STOCK = 10;
const REFUNDS = 3;
const FEEDS = 3;
const MAILS = 20;

let t: BookingApp;
let instances: FastifyInstance[];
let carrier: CarrierStandIn;
let sailingId: number;
let held: number[];
let refunded: string[];

beforeAll(async () => {
  t = await startBookingApp();
  // The first instance is the test's app; the others are the same deployment on the same database.
  const others = await Promise.all(
    Array.from({ length: INSTANCES - 1 }, () =>
      buildApp({
        config: t.config,
        db: TEST_DB === 'postgres' ? t.database.open() : t.db,
        now: t.now,
      }),
    ),
  );
  instances = [t.app, ...others];
  // Started as a deployment's instances are (mail queue, sweepers), their start-up passes over.
  await Promise.all(instances.map((app) => app.ready()));
  await Promise.all(instances.map((app) => Promise.all([app.bookingSweeper.run(), app.feedSweeper.run()])));
  carrier = await startCarrierStandIn();
  carrier.pages.set('', { events: [] });
}, 60_000);
afterAll(async () => {
  await carrier.close();
  await Promise.all(instances.slice(1).map((app) => app.close()));
  await t.close();
});

let customer: typeof viewers.certified;
let made = 0;

/** A customer with an address (the mails about its orders go out) and a stocked sailing. */
const prepareCustomer = async () => {
  made += 1;
  const { id: userId } = await t.db
    .insertInto('users')
    .values({
      companyId: 1,
      email: `instances-${made}@customer.example.com`,
      passwordHash: 'x',
      createdAt: t.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  customer = { ...viewers.certified, userId };
  ({ id: sailingId } = await bookableSailing(t, { '20GP': STOCK }));
};

/** A refused order paid through the sandbox, its refund pending and due now; its refund number. */
const dueRefund = async (): Promise<string> => {
  made += 1;
  const at = t.now().toISOString();
  const orderNo = `SO-MI-${made}`;
  const { id: orderId } = await t.db
    .insertInto('spaceOrders')
    .values({
      orderNo,
      companyId: customer.companyId,
      userId: customer.userId,
      sailingId,
      status: 'refused',
      amountMinor: 5000,
      currency: 'CNY',
      payAmountMinor: 5000,
      payCurrency: 'CNY',
      cnyPerUnitMicro: null,
      rateEffectiveOn: null,
      attorneyFile: null,
      provider: 'sandbox',
      transactionId: null,
      createdAt: at,
      expiresAt: at,
      paidAt: at,
      closedAt: at,
      reason: 'no space',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await paidAtTheSandbox(t.db, {
    orderNo,
    amountMinor: 5000,
    currency: 'CNY',
    paidAt: at,
    transactionId: `tx-mi-${made}`,
  });
  const refundNo = `RF-MI-${made}`;
  await t.db
    .insertInto('refunds')
    .values({
      refundNo,
      orderId,
      cause: 'refused',
      amountMinor: 5000,
      currency: 'CNY',
      state: 'pending',
      dueDate: at.slice(0, 10),
      createdAt: at,
      refundedAt: null,
      nextAttemptAt: at,
    })
    .execute();
  return refundNo;
};

/** A carrier feed due now (no API key, no lanes: one events page per pull). */
const dueFeed = async (): Promise<void> => {
  made += 1;
  const at = t.now().toISOString();
  await t.db
    .insertInto('carrierFeeds')
    .values({
      companyId: customer.companyId,
      carrierScac: `MI${made}X`,
      baseUrl: carrier.baseUrl,
      apiKeySealed: null,
      intervalMinutes: 60,
      eventCursor: null,
      nextRunAt: at,
      lastRunAt: null,
      lastResultJson: null,
      subscriptionId: null,
      secretSealed: null,
      previousSecretSealed: null,
      previousSecretUntil: null,
      createdAt: at,
    })
    .execute();
};

/** Mails queued by requests of any instance, not delivered yet. */
const queueMails = async (count: number, orderId: number): Promise<void> => {
  const at = t.now().toISOString();
  await t.db
    .insertInto('mailQueue')
    .values(
      Array.from({ length: count }, () => ({
        kind: 'spaceOrder',
        payload: JSON.stringify({ kind: 'spaceOrder', orderId, event: 'paid' }),
        createdAt: at,
        nextAttemptAt: at,
      })),
    )
    .execute();
};

/** Holds whose payment window will have passed, refused paid orders with refunds due, due feeds, queued mails. */
const prepareDueWork = async () => {
  await prepareCustomer();
  held = [];
  for (let index = 0; index < HOLDS; index++) {
    const answer = await book(t, customer, {
      sailingId,
      containers: [{ containerType: '20GP', quantity: 1 }],
    });
    held.push((answer as { orderId?: number }).orderId!);
  }
  expect(await remainingOf(t, sailingId)).toEqual({ '20GP': STOCK - HOLDS });
  await t.app.mailQueue.drain();
  refunded = [];
  for (let index = 0; index < REFUNDS; index++) refunded.push(await dueRefund());
  for (let index = 0; index < FEEDS; index++) await dueFeed();
  await queueMails(MAILS, held[0]!);
};

/** Every instance's passes started together, as often as `rounds`. */
const passesAtOnce = async (rounds = 1): Promise<void> => {
  for (let round = 0; round < rounds; round++)
    await Promise.all(
      instances.flatMap((app) => [app.bookingSweeper.run(), app.feedSweeper.run(), app.mailQueue.drain()]),
    );
  await Promise.all(instances.map((app) => app.mailQueue.drain()));
};

const eventsPulls = () => carrier.requests.filter((line) => line.startsWith('GET /v2/events')).length;

const outbox = async (): Promise<number> =>
  (await readdir(path.join(t.database.dir, 'outbox')).catch(() => [])).filter((name) =>
    name.endsWith('.json'),
  ).length;

/** The provider calls of `operation` the instances made, from each instance's own metrics. */
const providerCalls = async (operation: string): Promise<number> => {
  let total = 0;
  for (const app of instances) {
    const text = (await app.inject({ method: 'GET', url: METRICS_URL })).body;
    const line = text
      .split('\n')
      .find((entry) => entry.startsWith(`portal_payment_provider_requests_total{operation="${operation}"}`));
    total += line === undefined ? 0 : Number(line.split(' ')[1]);
  }
  return total;
};

describe('several instances on one database: every background job runs once', () => {
  it('three instances sweeping at once release each expired hold once, refund once, pull each feed once and send each mail once', async () => {
    await prepareDueWork();
    const refundsBefore = await providerCalls('refund');
    const sentBefore = await outbox();
    t.advance(SPACE_PAYMENT_WINDOW_MS + 1_000);

    // Two rounds of passes started together on every instance: the second finds nothing left to do.
    // What is counted is what happened (the provider's, the carrier's, the outbox), not the passes'
    // reports: an instance's own timer may add a pass of its own on a slow machine.
    await passesAtOnce(2);

    // Each expired hold released once, its stock returned once.
    expect(await remainingOf(t, sailingId)).toEqual({ '20GP': STOCK });
    const expiries = await t.db
      .selectFrom('recordEvents')
      .select('recordId')
      .where('kind', '=', 'spaceOrder')
      .where('event', '=', 'expire')
      .where('recordId', 'in', held)
      .execute();
    expect(expiries.map((row) => row.recordId).sort()).toEqual([...held].sort());

    // Each refund asked of the provider once, and settled.
    expect((await providerCalls('refund')) - refundsBefore).toBe(REFUNDS);
    const states = await t.db
      .selectFrom('refunds')
      .select('state')
      .where('refundNo', 'in', refunded)
      .execute();
    expect(states.map((row) => row.state)).toEqual(Array(REFUNDS).fill('succeeded'));

    // Each due feed pulled once.
    expect(eventsPulls()).toBe(FEEDS);
    expect(await t.db.selectFrom('carrierFeedRuns').select('id').execute()).toHaveLength(FEEDS);

    // Each queued mail sent once (an unpaid hold's expiry sends none), and none left.
    expect((await outbox()) - sentBefore).toBe(MAILS);
    expect(await t.db.selectFrom('mailQueue').select('id').execute()).toEqual([]);
  });

  it('work claimed by an instance that died is taken again once its lease ends, by one instance, once', async () => {
    const orderId = held[0]!;
    const refundNo = await dueRefund();
    await dueFeed();
    await queueMails(1, orderId);
    // The dead instance's claims: each row taken, as its pass took them, and nothing done with them.
    const at = t.now();
    const orders = createSpaceOrderRepository(t.db);
    const refund = (await orders.refundByNo(refundNo))!;
    expect(await orders.claimRefund(refund, new Date(at.getTime() + REFUND_LEASE_MS).toISOString())).toBe(
      true,
    );
    const mailQueue = createMailQueueRepository(t.db);
    const [mail] = await mailQueue.findDue(at.toISOString(), 1);
    expect(await mailQueue.claim(mail!, new Date(at.getTime() + DELIVERY_LEASE_MS).toISOString())).toBe(true);
    const feeds = createCarrierFeedRepository(t.db);
    const [feed] = await feeds.due(at.toISOString(), 1);
    expect(
      await feeds.claim(feed!.id, feed!.nextRunAt, new Date(at.getTime() + FEED_CLAIM_MS).toISOString()),
    ).toBe(true);

    const refundsBefore = await providerCalls('refund');
    const queriesBefore = await providerCalls('queryRefund');
    const sentBefore = await outbox();
    const pullsBefore = eventsPulls();
    // While the leases run, the living instances leave the claimed work alone.
    t.advance(Math.min(REFUND_LEASE_MS, DELIVERY_LEASE_MS, FEED_CLAIM_MS) - 1_000);
    await passesAtOnce();
    expect((await orders.refundByNo(refundNo))!.state).toBe('pending');
    expect(await outbox()).toBe(sentBefore);
    expect(eventsPulls()).toBe(pullsBefore);

    // Past every lease: one of them takes each again. The refund's provider is asked first (the dead
    // instance may have posted it), then the refund is posted once.
    t.advance(Math.max(REFUND_LEASE_MS, DELIVERY_LEASE_MS, FEED_CLAIM_MS));
    await passesAtOnce(2);
    expect((await orders.refundByNo(refundNo))!.state).toBe('succeeded');
    expect((await providerCalls('queryRefund')) - queriesBefore).toBe(1);
    expect((await providerCalls('refund')) - refundsBefore).toBe(1);
    expect((await outbox()) - sentBefore).toBe(1);
    expect(eventsPulls() - pullsBefore).toBe(1);
  });

  it(
    'three processes on one database (SQLite file or PostgreSQL) started at once do each job once',
    async () => {
      const sentBefore = await outbox();
      const pullsBefore = eventsPulls();
      const callsBefore = await providerCalls('refund');
      await prepareDueWork();
      t.advance(SPACE_PAYMENT_WINDOW_MS + 1_000);
      const env = {
        PATH: process.env.PATH ?? '',
        DATA_DIR: t.database.dir,
        STATIC_DIR: t.config.staticDir,
        PUBLIC_BASE_URL: t.config.publicBaseUrl,
        SCRYPT_COST: String(t.config.scryptCost),
        ...(t.database.config.kind === 'postgres' ? { DATABASE_URL: t.database.config.url } : {}),
      };
      const children = Array.from({ length: INSTANCES }, () =>
        spawn(process.execPath, [INSTANCE_SCRIPT, String(t.now().getTime())], {
          env,
          stdio: ['pipe', 'pipe', 'inherit'],
        }),
      );
      const outputs = children.map((child) => {
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        return { text: () => text, exited: once(child, 'exit') };
      });
      const ready = (index: number) =>
        new Promise<void>((resolve) => {
          const look = () => (outputs[index]!.text().includes('ready\n') ? resolve() : setTimeout(look, 20));
          look();
        });
      await Promise.all(children.map((_, index) => ready(index)));
      for (const child of children) child.stdin.end('go\n');
      const codes = await Promise.all(outputs.map(({ exited }) => exited.then(([code]) => code)));
      expect(codes).toEqual(Array(INSTANCES).fill(0));
      const refundCalls = outputs
        .map(({ text }) => JSON.parse(text().split('\n').filter(Boolean).at(-1)!) as Record<string, number>)
        .reduce((sum, calls) => sum + (calls.refund ?? 0), 0);

      expect(await remainingOf(t, sailingId)).toEqual({ '20GP': STOCK });
      const expiries = await t.db
        .selectFrom('recordEvents')
        .select('recordId')
        .where('kind', '=', 'spaceOrder')
        .where('event', '=', 'expire')
        .where('recordId', 'in', held)
        .execute();
      expect(expiries.map((row) => row.recordId).sort()).toEqual([...held].sort());
      // The processes', and any this process's instances made on a timer of their own meanwhile.
      expect(refundCalls + (await providerCalls('refund')) - callsBefore).toBe(REFUNDS);
      const states = await t.db
        .selectFrom('refunds')
        .select('state')
        .where('refundNo', 'in', refunded)
        .execute();
      expect(states.map((row) => row.state)).toEqual(Array(REFUNDS).fill('succeeded'));
      expect(eventsPulls() - pullsBefore).toBe(FEEDS);
      expect((await outbox()) - sentBefore).toBe(MAILS);
      expect(await t.db.selectFrom('mailQueue').select('id').execute()).toEqual([]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
