/**
 * Payments counted exactly once. Every confirmed payment — a notification, or what the
 * provider answers when an expired order is closed — goes through `applyPayment`: the provider's
 * transaction id is recorded first (a second delivery stops there), then the order moves from
 * awaiting payment to in hand; a payment the order can no longer take (cancelled meanwhile, amount
 * or currency not the order's) is refunded automatically, all of what was paid, and an order still
 * waiting gives its space back at once, since its provider order can no longer be paid. Refunds are
 * rows first and provider calls after, so a crash between the two is retried by the sweeper, which
 * asks the provider about every refund not settled yet (pending or abnormal).
 */
import { REFUND_TIME_ZONE, refundDueDate } from '../../../domain/booking/refund-due.ts';
import { spaceOrderKind } from '../../../domain/booking/space-order-lifecycle.ts';
import { moveRecord } from '../../db/repositories/record-store.ts';
import {
  createSpaceOrderRepository,
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
import {
  type NotificationReply,
  type PaidNotice,
  type PaymentProvider,
  PaymentProviderError,
  REFUND_NOT_FOUND,
  type RefundStatus,
} from '../payment/provider.ts';
import type { SpaceOrderMailJob } from './booking-mails.ts';
import { newRefundNo } from './order-number.ts';

/** A refund the provider could not take yet is asked again after this long, doubling to an hour. */
const REFUND_RETRY_MS = 60_000;
const REFUND_RETRY_MAX_MS = 60 * 60_000;
const REFUND_BATCH = 50;
/** An attempt at the provider not finished after this is presumed lost with its process: due again. */
export const REFUND_LEASE_MS = 2 * 60_000;

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
  /**
   * Ends an order still awaiting a payment it will not apply, its space given back (the booking
   * service's expiry; conditional, so an order that moved meanwhile stays as it is).
   */
  release: (order: SpaceOrderRow) => Promise<void>;
}

/** What a refund gives back: one whole payment, in the currency it was paid in. */
interface Paid {
  amountMinor: number;
  currency: string;
}

