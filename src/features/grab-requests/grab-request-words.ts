import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GrabRequestStatus } from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import type { GrabRequestProblem } from '../../../domain/grab-requests/grab-request-rules.ts';
import { spaceBookingWords } from '../booking/booking-messages.ts';
import { reservationProblemWords } from '../reservations/reservation-words.ts';

/** Spec §3 grab request statuses. */
export const grabRequestStatusWords: Record<GrabRequestStatus, MessageDescriptor> = {
  toBeHandled: msg`To be handled`,
  granted: msg`Granted`,
  refused: msg`Refused`,
  deleted: msg`Deleted`,
};

/**
 * The form's problems (domain/grab-requests/messages.ts ids), worded as the server words them: the
 * rules an advance booking shares are its words, as domain/grab-requests/messages.ts shares its texts,
 * and the spec §5 ETD order is the booking catalog's.
 */
const shared = reservationProblemWords;
export const grabRequestProblemWords: Record<GrabRequestProblem, MessageDescriptor> = {
  polRequired: shared.polRequired,
  podRequired: shared.podRequired,
  samePlaces: shared.samePlaces,
  etdStartRequired: msg({ id: 'grab.etdStartRequired', message: 'Please choose the start ETD' }),
  etdEndRequired: msg({ id: 'grab.etdEndRequired', message: 'Please choose the end ETD' }),
  etdStartPast: msg({ id: 'grab.etdStartPast', message: 'The start ETD cannot be before today' }),
  etdStartTooFar: msg({
    id: 'grab.etdStartTooFar',
    message: 'The start ETD cannot be more than 90 days ahead',
  }),
  etdStartAfterEnd: spaceBookingWords.etdStartAfterEnd,
  etdRangeTooLong: msg({
    id: 'grab.etdRangeTooLong',
    message: 'The ETD range cannot be longer than 31 days',
  }),
  containersRequired: shared.containersRequired,
  duplicateContainerType: shared.duplicateContainerType,
  quantityRequired: shared.quantityRequired,
  quantityNotInteger: shared.quantityNotInteger,
  quantityNotPositive: shared.quantityNotPositive,
  quantityTooLarge: shared.quantityTooLarge,
  cargoRequired: shared.cargoRequired,
};
