/**
 * Three instances of the portal on one database (docs/deploy.md) run their background passes at the
 * same moment: each job is done once. Expired holds are released once (their stock returned once),
 * every refund is requested once at the payment provider, every due feed is pulled once, every
 * queued mail is sent once. On PostgreSQL each instance has its own connection pool; on SQLite they
 * share the file's one connection, which still interleaves their passes between statements. No
 * timer is waited for: the clock is the test's and the passes are run by `run()` and `drain()`.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPACE_PAYMENT_WINDOW_MS } from '../../../domain/constants.ts';
import { buildApp } from '../../../server/app.ts';
import { METRICS_URL } from '../../../server/plugins/metrics.ts';
import { type BookingApp, book, bookableSailing, remainingOf, startBookingApp } from '../booking/support.ts';
import { type CarrierStandIn, startCarrierStandIn } from '../feeds/carrier-stand-in.ts';
import { viewers } from '../freight/support.ts';
import { TEST_DB } from '../support/test-database.ts';

const INSTANCES = 3;
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

/** Holds whose payment window will have passed, refused paid orders with refunds due, due feeds, queued mails. */
const prepareDueWork = async () => {
  // A customer with an address: the mails about its orders go out.
  const { id: userId } = await t.db
    .insertInto('users')
    .values({
      companyId: 1,
      email: 'instances@customer.example.com',
      passwordHash: 'x',
      createdAt: t.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const customer = { ...viewers.certified, userId };
  ({ id: sailingId } = await bookableSailing(t, { '20GP': STOCK }));
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

  const at = t.now().toISOString();
  refunded = [];
  for (let index = 0; index < REFUNDS; index++) {
    const orderNo = `SO-MI-${index}`;
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
    await t.db
      .insertInto('sandboxPayments')
      .values({
        code: `code-mi-${index}`,
        orderNo,
        amountMinor: 5000,
        currency: 'CNY',
        description: 'space',
        state: 'paid',
        expiresAt: at,
        createdAt: at,
        paidAt: at,
        transactionId: `tx-mi-${index}`,
      })
      .execute();
    const refundNo = `RF-MI-${index}`;
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
    refunded.push(refundNo);
  }

  for (let index = 0; index < FEEDS; index++)
    await t.db
      .insertInto('carrierFeeds')
      .values({
        companyId: customer.companyId,
        carrierScac: `MI${index}X`,
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

  // Mails queued by requests of every instance, not delivered yet: the passes below deliver them.
  await t.db
    .insertInto('mailQueue')
    .values(
      Array.from({ length: MAILS }, () => ({
        kind: 'spaceOrder',
        payload: JSON.stringify({ kind: 'spaceOrder', orderId: held[0], event: 'paid' }),
        createdAt: at,
        nextAttemptAt: at,
      })),
    )
    .execute();
};

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
    for (let round = 0; round < 2; round++)
      await Promise.all(
        instances.flatMap((app) => [app.bookingSweeper.run(), app.feedSweeper.run(), app.mailQueue.drain()]),
      );
    await Promise.all(instances.map((app) => app.mailQueue.drain()));

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
    expect(carrier.requests.filter((line) => line.startsWith('GET /v2/events'))).toHaveLength(FEEDS);
    expect(await t.db.selectFrom('carrierFeedRuns').select('id').execute()).toHaveLength(FEEDS);

    // Each queued mail sent once (an unpaid hold's expiry sends none), and none left.
    expect((await outbox()) - sentBefore).toBe(MAILS);
    expect(await t.db.selectFrom('mailQueue').select('id').execute()).toEqual([]);
  });
});
