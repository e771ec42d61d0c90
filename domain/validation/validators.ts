/**
 * The generic validator set of spec section 5. Each factory returns a Rule and takes the message
 * id to report, so a form can word the same check its own way.
 *
 * Format rules let empty values pass: whether a field is required is `notEmpty`'s job, so the
 * two compose (`[notEmpty(), isInteger()]`) and an optional field can still be checked when filled.
 * Numeric rules (decimals, comparisons) fail on text that is not a number rather than let it through.
 */
import { parseColour } from '../colour.ts';
import { type DateLike, parseDateInput } from '../dates.ts';
import type { MessageId } from '../messages.ts';
import type { FieldValue, Rule } from './rule.ts';

/** Null, undefined, a whitespace-only string or an empty array. */
export const isBlank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Format rules see the text as typed: a value that passes is the value sent, stray spaces included. */
const asText = (value: FieldValue): string => (typeof value === 'number' ? String(value) : (value ?? ''));

/** Wraps a test on non-empty text; empty values pass (see the module comment). */
const textRule =
  (test: (text: string) => boolean, message: MessageId): Rule<FieldValue> =>
  (value) => {
    if (isBlank(value)) return null;
    return test(asText(value)) ? null : message;
  };

const INTEGER = /^[-+]?\d+$/;
const COUNT = /^-?\d+$/;
const NUMBER = /^[-+]?\d+(\.\d+)?$/;

/** Reads a filled number field; NaN when the text is not a plain decimal number. */
const toNumber = (value: FieldValue): number => {
  const text = asText(value);
  return NUMBER.test(text) ? Number(text) : Number.NaN;
};

export const notEmpty =
  (message: MessageId = 'required'): Rule<unknown> =>
  (value) =>
    isBlank(value) ? message : null;

export const isInteger = (message: MessageId = 'notAnInteger'): Rule<FieldValue> =>
  textRule((text) => INTEGER.test(text), message);

/**
 * A count as a number field writes it: digits, with a minus sign at most, so a count sent as "+1" is
 * refused rather than read as 1 (spec §5: a quantity is a whole number); "-1" passes on to the rule
 * that says it is not above 0.
 */
export const isCount = (message: MessageId = 'notAnInteger'): Rule<FieldValue> =>
  textRule((text) => COUNT.test(text), message);

/** Plain decimal notation: an optional sign, digits, and an optional fraction ("1.5", not "1e3"). */
export const isNumber = (message: MessageId = 'notANumber'): Rule<FieldValue> =>
  textRule((text) => NUMBER.test(text), message);

export const maxDecimals = (places: number, message: MessageId = 'tooManyDecimals'): Rule<FieldValue> =>
  textRule((text) => NUMBER.test(text) && (text.split('.')[1] ?? '').length <= places, message);

type Limit = number | (() => number);
const limitValue = (limit: Limit): number => (typeof limit === 'function' ? limit() : limit);

/** The limit may be a function so a rule built once can follow another field or a fetched value. */
const compareRule = (accepts: (value: number, limit: number) => boolean, limit: Limit, message: MessageId) =>
  textRule((text) => {
    const value = toNumber(text);
    return !Number.isNaN(value) && accepts(value, limitValue(limit));
  }, message);

export const lessThan = (limit: Limit, message: MessageId = 'notLessThan'): Rule<FieldValue> =>
  compareRule((value, bound) => value < bound, limit, message);

export const greaterThan = (limit: Limit, message: MessageId = 'tooSmall'): Rule<FieldValue> =>
  compareRule((value, bound) => value > bound, limit, message);

export const atMost = (limit: Limit, message: MessageId = 'tooLarge'): Rule<FieldValue> =>
  compareRule((value, bound) => value <= bound, limit, message);

export const atLeastOnePresent =
  (message: MessageId = 'atLeastOneRequired'): Rule<readonly unknown[]> =>
  (values) =>
    values.some((value) => !isBlank(value)) ? null : message;

