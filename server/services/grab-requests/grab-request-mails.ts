/**
 * The customer's mails about a grab request: granted (with the space order offered until its
 * deadline, shown with whose time it is, to open and pay in My Space),
 * granted from the waitlist (the same, at the listed price) and refused (with the handling notes).
 * Queued in the request (the waitlist's in the release's transaction) and composed by the
 * record-mail composer (server/mail/record-mail.ts).
 */
import { REFUND_TIME_ZONE } from '../../../domain/booking/refund-due.ts';
import { toLocalIso } from '../../../domain/freight/dates.ts';
import type { GrabRequestRepository } from '../../db/repositories/grab-request-repository.ts';
import type { SpaceOrderRepository } from '../../db/repositories/space-order-repository.ts';
import type { LoadRecordMail } from '../../mail/record-mail.ts';

export interface GrabRequestMailJob {
  kind: 'grabRequest';
  requestId: number;
  /** `waitlist`: the server granted it with space another order gave back (./waitlist.ts). */
  event: 'grant' | 'refuse' | 'waitlist';
}

/**
 * An offer's deadline as the mail shows it: `2026-11-24 16:45` in Beijing time, the portal's
 * business calendar (refund-due.ts), which the text names beside it.
 */
const beijingTimeOf = (instant: string): string =>
  toLocalIso(instant, REFUND_TIME_ZONE).slice(0, 16).replace('T', ' ');

const TEXTS = {
  grant: {
    subject: ['抢舱申请已通过', 'Grab request granted'],
    body: [
      '您的抢舱申请（{pol} - {pod}，{etdStart} ~ {etdEnd}）已通过，舱位订单 {no} 为您保留舱位至 {deadline}（北京时间，UTC+08:00），请在此之前到"我的舱位"打开支付并在 3 分钟内完成付款，逾期舱位将释放。',
      'Your grab request ({pol} - {pod}, {etdStart} ~ {etdEnd}) is granted: space order {no} holds the space until {deadline} Beijing time (UTC+08:00). Before then, open the payment in My Space and pay within its 3 minutes; after it the space is released.',
    ],
  },
  waitlist: {
    subject: ['抢舱申请已自动通过', 'Grab request granted from the waitlist'],
    body: [
      '有符合您抢舱申请（{pol} - {pod}，{etdStart} ~ {etdEnd}）的舱位释放，申请已按挂牌价自动通过，舱位订单 {no} 为您保留舱位至 {deadline}（北京时间，UTC+08:00），请在此之前到"我的舱位"打开支付并在 3 分钟内完成付款，逾期舱位将释放。',
      'Space came free on a sailing that fits your grab request ({pol} - {pod}, {etdStart} ~ {etdEnd}): it is granted at the listed price and space order {no} holds the space until {deadline} Beijing time (UTC+08:00). Before then, open the payment in My Space and pay within its 3 minutes; after it the space is released.',
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
      values: {
        pol,
        pod,
        etdStart,
        etdEnd,
        notes: request.notes ?? '',
        no: order?.orderNo ?? '',
        deadline: order?.offerExpiresAt == null ? '' : beijingTimeOf(order.offerExpiresAt),
      },
      path: '/workspace/reserveCabin',
    };
  };
