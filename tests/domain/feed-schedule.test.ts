import { describe, expect, it } from 'vitest';
import { delayBeforeNextRun } from '../../domain/feeds/feed-schedule.ts';

const MINUTE = 60_000;

describe('a carrier feed runs next on its interval, or backs off exponentially after failures (docs/feeds.md)', () => {
  it('after a run that went through: the interval', () => {
    expect(delayBeforeNextRun(60, 0)).toBe(60 * MINUTE);
    expect(delayBeforeNextRun(5, 0)).toBe(5 * MINUTE);
  });

  it('after failures in a row: 1, 2, 4, 8 … minutes', () => {
    expect([1, 2, 3, 4, 5].map((failures) => delayBeforeNextRun(60, failures) / MINUTE)).toEqual([
      1, 2, 4, 8, 16,
    ]);
  });

  it('capped at 6 hours, or at the interval when that is longer', () => {
    expect(delayBeforeNextRun(60, 20)).toBe(6 * 60 * MINUTE);
    expect(delayBeforeNextRun(60, 10_000)).toBe(6 * 60 * MINUTE);
    expect(delayBeforeNextRun(24 * 60, 15)).toBe(24 * 60 * MINUTE);
  });
});
