/** Date rules of spec sections 5 (date input) and 9 (default format, valid day). */
// One module per function, as in domain/weeks.ts: the package index costs every importer all of date-fns.
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import { DateFormat, VALID_DAY_MS } from './constants.ts';

export type DateLike = Date | number;

/** Formats in the runtime's local time zone, by default as `yyyy-MM-dd HH:mm:ss`. */
export const formatDateTime = (date: DateLike, pattern: string = DateFormat.defaultDateFns): string =>
  format(date, pattern);

/** A day stays valid until 24 hours after its start; the 24th hour itself is already past. */
export const isValidDay = (dayStart: DateLike, now: DateLike): boolean =>
  new Date(now).getTime() < new Date(dayStart).getTime() + VALID_DAY_MS;

/**
 * The typed shapes we accept, checked by shape first because date-fns alone would also take
 * single-digit months and days ("2024-1-5").
 */
const INPUT_FORMATS: readonly { shape: RegExp; pattern: string }[] = [
  { shape: /^\d{4}-\d{2}-\d{2}$/, pattern: DateFormat.dateOnlyDateFns },
  { shape: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, pattern: 'yyyy-MM-dd HH:mm' },
  { shape: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, pattern: DateFormat.defaultDateFns },
];

/**
 * Reads a date input: a Date, a timestamp, or text as `yyyy-MM-dd`, `yyyy-MM-dd HH:mm` or
 * `yyyy-MM-dd HH:mm:ss` in local time. Null for anything else, including impossible dates
 * (2023-02-29) and invalid Date objects.
 */
export const parseDateInput = (input: DateLike | string): Date | null => {
  if (typeof input !== 'string') {
    const date = new Date(input);
    return isValid(date) ? date : null;
  }
  const text = input.trim();
  const known = INPUT_FORMATS.find(({ shape }) => shape.test(text));
  if (!known) return null;
  const date = parse(text, known.pattern, new Date(0));
  return isValid(date) ? date : null;
};
