/**
 * The booking API (docs/booking.md): thin handlers that call the booking services with the viewer
 * and answer. The order draft's spec §3 fields travel beside code and message; lists go in `data`.
 * Payment notifications arrive at `POST /api/pay/notify/<provider>` in the provider's own format:
 * their raw body is what the signature covers, so that route reads it as text.
 */
import type { FastifyInstance } from 'fastify';
import { BookingPath, PAYMENT_NOTIFY_PREFIX } from '../../domain/api/booking-paths.ts';
import { formatBookingMessage } from '../../domain/booking/messages.ts';
import { failure } from '../envelope.ts';
import { signedIn, staffOnly } from '../plugins/session.ts';
import type { BookingServices } from '../services/booking/index.ts';
import { answerWith, postApi } from './api-route.ts';

/** Notifications are small JSON documents; anything larger is not one. */
const NOTIFICATION_BODY_LIMIT = 64 * 1024;

/** Drafts carry spec §3's fields beside code and message (orderStatus, code_url, orderId, order_form). */
const { fields: draft, data } = answerWith(formatBookingMessage);

export const bookingRoutes = async (app: FastifyInstance, { booking }: { booking: BookingServices }) => {
  const { orders, payments } = booking;

  postApi(
    app,
    BookingPath.bookSpace,
    signedIn((viewer, body, request) => draft(request, orders.book(viewer, body))),
  );
  postApi(
    app,
    BookingPath.getSpaceOrder,
    signedIn((viewer, body: { orderId: number }, request) =>
      draft(request, orders.get(viewer, body.orderId)),
    ),
  );
  postApi(
    app,
    BookingPath.cancelSpaceOrder,
    signedIn((viewer, body: { orderId: number }, request) =>
      draft(request, orders.cancel(viewer, body.orderId)),
    ),
  );
  postApi(
    app,
    BookingPath.listMySpaceOrders,
    signedIn((viewer, body, request) => data(request, orders.listMine(viewer, body))),
  );
  postApi(
    app,
    BookingPath.listSpaceOrders,
    staffOnly((viewer, body, request) => data(request, orders.listCompany(viewer, body))),
  );
  postApi(
    app,
    BookingPath.completeSpaceOrder,
    staffOnly((viewer, body: { orderId: number }, request) =>
      draft(request, orders.staffMove(viewer, body.orderId, 'complete', undefined)),
    ),
  );
  postApi(
    app,
    BookingPath.refuseSpaceOrder,
    staffOnly((viewer, body: { orderId: number; reason: string }, request) =>
      draft(request, orders.staffMove(viewer, body.orderId, 'refuse', body.reason)),
    ),
  );
  postApi(
    app,
    BookingPath.returnSpaceOrder,
    staffOnly((viewer, body: { orderId: number; reason: string }, request) =>
      draft(request, orders.staffMove(viewer, body.orderId, 'return', body.reason)),
    ),
  );

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
