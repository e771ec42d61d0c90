/**
 * The booking sweeper (issue 10): every timed window is enforced by the server whether or not a
 * browser is open. It expires unpaid orders past their window (closing the provider's order first,
 * keeping any that turn out paid; the units go to the grab-space waitlist first, issue 11), returns
 * a granted grab request's lapsed window to its offer and expires the offer at its deadline, retries
 * pending refunds, and deletes attorney files that no order took or whose order was cancelled. It
 * runs at start-up and then every SWEEP_INTERVAL_MS;
 * every step is a conditional update, so several instances on one PostgreSQL may sweep at once.
 */
export const SWEEP_INTERVAL_MS = 5_000;

export interface SweepReport {
  expired: number;
  kept: number;
  refunds: number;
  files: number;
}

export interface SweeperSteps {
  expireDue: () => Promise<{ expired: number; kept: number }>;
  processRefunds: () => Promise<number>;
  removeStaleFiles: () => Promise<number>;
}

export const createSweeper = (steps: SweeperSteps, intervalMs = SWEEP_INTERVAL_MS) => {
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<SweepReport> | null = null;
  let report: (error: unknown, context: string) => void = () => {};

  const sweep = async (): Promise<SweepReport> => {
    try {
      const { expired, kept } = await steps.expireDue();
      const refunds = await steps.processRefunds();
      const files = await steps.removeStaleFiles();
      return { expired, kept, refunds, files };
    } finally {
      pass = null;
    }
  };

  /**
   * A pass that starts after the call: one in progress (which may have read an earlier "now") is
   * awaited first, then callers share the next one. One pass at a time in this process; tests await
   * it instead of waiting for the timer.
   */
  const run = async (): Promise<SweepReport> => {
    await pass?.catch(() => undefined);
    pass ??= sweep();
    return pass;
  };

  const runInBackground = () => {
    run().catch((error: unknown) => report(error, 'booking sweep failed'));
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
      await pass?.catch(() => undefined);
    },
  };
};

export type Sweeper = ReturnType<typeof createSweeper>;
