import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReservationStatus } from '../../../domain/constants.ts';
import type { ReservationProblem } from '../../../domain/reservations/reservation-rules.ts';
import { spaceBookingWords } from '../booking/booking-messages.ts';

/** Spec §3 reservation statuses. */
export const reservationStatusWords: Record<ReservationStatus, MessageDescriptor> = {
  toBeAudited: msg`To be audited`,
  approved: msg`Approved`,
  auditFailed: msg`Audit failed`,
  cancelled: msg`Cancelled`,
};

/**
 * The form's problems (domain/reservations/messages.ts ids), worded as the server words them; the
 * spec §5 container ids share the booking dialog's catalog entries.
 */
export const reservationProblemWords: Record<ReservationProblem, MessageDescriptor> = {
  polRequired: msg({ id: 'reservation.polRequired', message: 'Please choose the port of loading' }),
  podRequired: msg({ id: 'reservation.podRequired', message: 'Please choose the port of discharge' }),
  samePlaces: msg({
    id: 'reservation.samePlaces',
    message: 'The port of loading and the port of discharge must differ',
  }),
  etdWeekRequired: msg({ id: 'reservation.etdWeekRequired', message: 'Please choose the ETD week' }),
  etdWeekNotAhead: msg({
    id: 'reservation.etdWeekNotAhead',
    message: 'Only a week from next week on, up to 12 weeks ahead, can be reserved',
  }),
  containersRequired: msg({
    id: 'reservation.containersRequired',
    message: 'Please add at least one container type',
  }),
  duplicateContainerType: spaceBookingWords.duplicateContainerType,
  quantityRequired: spaceBookingWords.quantityRequired,
  quantityNotInteger: spaceBookingWords.quantityNotInteger,
  quantityNotPositive: spaceBookingWords.quantityNotPositive,
  quantityTooLarge: msg({ id: 'reservation.quantityTooLarge', message: 'At most 999 containers of a type' }),
  cargoRequired: msg({ id: 'reservation.cargoRequired', message: 'Please describe the cargo' }),
};
