/**
 * The sandbox pay page's two calls through Fastify: no sign-in, the envelope, the booking
 * messages in both languages, and the per-IP limit kept in the database's counters.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BookingPath } from '../../../domain/api/booking-paths.ts';
import { formatBookingMessage } from '../../../domain/booking/messages.ts';
import { SPACE_PAYMENT_WINDOW_MS } from '../../../domain/constants.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { createRateLimitRepository } from '../../../server/db/repositories/rate-limit-repository.ts';
import { createSandboxPaymentRepository } from '../../../server/db/repositories/sandbox-payment-repository.ts';
import type { Database } from '../../../server/db/schema.ts';
import { registerErrorHandler } from '../../../server/plugins/error-handling.ts';
import { decorateRequestContext } from '../../../server/plugins/request-context.ts';
import { SANDBOX_PAY_PER_IP, sandboxPayRoutes } from '../../../server/routes/sandbox-pay-routes.ts';
import { createRateLimiter } from '../../../server/services/accounts/rate-limiter.ts';
import { createSandboxProvider, type SandboxProvider } from '../../../server/services/payment/sandbox.ts';
import { testNowMs } from '../../support/test-clock.ts';
import { post } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let db: Database;
let app: FastifyInstance;
let sandbox: SandboxProvider;
let nowMs = testNowMs();
const clock = () => new Date(nowMs);
let notifications = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.open();
  await migrateToLatest(db);
  sandbox = createSandboxProvider({
    payments: createSandboxPaymentRepository(db),
    now: clock,
    publicBaseUrl: 'http://portal.test',
    secret: 'sandbox-route-test-secret-of-32-characters',
    deliver: async () => {
      notifications += 1;
    },
    onDeliveryError: () => {},
  });
  app = Fastify();
  decorateRequestContext(app);
  registerErrorHandler(app);
  await app.register(sandboxPayRoutes, {
    sandbox,
    limiter: createRateLimiter(createRateLimitRepository(db), clock),
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});
beforeEach(async () => {
  nowMs = testNowMs();
  notifications = 0;
  await db.deleteFrom('rateLimitCounters').execute();
});

let orders = 0;
const openPayment = async () => {
  orders += 1;
  const orderNo = `SR${String(orders).padStart(8, '0')}`;
  const { codeUrl } = await sandbox.create({
    orderNo,
    amountMinor: 880_000,
    currency: 'USD',
    description: 'Space booking',
    expiresAt: new Date(nowMs + SPACE_PAYMENT_WINDOW_MS),
  });
  return { orderNo, code: new URL(codeUrl).searchParams.get('code') ?? '' };
};

describe('sandbox pay page API', () => {
  it('getSandboxPayment needs no sign-in and answers the payment the phone is about to pay', async () => {
    const { code, orderNo } = await openPayment();
    const response = await post(app, BookingPath.getSandboxPayment, { code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: '1',
      message: '成功',
      data: {
        orderNo,
        amount: 8800,
        currency: 'USD',
        description: 'Space booking',
        state: 'open',
        expiresAt: new Date(nowMs + SPACE_PAYMENT_WINDOW_MS).toISOString(),
      },
    });
  });

  it('confirmSandboxPayment pays once and answers paid again on a second tap', async () => {
    const { code } = await openPayment();
    const first = await post(app, BookingPath.confirmSandboxPayment, { code }, { 'accept-language': 'en' });
    expect(first.json()).toMatchObject({ code: '1', data: { state: 'paid' } });
    const second = await post(app, BookingPath.confirmSandboxPayment, { code });
    expect(second.json()).toMatchObject({ code: '1', data: { state: 'paid' } });
    expect(notifications).toBe(1);
  });

  it('an expired payment is refused with paymentClosed in both languages', async () => {
    const { code } = await openPayment();
    nowMs += SPACE_PAYMENT_WINDOW_MS + 1;
    for (const language of ['cn', 'en'] as const) {
      const response = await post(
        app,
        BookingPath.confirmSandboxPayment,
        { code },
        { 'accept-language': language === 'en' ? 'en' : 'zh-CN' },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: '0',
        message: formatBookingMessage('paymentClosed', language),
      });
    }
    expect(notifications).toBe(0);
  });

  it('a code the sandbox did not sign is 404 paymentNotFound; a malformed one fails the schema with 400', async () => {
    const unknown = await post(
      app,
      BookingPath.getSandboxPayment,
      { code: `${'A'.repeat(22)}.${'A'.repeat(43)}` },
      { 'accept-language': 'en' },
    );
    expect(unknown.json()).toEqual({ code: '404', message: formatBookingMessage('paymentNotFound', 'en') });
    const malformed = await post(app, BookingPath.confirmSandboxPayment, { code: '../etc/passwd' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: '400' });
  });

  it('the pay page calls are rate limited per IP (429 tooManyBookings), counted in the database', async () => {
    const { code } = await openPayment();
    for (let call = 0; call < SANDBOX_PAY_PER_IP.limit; call += 1) {
      const response = await post(app, BookingPath.getSandboxPayment, { code });
      expect(response.statusCode).toBe(200);
    }
    const over = await post(app, BookingPath.confirmSandboxPayment, { code }, { 'accept-language': 'en' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: '429', message: formatBookingMessage('tooManyBookings', 'en') });
    expect(notifications).toBe(0);
    // The next window counts afresh.
    nowMs += SANDBOX_PAY_PER_IP.windowMs;
    const later = await post(app, BookingPath.confirmSandboxPayment, { code });
    expect(later.json()).toMatchObject({ code: '1', data: { state: 'paid' } });
  });
});
