/**
 * The sandbox provider's pay page calls (issue 10), registered only when PAYMENT_PROVIDER=sandbox.
 * No sign-in: the phone that scanned the QR code holds the code, a 256-bit bearer secret. Counted per
 * IP all the same, so that nobody can use them to guess codes or to load the database.
 */
import type { FastifyInstance } from 'fastify';
import { BookingPath } from '../../domain/api/booking-paths.ts';
import { ResultCode } from '../../domain/api/envelope.ts';
import { formatBookingMessage } from '../../domain/booking/messages.ts';
import { failure, success } from '../envelope.ts';
import type { Language } from '../messages.ts';
import { MINUTE_MS } from '../services/accounts/clock.ts';
import type { RateLimit, RateLimiter } from '../services/accounts/rate-limiter.ts';
import type { SandboxPayOutcome, SandboxProvider } from '../services/payment/sandbox.ts';
import { postApi } from './api-route.ts';

/** A phone opens the page and confirms; as many as QR login allows, for a few phones behind one NAT. */
export const SANDBOX_PAY_PER_IP: RateLimit = { bucket: 'sandbox-pay-ip', limit: 120, windowMs: MINUTE_MS };

const CODE_OF_FAILURE = {
  paymentNotFound: ResultCode.notFound,
  paymentClosed: ResultCode.failure,
} as const;

const answer = (language: Language, outcome: SandboxPayOutcome) =>
  outcome.ok
    ? success(language, outcome.view)
    : failure(CODE_OF_FAILURE[outcome.id], formatBookingMessage(outcome.id, language));

export const sandboxPayRoutes = async (
  app: FastifyInstance,
  { sandbox, limiter }: { sandbox: Pick<SandboxProvider, 'view' | 'confirm'>; limiter: RateLimiter },
) => {
  const limited =
    (call: (code: string) => Promise<SandboxPayOutcome>) =>
    async (body: { code: string }, request: { ip: string; portal: { language: Language } }) => {
      const { language } = request.portal;
      if (!(await limiter.hit(SANDBOX_PAY_PER_IP, request.ip)))
        return failure(ResultCode.rateLimited, formatBookingMessage('tooManyBookings', language));
      return answer(language, await call(body.code));
    };
  postApi(app, BookingPath.getSandboxPayment, limited(sandbox.view));
  postApi(app, BookingPath.confirmSandboxPayment, limited(sandbox.confirm));
};
