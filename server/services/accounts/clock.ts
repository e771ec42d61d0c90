/** Services read time through this, so tests can move it instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const isoAfter = (now: Date, ms: number): string => new Date(now.getTime() + ms).toISOString();
