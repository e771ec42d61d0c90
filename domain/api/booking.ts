/**
 * Answers of the booking area. The order draft of spec §3 (`orderStatus`, `code_url`, `orderId`,
 * `order_form`) travels beside `code` and `message`, as the spec's named fields do. The types are
 * inferred from their runtime schemas (booking-answers.ts), which the client never loads.
 */
export type {
  AbnormalRefund,
  AttorneyFileOnFile,
  AttorneyFileRef,
  OrderDraft,
  RefundQueueItem,
  RefundView,
  SandboxPaymentView,
  SpaceOrderLine,
  SpaceOrderPage,
  SpaceOrderView,
  UploadedFileAnswer,
  UploadReply,
} from './booking-answers.ts';

export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
/**
 * A refund's states as staff see them: the provider may report it abnormal, and staff may settle a
 * failed or abnormal one outside the portal (`settled`).
 */
export const STAFF_REFUND_STATES = ['pending', 'abnormal', 'succeeded', 'failed', 'settled'] as const;
export type StaffRefundState = (typeof STAFF_REFUND_STATES)[number];

/** Why a refund was issued: staff refused the order, or a payment came after the order was cancelled. */
export const REFUND_CAUSES = ['refused', 'latePayment'] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];
