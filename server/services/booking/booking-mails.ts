/**
 * The customer's mails about a space order: paid, completed, refused (with the reason and the
 * refund's due date), returned (with the reason). Composed by the record-mail composer
 * (server/mail/record-mail.ts).
 */
import type { SpaceOrderRepository } from '../../db/repositories/space-order-repository.ts';
import type { LoadRecordMail } from '../../mail/record-mail.ts';
import { fromMinor } from './order-view.ts';

export interface SpaceOrderMailJob {
  kind: 'spaceOrder';
  orderId: number;
  event: 'paid' | 'complete' | 'refuse' | 'return';
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
    body: ['您的舱位订单 {no} 已退回，原因：{reason}。', 'Your space order {no} was returned: {reason}.'],
  },
} as const;

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
      },
      subjectTag: order.orderNo,
      path: '/workspace/reserveCabin',
    };
  };
