/**
 * The one way the portal writes a time, in both languages: spec §9's default format to the minute
 * (`2026-12-11 05:52`), its UTC offset, then whose time it is by a name a person reads
 * (`中国标准时间`, `Central European Time`), never a raw zone id: `2026-12-11 05:52 UTC+08:00
 * 中国标准时间`. A port's time is named after the port by `LocalTime`
 * (src/features/freight/facts.tsx), which builds on this. Money is `money.ts`.
 */
import { toLocalIso } from '../../domain/freight/dates.ts';

const OFFSET = /^([+-]\d{2}:\d{2}|Z)$/;
const intlLocale = (locale: string): string => (locale === 'en' ? 'en' : 'zh-CN');

/** The browser's own zone: the viewer's. */
export const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `YYYY-MM-DD HH:mm` of a local ISO time as written (`2026-12-11T05:52:00+08:00`), not converted. */
export const wallText = (localIso: string): string =>
  localIso.length >= 16 ? `${localIso.slice(0, 10)} ${localIso.slice(11, 16)}` : localIso;

/** The calendar day of a local ISO time or a date as written: `2026-12-11`. */
export const localDay = (localIso: string): string => localIso.slice(0, 10);

/** `UTC+08:00` of a local ISO time's offset; empty when it has none. */
export const offsetText = (localIso: string): string => {
  const offset = /(Z|[+-]\d{2}:\d{2})$/.exec(localIso)?.[1];
  return offset === undefined ? '' : `UTC${offset === 'Z' ? '+00:00' : offset}`;
};

/** A local ISO time as plain text, where markup cannot go (an option): `2026-12-11 05:52 UTC+08:00`. */
export const localText = (localIso: string): string => `${wallText(localIso)} ${offsetText(localIso)}`.trim();

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/**
 * A zone's name in the page's language at an instant (summer time included): `中国标准时间`,
 * `Central European Summer Time`; a bare offset (`-07:00`, a place known only from an imported
 * route) as `UTC-07:00`.
 */
export const zoneName = (timeZone: string, at: string | number, locale: string): string => {
  if (OFFSET.test(timeZone)) return `UTC${timeZone === 'Z' ? '+00:00' : timeZone}`;
  const key = `${intlLocale(locale)}|${timeZone}`;
  let format = zoneNames.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { timeZone, timeZoneName: 'long' });
    zoneNames.set(key, format);
  }
  return format.formatToParts(new Date(at)).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
};

/** An instant as a local ISO time in a zone (an IANA id, or a bare offset such as `-07:00`). */
export const localIsoIn = (at: string | number, timeZone: string): string => {
  if (!OFFSET.test(timeZone)) return toLocalIso(at, timeZone);
  const sign = timeZone.startsWith('-') ? -1 : 1;
  const minutes =
    timeZone === 'Z' ? 0 : sign * (Number(timeZone.slice(1, 3)) * 60 + Number(timeZone.slice(4)));
  const ms = (typeof at === 'number' ? at : Date.parse(at)) + minutes * 60_000;
  return `${new Date(ms).toISOString().slice(0, 19)}${timeZone === 'Z' ? '+00:00' : timeZone}`;
};

/** An instant in a zone (the viewer's unless given): `2026-11-26 20:32 UTC+08:00 中国标准时间`. */
export const instantText = (at: string | number, locale: string, timeZone: string = viewerZone()): string => {
  const local = localIsoIn(at, timeZone);
  const name = zoneName(timeZone, at, locale);
  const offset = offsetText(local);
  return `${wallText(local)} ${offset}${name === offset ? '' : ` ${name}`}`;
};

/** The calendar day of an instant in the viewer's zone: `2026-11-26`. */
export const dayText = (at: string | number, timeZone: string = viewerZone()): string =>
  localIsoIn(at, timeZone).slice(0, 10);
