/**
 * Display helpers for freight values. Times from the API are local at the place with their offset
 * (`2025-01-14T09:21:00+01:00`): they are shown as written, in the port's own time, never
 * converted to the browser's zone.
 */

/** `yyyy-MM-dd HH:mm` of a local time with offset, as the port reads it. */
export const portLocalDateTime = (iso: string): string =>
  iso.length >= 16 ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : iso;

/** `yyyy-MM-dd` of a local time with offset (or of a date). */
export const portLocalDate = (iso: string): string => iso.slice(0, 10);
