/**
 * The feeds sweeper: runs the due carrier feeds (docs/feeds.md) at start-up and then every
 * FEED_SWEEP_INTERVAL_MS, one pass at a time; each feed is claimed with a conditional update, so
 * several instances on one PostgreSQL may sweep at once. Tests `run()` it instead of waiting.
 */
export const FEED_SWEEP_INTERVAL_MS = 30_000;

export const createFeedSweeper = (runDue: () => Promise<number>, intervalMs = FEED_SWEEP_INTERVAL_MS) => {
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<number> | null = null;
  let report: (error: unknown, context: string) => void = () => {};

  const run = async (): Promise<number> => {
    await pass?.catch(() => undefined);
    pass ??= runDue().finally(() => {
      pass = null;
    });
    return pass;
  };
  const runInBackground = () => {
    run().catch((error: unknown) => report(error, 'feeds sweep failed'));
  };
  return {
    run,
    start: (onError: (error: unknown, context: string) => void): void => {
      report = onError;
      timer = setInterval(runInBackground, intervalMs);
      timer.unref();
      runInBackground();
    },
    stop: async (): Promise<void> => {
      clearInterval(timer);
      await pass?.catch(() => undefined);
    },
  };
};

export type FeedSweeper = ReturnType<typeof createFeedSweeper>;
