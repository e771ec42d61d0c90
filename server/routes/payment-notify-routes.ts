/**
 * Payment notifications arrive at `POST /api/pay/notify/<provider>` in the provider's own format:
 * their raw body is what the signature covers, so this route reads it as text (docs/booking.md).
 */
import type { FastifyInstance } from 'fastify';
import { PAYMENT_NOTIFY_PREFIX } from '../../domain/api/booking-paths.ts';
import { formatBookingMessage } from '../../domain/booking/messages.ts';
import { failure } from '../envelope.ts';
import type { BookingServices } from '../services/booking/index.ts';

/** Notifications are small JSON documents; anything larger is not one. */
const NOTIFICATION_BODY_LIMIT = 64 * 1024;

export const paymentNotifyRoutes = async (
  app: FastifyInstance,
  { booking }: { booking: BookingServices },
) => {
  const { payments } = booking;
  // The provider's notification: its exact bytes, whatever content type it declares.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: NOTIFICATION_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: { provider: string } }>(
      `/api/${PAYMENT_NOTIFY_PREFIX}/:provider`,
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (request.params.provider !== booking.providerName)
          return reply
            .code(404)
            .send(failure('404', formatBookingMessage('paymentNotFound', request.portal.language)));
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [
            name,
            Array.isArray(value) ? value.join(',') : value,
          ]),
        );
        const answer = await payments.handleNotification(
          headers,
          typeof request.body === 'string' ? request.body : '',
        );
        return reply.code(answer.status).send(answer.body);
      },
    );
  });
};
