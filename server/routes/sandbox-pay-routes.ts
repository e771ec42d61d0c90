/**
 * The sandbox provider's pay page calls, registered only when PAYMENT_PROVIDER=sandbox.
 * No sign-in: the phone that scanned the QR code holds the code, the payment's terms under an
 * HMAC only the portal can make. Counted per IP all the same, so that nobody can use them to load
 * the database.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxPaymentView } from '../../domain/api/booking.ts';
import { BookingPath } from '../../domain/api/booking-paths.ts';
import { ResultCode } from '../../domain/api/envelope.ts';
import { formatBookingMessage } from '../../domain/booking/messages.ts';
import { MINUTE_MS } from '../services/accounts/clock.ts';
import type { RateLimit, RateLimiter } from '../services/accounts/rate-limiter.ts';
import { type BookingOutcome, ok, rateLimited, refuse } from '../services/outcome.ts';
import type { SandboxPayOutcome, SandboxProvider } from '../services/payment/sandbox.ts';
import { answerWith, postApi } from './api-route.ts';

/** A phone opens the page and confirms; as many as QR login allows, for a few phones behind one NAT. */
export const SANDBOX_PAY_PER_IP: RateLimit = { bucket: 'sandbox-pay-ip', limit: 120, windowMs: MINUTE_MS };

/** The paths only the sandbox provider serves (the rest are ./api-routes.ts's). */
export const SANDBOX_PATHS = [BookingPath.getSandboxPayment, BookingPath.confirmSandboxPayment] as const;

const CODE_OF_FAILURE = {
  paymentNotFound: ResultCode.notFound,
  paymentClosed: ResultCode.failure,
} as const;

const { data: answer } = answerWith(formatBookingMessage);

/** The provider speaks as a provider does (a payment, or why not); the page's answer has its code. */
const outcomeOf = (outcome: SandboxPayOutcome): BookingOutcome<SandboxPaymentView> =>
  outcome.ok ? ok(outcome.view) : refuse(CODE_OF_FAILURE[outcome.id], outcome.id);

export const sandboxPayRoutes = async (
  app: FastifyInstance,
  { sandbox, limiter }: { sandbox: Pick<SandboxProvider, 'view' | 'confirm'>; limiter: RateLimiter },
) => {
  const limited =
    (call: (code: string) => Promise<SandboxPayOutcome>) =>
    async (body: { code: string }, _caller: unknown, request: FastifyRequest) =>
      answer(
        request,
        (await limiter.hit(SANDBOX_PAY_PER_IP, request.ip))
          ? outcomeOf(await call(body.code))
          : rateLimited('tooManyBookings'),
      );
  postApi(app, BookingPath.getSandboxPayment, limited(sandbox.view));
  postApi(app, BookingPath.confirmSandboxPayment, limited(sandbox.confirm));
};
