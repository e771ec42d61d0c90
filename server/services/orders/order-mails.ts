/**
 * The customer's mail on each step of an order, composed by the record-mail composer
 * (server/mail/record-mail.ts): the step's name and the order's numbers in each language.
 */
import { orderStepNames } from '../../../domain/orders/messages.ts';
import type { OrderState } from '../../../domain/orders/order-progress.ts';
import type { OrderRepository } from '../../db/repositories/order-repository.ts';
import type { LoadRecordMail, RecordMailText } from '../../mail/record-mail.ts';

export interface OrderMailJob {
  kind: 'order';
  orderId: number;
  /** The step reached, as it was when queued (the order may have moved on by delivery). */
  step: OrderState;
}

const TEXT: RecordMailText = {
  subject: ['订单进度：{step}', 'Order progress: {step}'],
  body: [
    '您的订单 {id}（{route}）当前进度：{step}。{numbers}',
    'Your order {id} ({route}) is now at: {step}.{numbers}',
  ],
};

export const loadOrderMail =
  (orders: Pick<OrderRepository, 'findById'>): LoadRecordMail<OrderMailJob> =>
  async (job) => {
    const order = await orders.findById(job.orderId);
    if (order === undefined) return undefined;
    const step = orderStepNames[job.step];
    const numbers = [
      order.bookingNumber === null
        ? null
        : [`订舱号 ${order.bookingNumber}`, `booking number ${order.bookingNumber}`],
      order.blNumber === null ? null : [`提单号 ${order.blNumber}`, `B/L number ${order.blNumber}`],
    ].filter((entry): entry is string[] => entry !== null);
    return {
      userId: order.userId,
      text: TEXT,
      values: {
        id: String(order.id),
        route: `${order.pol} - ${order.pod}, ${order.vesselName} ${order.voyageNumber}`,
        step: [step.cn, step.en],
        numbers: [
          numbers.map((entry) => entry[0]).join('，'),
          numbers.map((entry) => ` ${entry[1]}.`).join(''),
        ],
      },
      subjectTag: `(${order.id})`,
      path: `/workspace/order?orderId=${order.id}`,
    };
  };
