/**
 * The customer's mails about a grab request: granted (with the space order to pay in My Space),
 * granted from the waitlist (the same, at the listed price) and refused (with the handling notes).
 * Queued in the request (the waitlist's in the release's transaction) and composed by the
 * record-mail composer (server/mail/record-mail.ts).
 */
import type { GrabRequestRepository } from '../../db/repositories/grab-request-repository.ts';
import type { SpaceOrderRepository } from '../../db/repositories/space-order-repository.ts';
import type { LoadRecordMail } from '../../mail/record-mail.ts';

export interface GrabRequestMailJob {
  kind: 'grabRequest';
  requestId: number;
  /** `waitlist`: the server granted it with space another order gave back (./waitlist.ts). */
  event: 'grant' | 'refuse' | 'waitlist';
}

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

export const loadGrabRequestMail =
  ({
    grabRequests,
    spaceOrders,
  }: {
    grabRequests: Pick<GrabRequestRepository, 'findById'>;
    spaceOrders: Pick<SpaceOrderRepository, 'findById'>;
  }): LoadRecordMail<GrabRequestMailJob> =>
  async (job) => {
    const request = await grabRequests.findById(job.requestId);
    if (request === undefined) return undefined;
    const order =
      request.spaceOrderId === null ? undefined : await spaceOrders.findById(request.spaceOrderId);
    const { pol, pod, etdStart, etdEnd } = request;
    return {
      userId: request.userId,
      text: TEXTS[job.event],
      values: { pol, pod, etdStart, etdEnd, notes: request.notes ?? '', no: order?.orderNo ?? '' },
      path: '/workspace/reserveCabin',
    };
  };
