/**
 * Rules the freight pages check before a call and the freight services check on it (each
 * rule once). Problems are the message ids of domain/freight/messages.ts.
 */
import { daysBetween } from './dates.ts';
import { normaliseUnLocode } from './identifiers.ts';

/** The longest ETD window a search may ask for, in days. */
export const MAX_WINDOW_DAYS = 92;
/** The window searched when the request names no dates: today and the next 27 days. */
export const DEFAULT_WINDOW_DAYS = 28;

/**
 * Origin and destination must differ. Compared as UN/LOCODEs, so " cnsha" and "CNSHA" are one
 * place; an empty side is the "required" rule's business, not this one's.
 */
export const samePlaces = (
  origin: string | null | undefined,
  destination: string | null | undefined,
): boolean =>
  origin != null &&
  destination != null &&
  origin.trim() !== '' &&
  normaliseUnLocode(origin) === normaliseUnLocode(destination);

/** A problem of one side of an origin / destination pair: the message ids `required` and `samePlaces`. */
export type PlacePairProblem = 'required' | 'samePlaces';

/**
 * The two places of a search: each given when the search needs both, and not the same place (the
 * destination carries that problem).
 */
export const placePairProblems = (
  origin: string | null | undefined,
  destination: string | null | undefined,
  required: boolean,
): { origin?: PlacePairProblem; destination?: PlacePairProblem } => {
  const problems: { origin?: PlacePairProblem; destination?: PlacePairProblem } = {};
  if (required && !origin?.trim()) problems.origin = 'required';
  if (required && !destination?.trim()) problems.destination = 'required';
  else if (samePlaces(origin, destination)) problems.destination = 'samePlaces';
  return problems;
};

export type WindowProblem = 'dateRangeOrder' | 'dateRangeTooLong';

/** A window of two ISO dates: in order, and at most MAX_WINDOW_DAYS long. */
export const windowProblem = (from: string, to: string): WindowProblem | null => {
  if (from > to) return 'dateRangeOrder';
  if (daysBetween(from, to) > MAX_WINDOW_DAYS) return 'dateRangeTooLong';
  return null;
};

/** How many rates one quotation may hold. */
export const QUOTATION_MAX_ITEMS = 10;
/** How many containers one quotation line may ask for. */
export const QUOTATION_MAX_QUANTITY = 999;

/** A typed quantity as a quotation line takes it: a whole number from 1 to QUOTATION_MAX_QUANTITY. */
export const quotationQuantity = (typed: number): number =>
  Math.min(QUOTATION_MAX_QUANTITY, Math.max(1, Math.trunc(typed) || 1));
