/** The advance-booking calls; a failure rejects with ApiFailure carrying the server's words. */
import { ReservationPath } from '../../../domain/api/reservation-paths.ts';
import { recordCalls } from '../workspace/record-calls.ts';

export const reservationCalls = recordCalls('reservationId', {
  mine: ReservationPath.listMyReservations,
  queue: ReservationPath.listReservations,
  get: ReservationPath.getReservation,
});