/** Counts UTF-16 code units, like the input's maxlength attribute, so both agree. */
export const maxLength =
  (max: number, message: MessageId = 'tooLong'): Rule<string | null | undefined> =>
  (value) =>
    (value ?? '').length > max ? message : null;

/** Exact minimum on the trimmed text; unlike format rules an empty value fails too. */
export const minLength =
  (min: number, message: MessageId): Rule<string | null | undefined> =>
  (value) =>
    (value ?? '').trim().length < min ? message : null;

const MOBILE = /^\+?\d{1,20}$/;
export const mobile = (message: MessageId = 'invalidMobile'): Rule<FieldValue> =>
  textRule((text) => MOBILE.test(text), message);

/** Letters, digits, underscore, dot and dash, @, a domain, and a suffix of 2 to 5 letters. */
export const EMAIL_PATTERN = /^[\w.-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,5}$/;
export const email = (message: MessageId = 'invalidEmail'): Rule<FieldValue> =>
  textRule((text) => EMAIL_PATTERN.test(text), message);

/** 6 to 18 letters and digits, with at least one of each. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,18}$/;
export const passwordRule = (message: MessageId = 'passwordRule'): Rule<FieldValue> =>
  textRule((text) => PASSWORD_PATTERN.test(text), message);

/** "8.4" means up to 8 integer digits and up to 4 decimal places; no sign. */
export const NumberFormat = {
  '8.4': { integerDigits: 8, decimalPlaces: 4, message: 'numberFormat8_4' },
  '7.3': { integerDigits: 7, decimalPlaces: 3, message: 'numberFormat7_3' },
  '9.3': { integerDigits: 9, decimalPlaces: 3, message: 'numberFormat9_3' },
  '10.2': { integerDigits: 10, decimalPlaces: 2, message: 'numberFormat10_2' },
  '12.0': { integerDigits: 12, decimalPlaces: 0, message: 'numberFormat12_0' },
} as const satisfies Record<string, { integerDigits: number; decimalPlaces: number; message: MessageId }>;
export type NumberFormatName = keyof typeof NumberFormat;

export const numberFormat = (name: NumberFormatName, message?: MessageId): Rule<FieldValue> => {
  const { integerDigits, decimalPlaces, message: defaultMessage } = NumberFormat[name];
  const fraction = decimalPlaces > 0 ? `(\\.\\d{1,${decimalPlaces}})?` : '';
  const pattern = new RegExp(`^\\d{1,${integerDigits}}${fraction}$`);
  return textRule((text) => pattern.test(text), message ?? defaultMessage);
};

export interface Period {
  start: DateLike | string | null | undefined;
  end: DateLike | string | null | undefined;
}

/** Start not after end; equal is fine. A missing or unreadable end is left to other rules. */
export const periodInOrder =
  (message: MessageId = 'startAfterEnd'): Rule<Period> =>
  ({ start, end }) => {
    if (isBlank(start) || isBlank(end)) return null;
    const from = parseDateInput(start!);
    const to = parseDateInput(end!);
    if (from === null || to === null) return null;
    return from.getTime() > to.getTime() ? message : null;
  };

export const colourValue = (message: MessageId = 'invalidColour'): Rule<FieldValue> =>
  textRule((text) => parseColour(text) !== null, message);

export const dateInput =
  (message: MessageId = 'illegalDateFormat'): Rule<DateLike | string | null | undefined> =>
  (value) => {
    if (isBlank(value)) return null;
    return parseDateInput(value!) === null ? message : null;
  };

/**
 * Refuses a list holding two items that `same` considers equal. Without a comparison the check
 * cannot tell, so it fails rather than pass unchecked data.
 */
export const noRepeats =
  <T>(same?: (a: T, b: T) => boolean, message: MessageId = 'duplicateValue'): Rule<readonly T[]> =>
  (values) => {
    if (!same) return 'repeatCheckWithoutComparison';
    const repeated = values.some((value, index) =>
      values.slice(0, index).some((earlier) => same(earlier, value)),
    );
    return repeated ? message : null;
  };
