/** Services read time through this, so tests can move it instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that can be moved on: the demo clock's `/dev/clock` (browser tests of timed windows). */
export interface MovableClock extends Clock {
  advance(ms: number): void;
}

/**
 * Starts at `start` and runs on at the pace of `base` (PORTAL_CLOCK: a demo or an e2e run on a
 * chosen date); `advance` jumps it forward, e.g. past a 3-minute payment window.
 */
export const clockFrom = (start: Date, base: Clock = systemClock): MovableClock => {
  let offset = start.getTime() - base().getTime();
  const clock = () => new Date(base().getTime() + offset);
  return Object.assign(clock, {
    advance: (ms: number) => {
      offset += ms;
    },
  });
};

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const isoAfter = (now: Date, ms: number): string => new Date(now.getTime() + ms).toISOString();
