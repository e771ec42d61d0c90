/**
 * Payments counted exactly once (issue 10). Every confirmed payment — a notification, or what the
 * provider answers when an expired order is closed — goes through `applyPayment`: the provider's
 * transaction id is recorded first (a second delivery stops there), then the order moves from
 * awaiting payment to in hand; a payment the order can no longer take (cancelled meanwhile, amount
 * not the order's) is refunded automatically. Refunds are rows first and provider calls after, so a
 * crash between the two is retried by the sweeper.
 */
import { REFUND_TIME_ZONE, refundDueDate } from '../../../domain/booking/refund-due.ts';
import { spaceOrderKind } from '../../../domain/booking/space-order-lifecycle.ts';
import { moveRecord } from '../../db/repositories/record-store.ts';
import {
  insertRefund,
  paymentNoOf,
  type RefundRow,
  recordPayment,
  type SpaceOrderRepository,
  type SpaceOrderRow,
  setPaymentOutcome,
} from '../../db/repositories/space-order-repository.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../accounts/clock.ts';
import type { NotificationReply, PaidNotice, PaymentProvider } from '../payment/provider.ts';
import type { SpaceOrderMailJob } from './booking-mails.ts';
import { newRefundNo } from './order-number.ts';

/** A refund the provider could not take yet is asked again after this long, doubling to an hour. */
const REFUND_RETRY_MS = 60_000;
const REFUND_RETRY_MAX_MS = 60 * 60_000;
const REFUND_BATCH = 50;

export type PaymentOutcome = 'applied' | 'duplicate' | 'refunded' | 'ignored';

export interface PaymentDeps {
  db: Database;
  orders: SpaceOrderRepository;
  provider: PaymentProvider;
  queueMail: (job: SpaceOrderMailJob) => Promise<void>;
  now: Clock;
  /** REFUND_HOLIDAYS: dates (YYYY-MM-DD) that are not working days. */
  holidays: ReadonlySet<string>;
  report: (error: unknown, context: string) => void;
}

export const createPayments = (deps: PaymentDeps) => {
  const { db, orders, provider, queueMail, now, holidays } = deps;

  /** Opens a refund of the order's whole amount (once per order and cause) and asks the provider. */
  const issueRefund = async (
    row: SpaceOrderRow,
    cause: RefundRow['cause'],
    trx: Database = db,
  ): Promise<boolean> => {
    const at = now();
    return insertRefund(trx, {
      refundNo: newRefundNo(at),
      orderId: row.id,
      cause,
      amountMinor: row.amountMinor,
      currency: row.currency,
      state: 'pending',
      dueDate: refundDueDate(at, holidays, REFUND_TIME_ZONE),
      createdAt: at.toISOString(),
      refundedAt: null,
      nextAttemptAt: at.toISOString(),
    });
  };

  /** Asks the provider for every pending refund that is due; the provider's refund numbers make it idempotent. */
  const processRefunds = async (): Promise<number> => {
    const due = await orders.dueRefunds(now().toISOString(), REFUND_BATCH);
    let settled = 0;
    for (const refund of due) {
      const order = await orders.findById(refund.orderId);
      if (order === undefined) continue;
      try {
        const { state } = await provider.refund({
          orderNo: paymentNoOf(order),
          refundNo: refund.refundNo,
          amountMinor: refund.amountMinor,
          totalMinor: order.amountMinor,
          currency: refund.currency,
          reason: refund.cause === 'refused' ? (order.reason ?? 'refused') : 'payment after cancellation',
        });
        if (state !== 'pending' && (await orders.settleRefund(refund.refundNo, state, now().toISOString())))
          settled += 1;
        else if (state === 'pending') await orders.retryRefundAt(refund.refundNo, retryAt(refund.attempts));
      } catch (error) {
        deps.report(error, `refund ${refund.refundNo} attempt ${refund.attempts + 1} failed`);
        await orders.retryRefundAt(refund.refundNo, retryAt(refund.attempts));
      }
    }
    return settled;
  };

  const retryAt = (attempts: number): string =>
    new Date(now().getTime() + Math.min(REFUND_RETRY_MAX_MS, REFUND_RETRY_MS * 2 ** attempts)).toISOString();

  const applyPayment = async (paid: PaidNotice): Promise<PaymentOutcome> => {
    const order = await orders.findByOrderNo(paid.orderNo);
    const outcome = await db.transaction().execute(async (trx): Promise<PaymentOutcome> => {
      const matches =
        order !== undefined && paid.amountMinor === order.amountMinor && paid.currency === order.currency;
      const fresh = await recordPayment(trx, {
        provider: provider.name,
        transactionId: paid.transactionId,
        orderNo: paid.orderNo,
        amountMinor: paid.amountMinor,
        currency: paid.currency,
        paidAt: paid.paidAt.toISOString(),
        receivedAt: now().toISOString(),
        outcome: order === undefined ? 'ignored' : matches ? 'applied' : 'refunded',
      });
      if (!fresh) return 'duplicate';
      if (order === undefined) return 'ignored';
      if (
        matches &&
        (await moveRecord(trx, spaceOrderKind, {
          record: order,
          event: 'pay',
          by: { party: 'system' },
          actorUserId: null,
          patch: { paidAt: paid.paidAt.toISOString(), transactionId: paid.transactionId },
          at: now().toISOString(),
        }))
      )
        return 'applied';
      // Too late (cancelled meanwhile) or not this order's amount: the money goes back.
      await setPaymentOutcome(trx, provider.name, paid.transactionId, 'refunded');
      await issueRefund(order, 'latePayment', trx);
      return 'refunded';
    });
    if (outcome === 'applied' && order !== undefined)
      await queueMail({ kind: 'spaceOrder', orderId: order.id, event: 'paid' });
    if (outcome === 'refunded') await processRefunds();
    return outcome;
  };

  /** The notification route's handler: the same for the sandbox and for WeChat Pay. */
  const handleNotification = async (
    headers: Readonly<Record<string, string | undefined>>,
    rawBody: string,
  ): Promise<NotificationReply> => {
    const notification = await provider.readNotification(headers, rawBody);
    if (notification === null) return { ...provider.reply(false), status: 401 };
    if (notification.kind === 'paid') await applyPayment(notification.paid);
    if (notification.kind === 'refund' && notification.state !== 'pending')
      await orders.settleRefund(notification.refundNo, notification.state, now().toISOString());
    return provider.reply(true);
  };

  return { applyPayment, handleNotification, issueRefund, processRefunds };
};

export type Payments = ReturnType<typeof createPayments>;
