/**
 * The staff console's refunds queue (docs/booking.md): a company's refunds the provider failed or
 * reports abnormal, which staff with `spaceOrders.handle` retry through the provider or settle
 * outside the portal with a note. Both act only on a failed or abnormal refund of the viewer's own
 * company, by one conditional UPDATE: a second click, or a refund settled meanwhile, does nothing.
 */
import type { RefundQueueItem } from '../../../domain/api/booking.ts';
import type { RefundNoBody, SettleRefundBody } from '../../../domain/api/booking-schemas.ts';
import type { CustomerFilter } from '../../db/repositories/query-helpers.ts';
import type { SpaceOrderRepository } from '../../db/repositories/space-order-repository.ts';
import type { Clock } from '../accounts/clock.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { type BookingOutcome, declined, invalid, notFound, ok } from '../outcome.ts';
import { fromMinor } from './order-view.ts';
import type { createPayments } from './payments.ts';

type QueueRow = Awaited<ReturnType<SpaceOrderRepository['refundQueueOf']>>[number];

const itemOf = ({
  amountMinor,
  providerReason,
  userId,
  nameCn,
  nameEn,
  email,
  ...row
}: QueueRow): RefundQueueItem => ({
  ...row,
  amount: fromMinor(amountMinor),
  reason: providerReason ?? '',
  customer: { userId, name: nameCn || nameEn, email },
});

export const createRefundQueue = (deps: {
  orders: SpaceOrderRepository;
  payments: Pick<ReturnType<typeof createPayments>, 'retryRefund' | 'leaseUntil'>;
  now: Clock;
}) => {
  const { orders } = deps;

  /** Why nothing was done: no such refund of the company, or it is no longer failed or abnormal. */
  const refusal = async (viewer: Viewer, refundNo: string): Promise<BookingOutcome<never>> =>
    (await orders.refundOfCompany(viewer.companyId, refundNo)) === undefined
      ? notFound('refundNotFound')
      : declined('refundFinal');

  const current = async (viewer: Viewer, refundNo: string): Promise<BookingOutcome<RefundQueueItem>> =>
    ok(itemOf((await orders.refundOfCompany(viewer.companyId, refundNo))!));

  return {
    list: async (viewer: Viewer, filter: CustomerFilter): Promise<BookingOutcome<RefundQueueItem[]>> =>
      ok((await orders.refundQueueOf(viewer.companyId, filter)).map(itemOf)),

    retry: async (viewer: Viewer, { refundNo }: RefundNoBody): Promise<BookingOutcome<RefundQueueItem>> => {
      if (!(await orders.reopenRefund(viewer.companyId, refundNo, deps.payments.leaseUntil())))
        return refusal(viewer, refundNo);
      const refund = (await orders.refundByNo(refundNo))!;
      const order = (await orders.findById(refund.orderId))!;
      await deps.payments.retryRefund(refund, order);
      return current(viewer, refundNo);
    },

    settle: async (
      viewer: Viewer,
      { refundNo, note }: SettleRefundBody,
    ): Promise<BookingOutcome<RefundQueueItem>> => {
      if (note.trim() === '') return invalid('refundNoteRequired');
      const settled = await orders.settleRefundOutside(viewer.companyId, refundNo, {
        userId: viewer.userId,
        atIso: deps.now().toISOString(),
        note: note.trim(),
      });
      return settled ? current(viewer, refundNo) : refusal(viewer, refundNo);
    },
  };
};
