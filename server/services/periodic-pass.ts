/**
 * A piece of background work the server repeats on an interval whether or not a browser is open
 * (spec §3's timed windows, the carrier feeds): one pass at a time in this process; `run()` starts
 * a pass after the call (one in progress, which may have read an earlier "now", is awaited first,
 * then callers share the next), so tests await it instead of waiting for the timer.
 */
export const createPeriodicPass = <Report>(
  pass: () => Promise<Report>,
  intervalMs: number,
  context: string,
) => {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<Report> | null = null;
  let report: (error: unknown, context: string) => void = () => {};

  const run = async (): Promise<Report> => {
    await current?.catch(() => undefined);
    current ??= pass().finally(() => {
      current = null;
    });
    return current;
  };
  const runInBackground = () => {
    run().catch((error: unknown) => report(error, context));
  };

  return {
    run,
    /** From the app's onReady: a pass at once (what a crash or a stop left due), then on the interval. */
    start: (onError: (error: unknown, context: string) => void): void => {
      report = onError;
      timer = setInterval(runInBackground, intervalMs);
      timer.unref();
      runInBackground();
    },
    /** From the app's onClose: no new passes; the one in progress finishes before the database closes. */
    stop: async (): Promise<void> => {
      clearInterval(timer);
      await current?.catch(() => undefined);
    },
  };
};
