/**
 * Space booking rules, spec section 5: booking available space (现舱) and applying for space
 * (抢舱, spot booking).
 */
import { UPLOAD_MAX_BYTES } from '../constants.ts';
import type { MessageId } from '../messages.ts';
import { type FieldRules, firstProblem, type Rule, validateField } from './rule.ts';
import { atMost, greaterThan, isBlank, isCount, noRepeats, notEmpty, periodInOrder } from './validators.ts';

/** One container type of the available-space offer being booked, as far as the rules need it. */
export interface OfferLine {
  containerType: string;
  remaining: number;
  /** How many this customer may still reserve of it on this sailing; absent when unlimited. */
  allowance?: number;
}

/** The available-space offer (a sailing) being booked. */
export interface SpaceOffer {
  routeCode: string | null;
  lines: readonly OfferLine[];
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
  if (offer === null || offer.lines.every((line) => line.remaining <= 0)) return 'emptySpaceCannotBeBooked';
  if (isBlank(offer.routeCode)) return 'emptyRouteCodeCannotBeBooked';
  return null;
};

export interface UploadedFile {
  name: string;
  /** Bytes. */
  size: number;
}

/** A container type with the quantity typed for it (a string: what the input holds). */
export interface SpaceBookingForm {
  containers: readonly ContainerRequest[];
  attorneyFiles: readonly UploadedFile[];
}

/** A single file of exactly 10 MiB is accepted; one byte more is refused. */
export const isUploadWithinLimit = (file: UploadedFile): boolean => file.size <= UPLOAD_MAX_BYTES;

const eachFileWithinLimit: Rule<readonly UploadedFile[]> = (files) =>
  files.every(isUploadWithinLimit) ? null : 'fileTooLarge';

const sameContainerType = (a: { containerType: string }, b: { containerType: string }): boolean =>
  a.containerType.trim().toUpperCase() === b.containerType.trim().toUpperCase();

const quantityRules = (line: OfferLine): Rule<string>[] => [
  notEmpty('quantityRequired'),
  isCount('quantityNotInteger'),
  greaterThan(0, 'quantityNotPositive'),
  atMost(line.remaining, 'quantityExceedsRemaining'),
  ...(line.allowance === undefined ? [] : [atMost(line.allowance, 'reservedQuantityExceedsAllowance')]),
];

/**
 * The problem of one container line against the offer: a type the sailing does not offer counts as
 * empty space; otherwise its quantity's first problem. The form shows it under the line.
 */
export const containerLineProblem = (offer: SpaceOffer, request: ContainerRequest): MessageId | null => {
  const line = offer.lines.find((candidate) => sameContainerType(candidate, request));
  if (line === undefined) return 'emptySpaceCannotBeBooked';
  return firstProblem(request.quantity, quantityRules(line));
};

const eachLine =
  (problemOf: (line: ContainerRequest) => MessageId | null): Rule<readonly ContainerRequest[]> =>
  (lines) => {
    for (const line of lines) {
      const problem = problemOf(line);
      if (problem !== null) return problem;
    }
    return null;
  };

export const spaceBookingRules = (offer: SpaceOffer): FieldRules<SpaceBookingForm> => ({
  containers: [
    notEmpty('quantityRequired'),
    noRepeats(sameContainerType, 'duplicateContainerType'),
    eachLine((line) => containerLineProblem(offer, line)),
  ],
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

/** The ETD ordering is reported on the end field, the one the user fixes. */
export const spotBookingRules: FieldRules<SpotBookingForm> = {
  etdEnd: (form) => [(end) => periodInOrder('etdStartAfterEnd')({ start: form.etdStart, end })],
  containers: [
    notEmpty(),
    noRepeats(sameContainerType, 'duplicateContainerType'),
    eachLine((line) =>
      firstProblem(line.quantity, [
        notEmpty('quantityRequired'),
        isCount('quantityNotInteger'),
        greaterThan(0, 'quantityNotPositive'),
      ]),
    ),
  ],
};

/** What is wrong with a form's container lines (spec §5), as the form words it. */
export type ContainerLinesProblem =
  | 'duplicateContainerType'
  | 'quantityRequired'
  | 'quantityNotInteger'
  | 'quantityNotPositive'
  | 'containersRequired'
  | 'quantityTooLarge';

/**
 * The first problem of a form's container lines: spec §5's line rules (one line per type, a whole
 * quantity above 0), at least one line, and at most `maxQuantity` of a type; null when they are fine.
 */
export const containerLinesProblem = (
  containers: readonly ContainerRequest[],
  maxQuantity: number,
): ContainerLinesProblem | null => {
  const problem = validateField({ etdStart: '', etdEnd: '', containers }, spotBookingRules, 'containers');
  if (
    problem === 'duplicateContainerType' ||
    problem === 'quantityRequired' ||
    problem === 'quantityNotInteger' ||
    problem === 'quantityNotPositive'
  )
    return problem;
  if (problem !== null) return 'containersRequired';
  return containers.some((line) => Number(line.quantity) > maxQuantity) ? 'quantityTooLarge' : null;
};
