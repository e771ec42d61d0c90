/**
 * The customer's mails about a space order: paid, completed, refused (with the reason and the
 * refund's due date), returned (with the reason and the deadline to resubmit, on the company's
 * clock with its offset), resubmitted, and refused because the deadline passed. Composed by the record-mail composer
 * (server/mail/record-mail.ts).
 */
import { REFUND_TIME_ZONE } from '../../../domain/booking/refund-due.ts';
import { toLocalIso } from '../../../domain/freight/dates.ts';
import type { SpaceOrderRepository } from '../../db/repositories/space-order-repository.ts';
import type { LoadRecordMail } from '../../mail/record-mail.ts';
import { fromMinor } from './order-view.ts';

export interface SpaceOrderMailJob {
  kind: 'spaceOrder';
  orderId: number;
  event: 'paid' | 'complete' | 'refuse' | 'return' | 'resubmit' | 'expireReturn';
  /** A return's deadline as it was set: the mail is composed later, maybe after a resubmission. */
  resubmitBy?: string;
}

const TEXTS = {
  paid: {
    subject: ['舱位订单已支付', 'Space order paid'],
    body: [
      '您的舱位订单 {no} 已支付，舱位已为您保留。',
      'Your space order {no} is paid; the space is yours.',
    ],
  },
  complete: {
    subject: ['舱位订单已完成', 'Space order completed'],
    body: ['您的舱位订单 {no} 已完成。', 'Your space order {no} is completed.'],
  },
  refuse: {
    subject: ['舱位订单被拒绝', 'Space order refused'],
    body: [
      '您的舱位订单 {no} 被拒绝，原因：{reason}。费用 {amount} 将全额退还，最迟于 {due} 到账。',
      'Your space order {no} was refused: {reason}. The fee of {amount} is refunded in full by {due}.',
    ],
  },
  return: {
    subject: ['舱位订单已退回', 'Space order returned'],
    body: [
      '您的舱位订单 {no} 已退回，原因：{reason}。请在 {deadline} 前上传更正后的委托书并重新提交，逾期订单将被拒绝并全额退款。',
      'Your space order {no} was returned: {reason}. Upload a corrected attorney file and resubmit it by {deadline}; after that it is refused and refunded in full.',
    ],
  },
  resubmit: {
    subject: ['舱位订单已重新提交', 'Space order resubmitted'],
    body: [
      '您的舱位订单 {no} 已重新提交，舱位仍为您保留。',
      'Your space order {no} is resubmitted; the space is still yours.',
    ],
  },
  expireReturn: {
    subject: ['舱位订单未按时重新提交', 'Space order not resubmitted in time'],
    body: [
      '您的舱位订单 {no} 未在期限内重新提交，已被拒绝。费用 {amount} 将全额退还，最迟于 {due} 到账。',
      'Your space order {no} was not resubmitted in time and is refused. The fee of {amount} is refunded in full by {due}.',
    ],
  },
} as const;

/** A deadline as the company's clock reads it, with the offset: 2026-11-26 23:59 (UTC+08:00). */
const deadlineText = (at: string): string => {
  const local = toLocalIso(at, REFUND_TIME_ZONE);
  return `${local.slice(0, 10)} ${local.slice(11, 16)} (UTC${local.slice(19)})`;
};

export const loadSpaceOrderMail =
  (orders: Pick<SpaceOrderRepository, 'findById' | 'refundsOf'>): LoadRecordMail<SpaceOrderMailJob> =>
  async (job) => {
    const order = await orders.findById(job.orderId);
    if (order === undefined) return undefined;
    const refund = (await orders.refundsOf([order.id])).find((entry) => entry.cause === 'refused');
    return {
      userId: order.userId,
      text: TEXTS[job.event],
      values: {
        no: order.orderNo,
        reason: order.reason ?? '',
        amount: `${order.currency} ${fromMinor(order.amountMinor).toFixed(2)}`,
        due: refund?.dueDate ?? '',
        deadline: job.resubmitBy === undefined ? '' : deadlineText(job.resubmitBy),
      },
      subjectTag: order.orderNo,
      path: '/workspace/reserveCabin',
    };
  };
