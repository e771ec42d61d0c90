/**
 * The customer's mail on each step of an order (issue 11), queued in the request like the
 * space-order mails (server/mail/mail-queue.ts) and composed when delivered, in both languages: the
 * steps come from staff, not from a form in the customer's language.
 */
import { orderStepNames } from '../../../domain/orders/messages.ts';
import type { OrderState } from '../../../domain/orders/order-progress.ts';
import type { OrderRepository } from '../../db/repositories/order-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import type { MailMessage } from '../../mail/mailer.ts';

export interface OrderMailJob {
  kind: 'order';
  orderId: number;
  /** The step reached, as it was when queued (the order may have moved on by delivery). */
  step: OrderState;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const createOrderMailComposer =
  (deps: { orders: OrderRepository; users: UserRepository; publicBaseUrl: string }) =>
  async (job: OrderMailJob): Promise<MailMessage | null> => {
    const order = await deps.orders.findById(job.orderId);
    const user = order === undefined ? undefined : await deps.users.findById(order.userId);
    if (order === undefined || user === undefined) return null;
    const step = orderStepNames[job.step];
    const route = `${order.pol} - ${order.pod}, ${order.vesselName} ${order.voyageNumber}`;
    const numbers = [
      order.bookingNumber === null
        ? null
        : [`订舱号 ${order.bookingNumber}`, `booking number ${order.bookingNumber}`],
      order.blNumber === null ? null : [`提单号 ${order.blNumber}`, `B/L number ${order.blNumber}`],
    ].filter((entry): entry is string[] => entry !== null);
    const lines = [
      `您的订单 ${order.id}（${route}）当前进度：${step.cn}。${numbers.map((entry) => entry[0]).join('，')}`,
      `Your order ${order.id} (${route}) is now at: ${step.en}.${numbers.map((entry) => ` ${entry[1]}.`).join('')}`,
    ].map((line) => line.trimEnd());
    const link = `${deps.publicBaseUrl}/workspace/order?orderId=${order.id}`;
    return {
      to: user.email,
      subject: `订单进度：${step.cn} / Order progress: ${step.en} (${order.id})`,
      text: [...lines, '', link].join('\n'),
      html: [
        ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
        `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      ].join('\n'),
    };
  };
