import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { type MessageId, messageDefaults } from '../../../domain/messages.ts';

/**
 * The words of the spec §5 booking messages (domain/messages.ts ids), once: the booking dialog
 * shows them, and the auth area's table of every domain message takes them from here.
 */
export const spaceBookingWords = {
  quantityRequired: msg({ id: 'domain.quantityRequired', message: 'Please enter the quantity' }),
  quantityNotInteger: msg({ id: 'domain.quantityNotInteger', message: 'The quantity must be an integer' }),
  quantityNotPositive: msg({
    id: 'domain.quantityNotPositive',
    message: 'The quantity must be greater than 0',
  }),
  quantityExceedsRemaining: msg({
    id: 'domain.quantityExceedsRemaining',
    message: 'The quantity cannot exceed the remaining quantity',
  }),
  reservedQuantityExceedsAllowance: msg({
    id: 'domain.reservedQuantityExceedsAllowance',
    message: 'The reserved quantity cannot exceed the allowance',
  }),
  attorneyFileRequired: msg({
    id: 'domain.attorneyFileRequired',
    message: 'Please upload the attorney file',
  }),
  fileTooLarge: msg({ id: 'domain.fileTooLarge', message: 'A single file cannot exceed 10M' }),
  duplicateContainerType: msg({
    id: 'domain.duplicateContainerType',
    message: 'Duplicate container types are not allowed',
  }),
  etdStartAfterEnd: msg({
    id: 'domain.etdStartAfterEnd',
    message: 'The start ETD cannot be after the end ETD',
  }),
  emptySpaceCannotBeBooked: msg({
    id: 'domain.emptySpaceCannotBeBooked',
    message: 'An empty space cannot be booked',
  }),
  emptyRouteCodeCannotBeBooked: msg({
    id: 'domain.emptyRouteCodeCannotBeBooked',
    message: 'An empty route code cannot be booked',
  }),
  customerTypeMissing: msg({
    id: 'domain.customerTypeMissing',
    message: 'Your customer type is not set. Please contact customer service to maintain it.',
  }),
} satisfies Partial<Record<MessageId, MessageDescriptor>>;

const wordsOf: Partial<Record<MessageId, MessageDescriptor>> = spaceBookingWords;

/** The text of a rule's message id in the current language (the domain default for any other id). */
export function useProblemText(): (id: MessageId) => string {
  const { i18n } = useLingui();
  return useCallback(
    (id: MessageId) => {
      const words = wordsOf[id];
      return words ? i18n._(words) : messageDefaults[id];
    },
    [i18n],
  );
}
