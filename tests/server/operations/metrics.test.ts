/**
 * GET /metrics (docs/deploy.md): Prometheus's text with request latency by route pattern, holds
 * taken and refused by reason, the background jobs' runs, the mail queue's depth, the payment
 * provider's calls and errors and the process's own metrics; answered only to METRICS_ALLOW's
 * peers, judged by the socket and never by X-Forwarded-For.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_METRICS_ALLOW } from '../../../server/config.ts';
import { addressesAllowed, METRICS_URL } from '../../../server/plugins/metrics.ts';
import { type BookingApp, book, bookableSailing, startBookingApp } from '../booking/support.ts';
import { viewers } from '../freight/support.ts';

let t: BookingApp;
beforeAll(async () => {
  // Behind a balancer that is trusted for X-Forwarded-For; Prometheus scrapes from 10.1.0.0/16.
  t = await startBookingApp({ TRUST_PROXY: 'true', METRICS_ALLOW: '10.1.0.0/16, 192.0.2.7' });
});
afterAll(() => t.close());

const scrape = (app: FastifyInstance, remoteAddress = '10.1.2.3', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: METRICS_URL, remoteAddress, headers });

/** The sample of `name` whose labels include `labels`; 0 when there is none yet. */
const sample = async (name: string, labels: Record<string, string> = {}): Promise<number> => {
  const text = (await scrape(t.app)).body;
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const have = (match[2] ?? '').split(',');
    if (wanted.every((pair) => have.includes(pair))) return Number(match[3]);
  }
  return 0;
};

describe('metrics: what the operator sees', () => {
  it('names every metric, the process metrics included, in the Prometheus text format', async () => {
    const answer = await scrape(t.app);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    for (const name of [
      'http_request_duration_seconds',
      'portal_holds_taken_total',
      'portal_holds_refused_total',
      'portal_sweeper_runs_total',
      'portal_mail_queue_depth',
      'portal_payment_provider_requests_total',
      'portal_payment_provider_errors_total',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(answer.body).toContain(`# TYPE ${name} `);
  });

  it('a hold counts as taken, a refused attempt as refused with its reason, and the latency is by route pattern', async () => {
    const customer = viewers.certified;
    const stocked = await bookableSailing(t, { '20GP': 1 });
    const taken = await sample('portal_holds_taken_total');
    const held = await book(t, customer, {
      sailingId: stocked.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
    });
    expect(held.status).toBe(200);
    expect((held as { orderStatus?: string }).orderStatus).toBe('awaitingPayment');
    expect(await sample('portal_holds_taken_total')).toBe(taken + 1);

    const soldOut = { reason: 'emptySpaceCannotBeBooked' };
    const refused = await sample('portal_holds_refused_total', soldOut);
    const again = await book(t, customer, {
      sailingId: stocked.id,
      containers: [{ containerType: '20GP', quantity: 1 }],
    });
    expect(again.message).toBe('An empty space cannot be booked');
    expect(await sample('portal_holds_refused_total', soldOut)).toBe(refused + 1);
    expect(await sample('portal_holds_taken_total')).toBe(taken + 1);

    const route = { method: 'POST', route: '/api/space/bookSpace' };
    expect(await sample('http_request_duration_seconds_count', route)).toBe(2);
    // A raw URL never becomes a label: a visitor's paths would grow the series without bound.
    await t.app.inject({ method: 'GET', url: '/no/such/page/9183746?q=x' });
    expect((await scrape(t.app)).body).not.toContain('9183746');
  });

  it('a sweeper pass and a mail delivery pass count each job run with its outcome; the mail queue depth is read on the scrape', async () => {
    const expireRuns = await sample('portal_sweeper_runs_total', { job: 'expireDue', outcome: 'ok' });
    const refundRuns = await sample('portal_sweeper_runs_total', { job: 'processRefunds', outcome: 'ok' });
    await t.app.bookingSweeper.run();
    expect(await sample('portal_sweeper_runs_total', { job: 'expireDue', outcome: 'ok' })).toBe(
      expireRuns + 1,
    );
    expect(await sample('portal_sweeper_runs_total', { job: 'processRefunds', outcome: 'ok' })).toBe(
      refundRuns + 1,
    );

    const mailRuns = await sample('portal_sweeper_runs_total', { job: 'mail', outcome: 'ok' });
    await t.app.mailQueue.drain();
    expect(await sample('portal_sweeper_runs_total', { job: 'mail', outcome: 'ok' })).toBeGreaterThan(
      mailRuns,
    );
    await t.db
      .insertInto('mailQueue')
      .values({
        kind: 'signIn',
        payload: '{}',
        createdAt: t.now().toISOString(),
        nextAttemptAt: '2999-01-01T00:00:00.000Z',
      })
      .execute();
    expect(await sample('portal_mail_queue_depth')).toBe(1);
    await t.db.deleteFrom('mailQueue').execute();
    expect(await sample('portal_mail_queue_depth')).toBe(0);
  });
});

describe('metrics: only the operator network (METRICS_ALLOW)', () => {
  it('answers 404 to a peer outside METRICS_ALLOW, whatever X-Forwarded-For it sends', async () => {
    expect((await scrape(t.app, '192.0.2.7')).statusCode).toBe(200);
    const outside = await scrape(t.app, '203.0.113.9');
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('portal_holds_taken_total');
    expect((await scrape(t.app, '203.0.113.9', { 'x-forwarded-for': '10.1.2.3' })).statusCode).toBe(404);
    // Loopback is not allowed once METRICS_ALLOW names the operator's network instead.
    expect((await scrape(t.app, '127.0.0.1')).statusCode).toBe(404);
  });

  it('allows loopback only by default, an IPv4 peer of a dual-stack socket included', () => {
    const allowed = addressesAllowed(DEFAULT_METRICS_ALLOW);
    expect(['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1'].map(allowed)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['10.0.0.1', '::2', '::ffff:10.0.0.1', undefined, 'localhost'].map(allowed)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
