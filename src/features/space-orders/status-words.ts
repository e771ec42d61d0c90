import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RefundState } from '../../../domain/api/booking.ts';
import type { SpaceOrderState } from '../../../domain/booking/space-order-lifecycle.ts';

/** Spec §3 space order statuses, after the payment window's two (awaiting payment, cancelled). */
export const spaceOrderStatusWords: Record<SpaceOrderState, MessageDescriptor> = {
  offered: msg`Offered`,
  awaitingPayment: msg`Awaiting payment`,
  inHand: msg`In hand`,
  completed: msg`Completed`,
  refused: msg`Refused`,
  returned: msg`Returned`,
  cancelled: msg`Cancelled`,
};

export const refundStateWords: Record<RefundState, MessageDescriptor> = {
  pending: msg`Refund in progress`,
  succeeded: msg`Refunded`,
  failed: msg`Refund failed: customer service will contact you`,
};
