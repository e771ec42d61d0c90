/**
 * When a carrier feed runs next (docs/feeds.md): on its interval after a run that went through; after
 * a failure (the carrier unreachable, an error answer, not JSON) it backs off exponentially from one
 * minute, doubling per failure in a row, capped at six hours or the interval if that is longer.
 */
export const FEED_INTERVAL_MINUTES = { min: 5, max: 24 * 60, default: 60 } as const;

const MINUTE_MS = 60_000;
const BACKOFF_BASE_MS = MINUTE_MS;
const BACKOFF_CAP_MS = 6 * 60 * MINUTE_MS;

/** Milliseconds until the next run, given the failures in a row so far (0 after a good run). */
export const delayBeforeNextRun = (intervalMinutes: number, failures: number): number => {
  const interval = intervalMinutes * MINUTE_MS;
  if (failures <= 0) return interval;
  const cap = Math.max(BACKOFF_CAP_MS, interval);
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.min(failures - 1, 30), cap);
};
