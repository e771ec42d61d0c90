/**
 * The booking sweeper: every timed window is enforced by the server whether or not a
 * browser is open. It expires unpaid orders past their window (closing the provider's order first,
 * keeping any that turn out paid; the units go to the grab-space waitlist first), returns a granted
 * grab request's lapsed window to its offer and expires the offer at its deadline, refuses returned
 * orders past their resubmit deadline (refunded in full, their space released, spec §3), retries
 * pending refunds, deletes attorney files that no order took or whose order was cancelled, and
 * forgets bookings' Idempotency-Keys older than a day; once
 * a day it also queues the customers' mail digests. It runs at start-up and then every
 * SWEEP_INTERVAL_MS;
 * every step is a conditional update, so several instances on one PostgreSQL may sweep at once.
 */
import { createPeriodicPass } from '../periodic-pass.ts';

export const SWEEP_INTERVAL_MS = 5_000;

export interface SweepReport {
  expired: number;
  kept: number;
  lapsed: number;
  refunds: number;
  files: number;
  digests: number;
  keys: number;
}

export interface SweeperSteps {
  expireDue: () => Promise<{ expired: number; kept: number }>;
  lapseReturned: () => Promise<number>;
  processRefunds: () => Promise<number>;
  removeStaleFiles: () => Promise<number>;
  sendDigests: () => Promise<number>;
  forgetIdempotencyKeys: () => Promise<number>;
}

export const createSweeper = (steps: SweeperSteps, intervalMs = SWEEP_INTERVAL_MS) =>
  createPeriodicPass(
    async (): Promise<SweepReport> => {
      const { expired, kept } = await steps.expireDue();
      const lapsed = await steps.lapseReturned();
      const refunds = await steps.processRefunds();
      const files = await steps.removeStaleFiles();
      const digests = await steps.sendDigests();
      const keys = await steps.forgetIdempotencyKeys();
      return { expired, kept, lapsed, refunds, files, digests, keys };
    },
    intervalMs,
    'booking sweep failed',
  );

export type Sweeper = ReturnType<typeof createSweeper>;
