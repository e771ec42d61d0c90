import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GrabRequestStatus } from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import type { GrabRequestProblem } from '../../../domain/grab-requests/grab-request-rules.ts';

/** Spec §3 grab request statuses. */
export const grabRequestStatusWords: Record<GrabRequestStatus, MessageDescriptor> = {
  toBeHandled: msg`To be handled`,
  granted: msg`Granted`,
  refused: msg`Refused`,
  deleted: msg`Deleted`,
};

/**
 * The form's problems (domain/grab-requests/messages.ts ids), worded as the server words them; the
 * spec §5 ids share the catalogs' `domain.*` entries.
 */
export const grabRequestProblemWords: Record<GrabRequestProblem, MessageDescriptor> = {
  polRequired: msg({ id: 'grab.polRequired', message: 'Please choose the port of loading' }),
  podRequired: msg({ id: 'grab.podRequired', message: 'Please choose the port of discharge' }),
  samePlaces: msg({
    id: 'grab.samePlaces',
    message: 'The port of loading and the port of discharge must differ',
  }),
  etdStartRequired: msg({ id: 'grab.etdStartRequired', message: 'Please choose the start ETD' }),
  etdEndRequired: msg({ id: 'grab.etdEndRequired', message: 'Please choose the end ETD' }),
  etdStartPast: msg({ id: 'grab.etdStartPast', message: 'The start ETD cannot be before today' }),
  etdStartTooFar: msg({
    id: 'grab.etdStartTooFar',
    message: 'The start ETD cannot be more than 90 days ahead',
  }),
  etdStartAfterEnd: msg({
    id: 'domain.etdStartAfterEnd',
    message: 'The start ETD cannot be after the end ETD',
  }),
  etdRangeTooLong: msg({
    id: 'grab.etdRangeTooLong',
    message: 'The ETD range cannot be longer than 31 days',
  }),
  containersRequired: msg({
    id: 'grab.containersRequired',
    message: 'Please add at least one container type',
  }),
  duplicateContainerType: msg({
    id: 'domain.duplicateContainerType',
    message: 'Duplicate container types are not allowed',
  }),
  quantityRequired: msg({ id: 'domain.quantityRequired', message: 'Please enter the quantity' }),
  quantityNotInteger: msg({ id: 'domain.quantityNotInteger', message: 'The quantity must be an integer' }),
  quantityNotPositive: msg({
    id: 'domain.quantityNotPositive',
    message: 'The quantity must be greater than 0',
  }),
  quantityTooLarge: msg({ id: 'grab.quantityTooLarge', message: 'At most 999 containers of a type' }),
  cargoRequired: msg({ id: 'grab.cargoRequired', message: 'Please describe the cargo' }),
};
