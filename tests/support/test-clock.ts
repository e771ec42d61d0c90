/**
 * The one "now" of a test run. TEST_NOW (an ISO instant with its offset, e.g.
 * 2026-12-31T23:45:00+08:00) pins it, so that `npm run test:dates` can replay the suite at awkward
 * dates; unset, it is the real time at which the test file loaded. Every test that depends on "now"
 * reads it from here (server apps, the freight seed, the app's clock, expected dates), and it stands
 * still while the file runs, so a test never straddles midnight between what it seeds and what it
 * asserts.
 */
import { parseIsoInstant } from '../../domain/freight/dates.ts';

const pinnedAt = (raw: string | undefined): number => {
  if (raw === undefined || raw.trim() === '') return Date.now();
  // The offset is required: a bare local time would move with TZ, which the pinned runs vary too.
  const pinned = parseIsoInstant(raw.trim());
  if (pinned === null)
    throw new Error(`TEST_NOW must be an ISO instant with Z or an offset, got ${JSON.stringify(raw)}`);
  return pinned;
};

const NOW_MS = pinnedAt(process.env.TEST_NOW);

/** The pinned instant as epoch milliseconds (the freight seed's unit). */
export const testNowMs = (): number => NOW_MS;

/** A clock standing at the pinned instant: what `startTestApp` and the app's clock get. */
export const testNow = (): Date => new Date(NOW_MS);

/** The pinned day in UTC (yyyy-mm-dd), the day the server's freight windows start from. */
export const testToday = (): string => testNow().toISOString().slice(0, 10);
