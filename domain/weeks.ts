/** Upcoming-weeks calculation, spec sections 3 ("Week entry") and 4. */
// One module per function: the package index pulls in all of date-fns (about 250 modules), which
// every test file importing domain/ would evaluate again.
import { addWeeks } from 'date-fns/addWeeks';
import { endOfDay } from 'date-fns/endOfDay';
import { endOfWeek } from 'date-fns/endOfWeek';
import { format } from 'date-fns/format';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfWeek } from 'date-fns/startOfWeek';
import { DateFormat } from './constants.ts';
import type { DateLike } from './dates.ts';

export interface Week {
  /** Short label such as "05-06 ~ 05-12"; the date strings carry the year. */
  display: string;
  /** Timestamps in ms: first millisecond of the first day, last millisecond of the last day. */
  startTime: number;
  endTime: number;
  /** `yyyy-MM-dd` */
  startDate: string;
  endDate: string;
}

const MONDAY = 1;
const DISPLAY_PATTERN = 'MM-dd';

const weekEntry = (start: Date, end: Date): Week => ({
  display: `${format(start, DISPLAY_PATTERN)} ~ ${format(end, DISPLAY_PATTERN)}`,
  startTime: start.getTime(),
  endTime: end.getTime(),
  startDate: format(start, DateFormat.dateOnlyDateFns),
  endDate: format(end, DateFormat.dateOnlyDateFns),
});

/**
 * `count` Monday-to-Sunday weeks from the current one, in local time. The current week begins
 * today rather than on its Monday, so past days are never offered (on a Sunday it is one day).
 */
export const upcomingWeeks = (now: DateLike, count: number): Week[] => {
  const today = startOfDay(now);
  const thisMonday = startOfWeek(today, { weekStartsOn: MONDAY });
  return Array.from({ length: count }, (_, index) => {
    const monday = addWeeks(thisMonday, index);
    const start = index === 0 ? today : monday;
    return weekEntry(start, endOfDay(endOfWeek(monday, { weekStartsOn: MONDAY })));
  });
};
