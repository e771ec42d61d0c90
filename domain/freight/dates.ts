/**
 * Calendar helpers on `yyyy-MM-dd` strings for the freight searches (ETD weeks, date windows,
 * weekdays Monday to Sunday) and local times in a port's time zone. Calendar dates are zone-free
 * (UTC arithmetic on the date), so the server and the browser agree whatever their own zone.
 */

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const toUtcMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** A real calendar date written as yyyy-MM-dd (2023-02-29 is not). */
export const isIsoDate = (text: string): boolean => {
  if (!ISO_DATE.test(text)) return false;
  const ms = toUtcMs(text);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
};

const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An instant written with its offset (2026-12-31T23:45:00+08:00, or Z) as epoch ms; null for
 * anything else, an impossible day included. A bare local time would mean another instant per TZ.
 */
export const parseIsoInstant = (text: string): number | null => {
  const match = ISO_INSTANT.exec(text);
  return match !== null && isIsoDate(match[1]!) ? Date.parse(text) : null;
};

export const addDays = (date: string, days: number): string =>
  new Date(toUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from a to b (negative when b is earlier). */
export const daysBetween = (a: string, b: string): number => Math.round((toUtcMs(b) - toUtcMs(a)) / DAY_MS);

/** ISO weekday: 1 Monday ... 7 Sunday (spec section 3: weekday options Monday to Sunday). */
export const isoWeekday = (date: string): number => {
  const day = new Date(toUtcMs(date)).getUTCDay();
  return day === 0 ? 7 : day;
};

/** The Monday of the week a date falls in (weeks start on a Monday, spec section 4). */
export const mondayOf = (date: string): string => addDays(date, 1 - isoWeekday(date));

/** ISO 8601 week number and its year (a week belongs to the year of its Thursday). */
export const isoWeek = (date: string): { year: number; week: number } => {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const year = Number(thursday.slice(0, 4));
  return { year, week: Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1 };
};

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

const wallClock = (ms: number, timeZone: string) => {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(ms))) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
};

/** Offsets change on quarter hours at the most: the finest step a cached offset may stand for. */
const QUARTER_HOUR_MS = 900_000;
/** Per zone and UTC day: the day's one offset, or `null` when a change falls inside the day. */
const dayOffsets = new Map<string, number | null>();
const quarterOffsets = new Map<string, number>();
const CACHE_LIMIT = 100_000;

const measuredOffset = (instant: number, timeZone: string): number => {
  const { date, time } = wallClock(instant, timeZone);
  return Math.round((Date.parse(`${date}T${time}Z`) - Math.floor(instant / 1000) * 1000) / 60_000);
};

const remember = <V>(cache: Map<string, V>, key: string, value: V): V => {
  if (cache.size > CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
};

/**
 * The offset of a time zone at an instant, in minutes east of UTC. Bulk formatting (the seed, a page
 * of sailings) asks for many instants of few zones, and `formatToParts` is the cost: a UTC day whose
 * offset is the same at its first and last second is taken to keep it all day (no zone changes its
 * offset twice in one day), so most days cost two measurements; a day with a change is measured per
 * quarter hour.
 */
export const offsetMinutes = (instant: number, timeZone: string): number => {
  const day = Math.floor(instant / DAY_MS);
  const dayKey = `${timeZone}|${day}`;
  let whole = dayOffsets.get(dayKey);
  if (whole === undefined) {
    const first = measuredOffset(day * DAY_MS, timeZone);
    whole = remember(
      dayOffsets,
      dayKey,
      first === measuredOffset((day + 1) * DAY_MS - 1000, timeZone) ? first : null,
    );
  }
  if (whole !== null) return whole;
  const key = `${timeZone}|${Math.floor(instant / QUARTER_HOUR_MS)}`;
  return quarterOffsets.get(key) ?? remember(quarterOffsets, key, measuredOffset(instant, timeZone));
};

const offsetText = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

/** An instant as local ISO 8601 with the zone's offset, the DCSA way: 2025-01-14T09:21:00+01:00. */
export const toLocalIso = (instant: number | string, timeZone: string): string => {
  const ms = Math.floor((typeof instant === 'number' ? instant : Date.parse(instant)) / 1000) * 1000;
  const offset = offsetMinutes(ms, timeZone);
  return `${new Date(ms + offset * 60_000).toISOString().slice(0, 19)}${offsetText(offset)}`;
};

/** An instant as ISO 8601 at a fixed offset (`+08:30`, `-05:00`, `Z` as +00:00): a time as its publisher wrote it. */
export const toOffsetIso = (instant: number | string, offset: string): string => {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  const minutes =
    match === null ? 0 : (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  const ms = Math.floor((typeof instant === 'number' ? instant : Date.parse(instant)) / 1000) * 1000;
  return `${new Date(ms + minutes * 60_000).toISOString().slice(0, 19)}${offsetText(minutes)}`;
};

/** The instant of a local wall-clock time (`yyyy-MM-dd`, hour) in a time zone. */
export const localToInstant = (date: string, hour: number, timeZone: string): number => {
  const naive = Date.parse(`${date}T00:00:00Z`) + hour * 3_600_000;
  const first = naive - offsetMinutes(naive, timeZone) * 60_000;
  return naive - offsetMinutes(first, timeZone) * 60_000;
};

/** The calendar date of an instant in a time zone. */
export const localDateOf = (instant: number | string, timeZone: string): string =>
  toLocalIso(instant, timeZone).slice(0, 10);
