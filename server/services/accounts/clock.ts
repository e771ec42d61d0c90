/** Services read time through this, so tests can move it instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Starts at `start` and runs on at the pace of `base` (PORTAL_CLOCK: a demo or an e2e run on a chosen date). */
export const clockFrom = (start: Date, base: Clock = systemClock): Clock => {
  const offset = start.getTime() - base().getTime();
  return () => new Date(base().getTime() + offset);
};

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const isoAfter = (now: Date, ms: number): string => new Date(now.getTime() + ms).toISOString();
