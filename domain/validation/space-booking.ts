/**
 * Space booking rules, spec section 5: booking available space (现舱) and applying for space
 * (抢舱, spot booking).
 */
import { UPLOAD_MAX_BYTES } from '../constants.ts';
import type { MessageId } from '../messages.ts';
import { type FieldRules, firstProblem, type Rule } from './rule.ts';
import { atMost, greaterThan, isBlank, isInteger, noRepeats, notEmpty, periodInOrder } from './validators.ts';

/** The available-space offer being booked, as far as the rules need it. */
export interface SpaceOffer {
  routeCode: string | null;
  remainingQuantity: number;
  /** How many this customer may still reserve on the offer; absent when unlimited. */
  allowance?: number;
}

/**
 * Why booking cannot even start, checked before the form opens: the customer needs a customer
 * type (maintained by customer service), and an offer with no space or no route code is not bookable.
 */
export const spaceBookingBlocker = (
  offer: SpaceOffer | null,
  customerType: string | number | null | undefined,
): MessageId | null => {
  if (isBlank(customerType)) return 'customerTypeMissing';
  if (offer === null || offer.remainingQuantity <= 0) return 'emptySpaceCannotBeBooked';
  if (isBlank(offer.routeCode)) return 'emptyRouteCodeCannotBeBooked';
  return null;
};

export interface UploadedFile {
  name: string;
  /** Bytes. */
  size: number;
}

export interface SpaceBookingForm {
  quantity: string;
  attorneyFiles: readonly UploadedFile[];
}

/** A single file of exactly 10 MiB is accepted; one byte more is refused. */
export const isUploadWithinLimit = (file: UploadedFile): boolean => file.size <= UPLOAD_MAX_BYTES;

const eachFileWithinLimit: Rule<readonly UploadedFile[]> = (files) =>
  files.every(isUploadWithinLimit) ? null : 'fileTooLarge';

const quantityRules = (offer: SpaceOffer): Rule<string>[] => [
  notEmpty('quantityRequired'),
  isInteger('quantityNotInteger'),
  greaterThan(0, 'quantityNotPositive'),
  atMost(offer.remainingQuantity, 'quantityExceedsRemaining'),
  ...(offer.allowance === undefined ? [] : [atMost(offer.allowance, 'reservedQuantityExceedsAllowance')]),
];

export const spaceBookingRules = (offer: SpaceOffer): FieldRules<SpaceBookingForm> => ({
  quantity: quantityRules(offer),
  attorneyFiles: [notEmpty('attorneyFileRequired'), eachFileWithinLimit],
});

export interface ContainerRequest {
  containerType: string;
  quantity: string;
}

/** The ETD range and the container lines of a spot booking (grab space) application. */
export interface SpotBookingForm {
  etdStart: string;
  etdEnd: string;
  containers: readonly ContainerRequest[];
}

const sameContainerType = (a: ContainerRequest, b: ContainerRequest): boolean =>
  a.containerType.trim().toUpperCase() === b.containerType.trim().toUpperCase();

const eachLineQuantity =
  (rules: readonly Rule<string>[]): Rule<readonly ContainerRequest[]> =>
  (lines) => {
    for (const line of lines) {
      const problem = firstProblem(line.quantity, rules);
      if (problem !== null) return problem;
    }
    return null;
  };

/** The ETD ordering is reported on the end field, the one the user fixes. */
export const spotBookingRules: FieldRules<SpotBookingForm> = {
  etdEnd: (form) => [(end) => periodInOrder('etdStartAfterEnd')({ start: form.etdStart, end })],
  containers: [
    notEmpty(),
    noRepeats(sameContainerType, 'duplicateContainerType'),
    eachLineQuantity([
      notEmpty('quantityRequired'),
      isInteger('quantityNotInteger'),
      greaterThan(0, 'quantityNotPositive'),
    ]),
  ],
};
