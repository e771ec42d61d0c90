/**
 * The customer's mails about a grab request (issue 11): granted (with the space order to pay in My
 * Space), granted from the waitlist (the same, at the listed price) and refused (with the handling
 * notes). Queued in the request (the waitlist's in the release's transaction) like the space-order
 * mails and composed when delivered, in both languages.
 */
import type { GrabRequestRepository } from '../../db/repositories/grab-request-repository.ts';
import type { SpaceOrderRepository } from '../../db/repositories/space-order-repository.ts';
import type { UserRepository } from '../../db/repositories/user-repository.ts';
import type { MailMessage } from '../../mail/mailer.ts';

export interface GrabRequestMailJob {
  kind: 'grabRequest';
  requestId: number;
  /** `waitlist`: the server granted it with space another order gave back (./waitlist.ts). */
  event: 'grant' | 'refuse' | 'waitlist';
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const TEXTS = {
  grant: {
    subject: ['抢舱申请已通过', 'Grab request granted'],
    body: [
      '您的抢舱申请（{pol} - {pod}，{etdStart} ~ {etdEnd}）已通过，舱位订单 {no} 已为您保留，请在支付时限内到"我的舱位"支付。',
      'Your grab request ({pol} - {pod}, {etdStart} ~ {etdEnd}) is granted: space order {no} holds the space; pay for it in My Space within the payment window.',
    ],
  },
  waitlist: {
    subject: ['抢舱申请已自动通过', 'Grab request granted from the waitlist'],
    body: [
      '有符合您抢舱申请（{pol} - {pod}，{etdStart} ~ {etdEnd}）的舱位释放，申请已按挂牌价自动通过，舱位订单 {no} 已为您保留，请在支付时限内到"我的舱位"支付。',
      'Space came free on a sailing that fits your grab request ({pol} - {pod}, {etdStart} ~ {etdEnd}): it is granted at the listed price and space order {no} holds the space; pay for it in My Space within the payment window.',
    ],
  },
  refuse: {
    subject: ['抢舱申请未通过', 'Grab request refused'],
    body: [
      '您的抢舱申请（{pol} - {pod}，{etdStart} ~ {etdEnd}）未通过，处理意见：{notes}。',
      'Your grab request ({pol} - {pod}, {etdStart} ~ {etdEnd}) was refused: {notes}.',
    ],
  },
} as const;

export const createGrabRequestMailComposer =
  (deps: {
    requests: GrabRequestRepository;
    orders: Pick<SpaceOrderRepository, 'findById'>;
    users: UserRepository;
    publicBaseUrl: string;
  }) =>
  async (job: GrabRequestMailJob): Promise<MailMessage | null> => {
    const request = await deps.requests.findById(job.requestId);
    const user = request === undefined ? undefined : await deps.users.findById(request.userId);
    if (request === undefined || user === undefined) return null;
    const order =
      request.spaceOrderId === null ? undefined : await deps.orders.findById(request.spaceOrderId);
    const values: Record<string, string> = {
      pol: request.pol,
      pod: request.pod,
      etdStart: request.etdStart,
      etdEnd: request.etdEnd,
      notes: request.notes ?? '',
      no: order?.orderNo ?? '',
    };
    const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_whole, name: string) => values[name] ?? '');
    const texts = TEXTS[job.event];
    const link = `${deps.publicBaseUrl}/workspace/reserveCabin`;
    const lines = [fill(texts.body[0]), fill(texts.body[1])];
    return {
      to: user.email,
      subject: `${texts.subject[0]} / ${texts.subject[1]}`,
      text: [...lines, '', link].join('\n'),
      html: [
        ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
        `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      ].join('\n'),
    };
  };
