/**
 * Attorney files of bookings that never completed (spec §5): uploaded but taken by no order within
 * UNATTACHED_FILE_TTL_MS, or taken by an order that was then cancelled. The sweeper deletes them;
 * the files of paid orders stay (their owner and staff download them).
 */
import type { SpaceOrderRepository } from '../../db/repositories/space-order-repository.ts';
import type { Clock } from '../accounts/clock.ts';
import type { FileStore } from '../files/file-store.ts';

/** Long enough to fill in the booking form after the upload. */
export const UNATTACHED_FILE_TTL_MS = 60 * 60_000;
const BATCH = 100;

/** Also the half-written uploads a crash left behind (older than the same hour). */
export const createStaleFileRemover =
  (
    store: Pick<FileStore, 'unattachedBefore' | 'remove' | 'removePartialsBefore'>,
    orders: Pick<SpaceOrderRepository, 'filesOfCancelledOrders'>,
    now: Clock,
  ) =>
  async (): Promise<number> => {
    const cutoff = new Date(now().getTime() - UNATTACHED_FILE_TTL_MS).toISOString();
    const [unattached, ofCancelled] = await Promise.all([
      store.unattachedBefore(cutoff, BATCH),
      orders.filesOfCancelledOrders(BATCH),
    ]);
    const stale = [...unattached, ...ofCancelled];
    for (const { storedName } of stale) await store.remove(storedName);
    return stale.length + (await store.removePartialsBefore(cutoff));
  };
