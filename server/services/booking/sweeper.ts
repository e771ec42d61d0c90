/**
 * The booking sweeper (issue 10): every timed window is enforced by the server whether or not a
 * browser is open. It expires unpaid orders past their window (closing the provider's order first,
 * keeping any that turn out paid; the units go to the grab-space waitlist first), returns a granted
 * grab request's lapsed window to its offer and expires the offer at its deadline, refuses returned
 * orders past their resubmit deadline (refunded in full, their space released, spec §3), retries
 * pending refunds, and deletes attorney files that no order took or whose order was cancelled; once
 * a day it also queues the customers' mail digests. It runs at start-up and then every
 * SWEEP_INTERVAL_MS;
 * every step is a conditional update, so several instances on one PostgreSQL may sweep at once.
 */
export const SWEEP_INTERVAL_MS = 5_000;

export interface SweepReport {
  expired: number;
  kept: number;
  lapsed: number;
  refunds: number;
  files: number;
  digests: number;
}

export interface SweeperSteps {
  expireDue: () => Promise<{ expired: number; kept: number }>;
  lapseReturned: () => Promise<number>;
  processRefunds: () => Promise<number>;
  removeStaleFiles: () => Promise<number>;
  sendDigests: () => Promise<number>;
}

export const createSweeper = (steps: SweeperSteps, intervalMs = SWEEP_INTERVAL_MS) => {
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<SweepReport> | null = null;
  let report: (error: unknown, context: string) => void = () => {};

  const sweep = async (): Promise<SweepReport> => {
    try {
      const { expired, kept } = await steps.expireDue();
      const lapsed = await steps.lapseReturned();
      const refunds = await steps.processRefunds();
      const files = await steps.removeStaleFiles();
      const digests = await steps.sendDigests();
      return { expired, kept, lapsed, refunds, files, digests };
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
