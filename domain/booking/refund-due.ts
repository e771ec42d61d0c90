/**
 * Spec §3/§9: a refused order's fee is refunded in full within REFUND_WORKING_DAYS working days.
 * Working days are Monday to Friday in the company's time zone, less a configured holiday list
 * (REFUND_HOLIDAYS); the due date is the last of those days.
 */
import { REFUND_WORKING_DAYS } from '../constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of an instant as the wall calendar of `timeZone` reads it. */
export const localDateOf = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

const isWeekend = (date: string): boolean => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
};

const nextDate = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * The date by which a refund issued at `issuedAt` is due: the REFUND_WORKING_DAYS-th working day
 * after the day of issue (the day of issue itself does not count, whatever the hour).
 */
export const refundDueDate = (
  issuedAt: Date,
  holidays: ReadonlySet<string>,
  timeZone: string,
  workingDays: number = REFUND_WORKING_DAYS,
): string => {
  let date = localDateOf(issuedAt, timeZone);
  let counted = 0;
  while (counted < workingDays) {
    date = nextDate(date);
    if (!isWeekend(date) && !holidays.has(date)) counted += 1;
  }
  return date;
};

/** The time zone the company counts its working days in (the portal's home market). */
export const REFUND_TIME_ZONE = 'Asia/Shanghai';
