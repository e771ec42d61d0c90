/**
 * The feeds sweeper: runs the due carrier feeds (docs/feeds.md) at start-up and then every
 * FEED_SWEEP_INTERVAL_MS, one pass at a time; each feed is claimed with a conditional update, so
 * several instances on one PostgreSQL may sweep at once. Tests `run()` it instead of waiting.
 */
import { createPeriodicPass } from '../periodic-pass.ts';

export const FEED_SWEEP_INTERVAL_MS = 30_000;

export const createFeedSweeper = (runDue: () => Promise<number>, intervalMs = FEED_SWEEP_INTERVAL_MS) =>
  createPeriodicPass(runDue, intervalMs, 'feeds sweep failed');

export type FeedSweeper = ReturnType<typeof createFeedSweeper>;
