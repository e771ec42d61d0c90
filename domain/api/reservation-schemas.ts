/**
 * Request bodies of advance bookings, keyed by ReservationPath. They check shapes and
 * bounds; the reservation service checks meaning with domain/reservations/reservation-rules.ts, so a
 * quantity that is not a whole number above 0 gets the spec's message, not a schema error.
 */
import type * as v from 'valibot';
import { RESERVATION_STATUSES } from '../constants.ts';
import { RESERVATION_REASON_MAX } from '../reservations/reservation-lifecycle.ts';
import { RESERVATION_CARGO_MAX, RESERVATION_REMARKS_MAX } from '../reservations/reservation-rules.ts';
import { Text } from './plain-text.ts';
import { recordBodies } from './record-list.ts';
import { routeRequestBody } from './schema-parts.ts';

export const CreateReservationBody = routeRequestBody(
  // The week's first day, `yyyy-MM-dd`; the rules check that it is a week ahead.
  { etdWeek: Text(10) },
  RESERVATION_CARGO_MAX,
  { field: 'remarks', max: RESERVATION_REMARKS_MAX },
);
export type CreateReservationBody = v.InferOutput<typeof CreateReservationBody>;

/** One advance booking by id, the list, and staff's refusal with its reason (`reasonRequired` when blank). */
export const reservationBodies = recordBodies('reservationId', RESERVATION_STATUSES);
export const ReservationReasonBody = reservationBodies.withText('reason', RESERVATION_REASON_MAX);
export const ListReservationsBody = reservationBodies.list;
export type ListReservationsBody = v.InferOutput<typeof ListReservationsBody>;
