/**
 * The customer's mails about a space order (issue 10): paid, completed, refused (with the reason and
 * the refund's due date), returned (with the reason). Queued in the request like the account mails
 * (server/mail/mail-queue.ts) and composed when delivered, in both languages: the order's events
 * come from staff and providers, not from a form in the customer's language.
 */
import type { SpaceOrderRepository } from '../../db/repositories/space-order-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { fromMinor } from './order-view.ts';

export interface SpaceOrderMailJob {
  kind: 'spaceOrder';
  orderId: number;
  event: 'paid' | 'complete' | 'refuse' | 'return';
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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

export const createSpaceOrderMailComposer =
  (deps: { orders: SpaceOrderRepository; users: UserRepository; publicBaseUrl: string }) =>
  async (job: SpaceOrderMailJob): Promise<MailMessage | null> => {
    const order = await deps.orders.findById(job.orderId);
    const user = order === undefined ? undefined : await deps.users.findById(order.userId);
    if (order === undefined || user === undefined) return null;
    const refund = (await deps.orders.refundsOf([order.id])).find((entry) => entry.cause === 'refused');
    const values: Record<string, string> = {
      no: order.orderNo,
      reason: order.reason ?? '',
      amount: `${order.currency} ${fromMinor(order.amountMinor).toFixed(2)}`,
      due: refund?.dueDate ?? '',
    };
    const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_whole, name: string) => values[name] ?? '');
    const texts = TEXTS[job.event];
    const link = `${deps.publicBaseUrl}/workspace/reserveCabin`;
    const lines = [fill(texts.body[0]), fill(texts.body[1])];
    return {
      to: user.email,
      subject: `${texts.subject[0]} / ${texts.subject[1]} ${order.orderNo}`,
      text: [...lines, '', link].join('\n'),
      html: [
        ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
        `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      ].join('\n'),
    };
  };
