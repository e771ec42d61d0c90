/**
 * The advance-booking API (issue 11): thin handlers that call the reservation service with the
 * viewer and answer in the request's language. Customers reach their own reservations, staff the
 * queue of their company (`staffOnly`: a customer gets 403).
 */
import type { FastifyInstance } from 'fastify';
import { ReservationPath } from '../../domain/api/reservation-paths.ts';
import { formatReservationMessage } from '../../domain/reservations/messages.ts';
import { signedIn, staffOnly } from '../plugins/session.ts';
import type { ReservationService } from '../services/reservations/reservations.ts';
import { answerWith, postApi } from './api-route.ts';

const { data: answer } = answerWith(formatReservationMessage);

export const reservationRoutes = async (
  app: FastifyInstance,
  { reservations }: { reservations: ReservationService },
) => {
  postApi(
    app,
    ReservationPath.createReservation,
    signedIn((viewer, body, request) => answer(request, reservations.create(viewer, body))),
  );
  postApi(
    app,
    ReservationPath.listMyReservations,
    signedIn((viewer, body, request) => answer(request, reservations.list(viewer, body, 'mine'))),
  );
  postApi(
    app,
    ReservationPath.getReservation,
    signedIn((viewer, body: { reservationId: number }, request) =>
      answer(request, reservations.get(viewer, body.reservationId)),
    ),
  );
  postApi(
    app,
    ReservationPath.cancelReservation,
    signedIn((viewer, body: { reservationId: number }, request) =>
      answer(request, reservations.cancel(viewer, body.reservationId)),
    ),
  );
  postApi(
    app,
    ReservationPath.listReservations,
    staffOnly((viewer, body, request) => answer(request, reservations.list(viewer, body, 'company'))),
  );
  postApi(
    app,
    ReservationPath.approveReservation,
    staffOnly((viewer, body: { reservationId: number }, request) =>
      answer(request, reservations.audit(viewer, body.reservationId, 'approve', undefined)),
    ),
  );
  postApi(
    app,
    ReservationPath.refuseReservation,
    staffOnly((viewer, body: { reservationId: number; reason: string }, request) =>
      answer(request, reservations.audit(viewer, body.reservationId, 'refuse', body.reason)),
    ),
  );
};