export const createPayments = (deps: PaymentDeps) => {
  const { db, orders, provider, queueMail, now, holidays } = deps;

  /** Opens a refund of a whole payment (once per order and cause); the provider is asked after. */
  const issueRefund = async (
    row: SpaceOrderRow,
    cause: RefundRow['cause'],
    paid: Paid,
    trx: Database = db,
  ): Promise<boolean> => {
    const at = now();
    return insertRefund(trx, {
      refundNo: newRefundNo(at),
      orderId: row.id,
      cause,
      amountMinor: paid.amountMinor,
      currency: paid.currency,
      state: 'pending',
      dueDate: refundDueDate(at, holidays, REFUND_TIME_ZONE),
      createdAt: at.toISOString(),
      refundedAt: null,
      nextAttemptAt: at.toISOString(),
    });
  };

  /**
   * What the provider said of a refund, by the sweeper's question or a notification: settled once,
   * or kept abnormal with the provider's reason. True when this settled it.
   */
  const recordRefund = async (refundNo: string, status: RefundStatus): Promise<boolean> => {
    if (status.state === 'abnormal') await orders.markRefundAbnormal(refundNo, status.reason ?? 'ABNORMAL');
    if (status.state !== 'succeeded' && status.state !== 'failed') return false;
    return orders.settleRefund(refundNo, status.state, now().toISOString());
  };

  /**
   * Where a refund is: the first attempt posts it; later ones ask the provider, and post it again
   * only when the provider never got it (the refund number makes a second post the same refund).
   */
  const requestOf = (refund: RefundRow, order: SpaceOrderRow) => ({
    orderNo: paymentNoOf(order),
    refundNo: refund.refundNo,
    // Every refund gives back one whole payment: its total is what it refunds.
    amountMinor: refund.amountMinor,
    totalMinor: refund.amountMinor,
    currency: refund.currency,
    reason: refund.cause === 'refused' ? (order.reason ?? 'refused') : 'payment not taken by the order',
  });

  /** What the provider knows of a refund; null when it never got it. */
  const queryRefund = async (refundNo: string): Promise<RefundStatus | null> => {
    try {
      return await provider.queryRefund(refundNo);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.providerCode === REFUND_NOT_FOUND) return null;
      throw error;
    }
  };

  const askRefund = async (refund: RefundRow, order: SpaceOrderRow): Promise<RefundStatus> => {
    if (refund.attempts === 0) return provider.refund(requestOf(refund, order));
    return (await queryRefund(refund.refundNo)) ?? provider.refund(requestOf(refund, order));
  };

  /**
   * Staff retry a failed or abnormal refund (reopened as pending by the caller): the provider is
   * asked first, so a refund it made meanwhile is recorded and never requested again; otherwise it
   * is requested again under the same refund number, which the provider takes as the same refund
   * (one refund per refund number, however often it is sent). A provider that cannot be reached
   * leaves it pending for the sweeper.
   */
  const retryRefund = async (refund: RefundRow, order: SpaceOrderRow): Promise<void> => {
    try {
      const known = await queryRefund(refund.refundNo);
      const status = known?.state === 'succeeded' ? known : await provider.refund(requestOf(refund, order));
      await recordRefund(refund.refundNo, status);
      if (status.state !== 'succeeded' && status.state !== 'failed')
        await orders.retryRefundAt(refund.refundNo, retryAt(refund.attempts));
    } catch (error) {
      deps.report(error, `refund ${refund.refundNo} retried by staff failed`);
      await orders.retryRefundAt(refund.refundNo, retryAt(refund.attempts));
    }
  };

  /**
   * Asks the provider about every refund not settled yet that is due: a pending one until it settles,
   * an abnormal one too (kept with the provider's reason for operations) until the provider settles it.
   */
  const processRefunds = async (): Promise<number> => {
    const due = await orders.dueRefunds(now().toISOString(), REFUND_BATCH);
    let settled = 0;
    for (const refund of due) {
      const order = await orders.findById(refund.orderId);
      // Another instance's sweep took it first: one attempt at the provider per due time.
      if (order === undefined || !(await orders.claimRefund(refund, leaseUntil()))) continue;
      try {
        const status = await askRefund(refund, order);
        if (status.state === 'succeeded' || status.state === 'failed') {
          if (await recordRefund(refund.refundNo, status)) settled += 1;
        } else {
          await recordRefund(refund.refundNo, status);
          await orders.retryRefundAt(refund.refundNo, retryAt(refund.attempts));
        }
      } catch (error) {
        deps.report(error, `refund ${refund.refundNo} attempt ${refund.attempts + 1} failed`);
        await orders.retryRefundAt(refund.refundNo, retryAt(refund.attempts));
      }
    }
    return settled;
  };

  /**
   * A paid order refused (by staff, or for want of a resubmission): the payment it took goes back in
   * full, opened in `trx` when the move has one.
   */
  const refundPayment = async (row: SpaceOrderRow, trx: Database = db): Promise<boolean> => {
    const payment =
      row.transactionId === null
        ? undefined
        : await createSpaceOrderRepository(trx).paymentOf(provider.name, row.transactionId);
    // Without a recorded payment, what the order was to be paid: its CNY amount (domain/tenant/cny-conversion.ts).
    return issueRefund(
      row,
      'refused',
      payment ?? { amountMinor: row.payAmountMinor, currency: row.payCurrency },
      trx,
    );
  };

  /** Staff refused a paid order: its refund is opened and asked for at once. */
  const refundOrder = async (row: SpaceOrderRow): Promise<void> => {
    await refundPayment(row);
    await processRefunds();
  };

  const leaseUntil = (): string => new Date(now().getTime() + REFUND_LEASE_MS).toISOString();

  const retryAt = (attempts: number): string =>
    new Date(now().getTime() + Math.min(REFUND_RETRY_MAX_MS, REFUND_RETRY_MS * 2 ** attempts)).toISOString();

  const applyPayment = async (paid: PaidNotice): Promise<PaymentOutcome> => {
    const order = await orders.findByOrderNo(paid.orderNo);
    const outcome = await db.transaction().execute(async (trx): Promise<PaymentOutcome> => {
      const matches =
        order !== undefined &&
        paid.amountMinor === order.payAmountMinor &&
        paid.currency === order.payCurrency;
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
      // Too late (cancelled meanwhile) or not this order's amount or currency: what was paid goes back.
      await setPaymentOutcome(trx, provider.name, paid.transactionId, 'refunded');
      await issueRefund(order, 'latePayment', paid, trx);
      return 'refunded';
    });
    if (outcome === 'applied' && order !== undefined)
      await queueMail({ kind: 'spaceOrder', orderId: order.id, event: 'paid' });
    if (outcome === 'refunded' && order !== undefined) {
      // Its provider order is paid, so it can never be paid now: no sweep needs to close it again.
      await deps.release(order);
      await processRefunds();
    }
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
    if (notification.kind === 'refund') await recordRefund(notification.refundNo, notification);
    return provider.reply(true);
  };

  return {
    applyPayment,
    handleNotification,
    refundOrder,
    refundPayment,
    processRefunds,
    retryRefund,
    leaseUntil,
  };
};

export type Payments = ReturnType<typeof createPayments>;
