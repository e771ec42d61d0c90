/** Wires the booking area: space orders, payments exactly once, mails and the sweeper. */
import { IDEMPOTENCY_KEY_TTL_MS } from '../../../domain/api/idempotency-key.ts';
import { forgetIdempotencyKeys } from '../../db/repositories/idempotency-key-repository.ts';
import type { Repositories } from '../../db/repositories/index.ts';
import type { SpaceOrderRow } from '../../db/repositories/space-order-repository.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../accounts/clock.ts';
import type { RateLimiter } from '../accounts/rate-limiter.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Reference } from '../freight/reference.ts';
import { ok } from '../outcome.ts';
import type { PaymentProvider, ProviderOrderState } from '../payment/provider.ts';
import type { PortalMetrics } from '../portal-metrics.ts';
import { createAttorneyOnFile } from './attorney-on-file.ts';
import type { SpaceOrderMailJob } from './booking-mails.ts';
import { createOrderViews, fromMinor } from './order-view.ts';
import { createPayments, type PaymentOutcome } from './payments.ts';
import { createRefundQueue } from './refund-queue.ts';
import { createSpaceOrderService } from './space-orders.ts';
import { createSweeper } from './sweeper.ts';

export interface BookingOptions {
  /** For the transactions; everything else goes through `repositories`. */
  db: Database;
  repositories: Pick<Repositories, 'spaceOrders' | 'uploadedFiles' | 'companies' | 'tenantSettings'>;
  reference: Reference;
  provider: PaymentProvider;
  limiter: RateLimiter;
  queueMail: (job: SpaceOrderMailJob) => Promise<void>;
  now: Clock;
  holidays: ReadonlySet<string>;
  /** Deletes attorney files no order took, or whose order was cancelled; answers how many. */
  removeStaleFiles: () => Promise<number>;
  /** The daily digests of held record mails (server/mail/mail-digest.ts). */
  sendDigests: () => Promise<number>;
  report?: (error: unknown, context: string) => void;
  /** Holds taken and refused, and the sweeper's steps, counted for GET /metrics. */
  metrics: Pick<PortalMetrics, 'countHold' | 'job'>;
}

export const createBookingServices = (options: BookingOptions) => {
  const { spaceOrders: orders, uploadedFiles: files, companies } = options.repositories;
  const views = createOrderViews({ orders, files, reference: options.reference });
  const report = options.report ?? (() => {});
  const payments = createPayments({
    ...options,
    orders,
    report,
    release: async (row) => {
      await spaceOrders.move(row, 'expire', { party: 'system' }, { closedAt: options.now().toISOString() });
    },
  });
  const spaceOrders = createSpaceOrderService({
    ...options,
    orders,
    files,
    views,
    companies,
    tenantSettings: options.repositories.tenantSettings,
  });
  /** What the provider said was paid when we closed an order: the same path as a notification. */
  const keepPaid = async (_row: SpaceOrderRow, state: ProviderOrderState): Promise<PaymentOutcome> =>
    state.state === 'paid' ? payments.applyPayment(state.paid) : 'ignored';
  const { job } = options.metrics;
  const sweeper = createSweeper({
    expireDue: job('expireDue', () => spaceOrders.expireDue(keepPaid)),
    // A lapsed return is refunded as a refusal is, the refund opened in the move's transaction.
    lapseReturned: job('lapseReturned', () =>
      spaceOrders.lapseDue((row, trx) => payments.refundPayment(row, trx)),
    ),
    processRefunds: job('processRefunds', payments.processRefunds),
    removeStaleFiles: job('removeStaleFiles', options.removeStaleFiles),
    sendDigests: job('sendDigests', options.sendDigests),
    forgetIdempotencyKeys: job('forgetIdempotencyKeys', () =>
      forgetIdempotencyKeys(options.db, {
        before: new Date(options.now().getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString(),
      }),
    ),
  });

  return {
    orders: {
      book: async (viewer: Viewer, body: Parameters<typeof spaceOrders.book>[1], idempotencyKey?: string) =>
        options.metrics.countHold(
          await spaceOrders.book(
            viewer,
            body,
            (sailingId) => spaceOrders.expireDue(keepPaid, sailingId),
            idempotencyKey,
          ),
        ),
      get: spaceOrders.get,
      /**
       * Staff grant a grab request: the requester's order at the staff's prices, after the sailing's
       * lapsed holds gave their space back (as a booking does).
       */
      openGranted: async (request: Parameters<typeof spaceOrders.holdAndOpen>[0]) => {
        await spaceOrders.expireDue(keepPaid, request.sailing.id);
        return spaceOrders.holdAndOpen(request);
      },
      cancel: (viewer: Viewer, orderId: number) => spaceOrders.cancel(viewer, orderId, keepPaid),
      resubmit: spaceOrders.resubmit,
      openOfferPayment: spaceOrders.openOfferPayment,
      listMine: (viewer: Viewer, body: Parameters<typeof spaceOrders.list>[1]) =>
        spaceOrders.list(viewer, body, 'mine'),
      listCompany: (viewer: Viewer, body: Parameters<typeof spaceOrders.list>[1]) =>
        spaceOrders.list(viewer, body, 'company'),
      /** Staff: their company's refunds the provider reports abnormal, with its reason. */
      abnormalRefunds: async (viewer: Viewer) =>
        ok(
          (await orders.abnormalRefundsOf(viewer.companyId)).map(
            ({ amountMinor, providerReason, ...refund }) => ({
              ...refund,
              amount: fromMinor(amountMinor),
              reason: providerReason ?? '',
            }),
          ),
        ),
      /** Staff: complete, refuse (the fee is refunded in full) or return an order in hand. */
      staffMove: async (...args: Parameters<typeof spaceOrders.staffMove>) => {
        const moved = await spaceOrders.staffMove(...args);
        if (!moved.ok) return moved;
        if (moved.data.to === 'refused') await payments.refundOrder(moved.data.row);
        const row = (await orders.findById(moved.data.row.id))!;
        return ok(await spaceOrders.draftOf(row));
      },
    },
    payments,
    refunds: createRefundQueue({ orders, payments, now: options.now }),
    sweeper,
    attorneyOnFile: createAttorneyOnFile(files),
    /** The provider whose notifications `pay/notify/<name>` takes. */
    providerName: options.provider.name,
  };
};

export type BookingServices = ReturnType<typeof createBookingServices>;
