/**
 * Request bodies of advance bookings (issue 11), keyed by ReservationPath. They check shapes and
 * bounds; the reservation service checks meaning with domain/reservations/reservation-rules.ts, so a
 * quantity that is not a whole number above 0 gets the spec's message, not a schema error.
 */
import * as v from 'valibot';
import { RESERVATION_STATUSES } from '../constants.ts';
import { RESERVATION_REASON_MAX } from '../reservations/reservation-lifecycle.ts';
import { RESERVATION_CARGO_MAX, RESERVATION_REMARKS_MAX } from '../reservations/reservation-rules.ts';
import { MultiLineText, Text } from './plain-text.ts';
import { recordBodies } from './record-list.ts';
import { ContainerLinesInput } from './schema-parts.ts';

export const CreateReservationBody = v.object({
  /** UN/LOCODEs; the rules check that both are given and differ. */
  pol: Text(5),
  pod: Text(5),
  /** The week's first day, `yyyy-MM-dd`; the rules check that it is a week ahead. */
  etdWeek: Text(10),
  containers: ContainerLinesInput,
  cargo: MultiLineText(RESERVATION_CARGO_MAX),
  remarks: v.optional(MultiLineText(RESERVATION_REMARKS_MAX), ''),
});
export type CreateReservationBody = v.InferOutput<typeof CreateReservationBody>;

/** One advance booking by id, the list, and staff's refusal with its reason (`reasonRequired` when blank). */
export const reservationBodies = recordBodies('reservationId', RESERVATION_STATUSES);
export const ReservationReasonBody = reservationBodies.withText('reason', RESERVATION_REASON_MAX);
export const ListReservationsBody = reservationBodies.list;
export type ListReservationsBody = v.InferOutput<typeof ListReservationsBody>;
