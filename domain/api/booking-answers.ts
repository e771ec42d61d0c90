/**
 * What the booking calls answer (docs/booking.md): runtime schemas and their types. The order draft
 * of spec §3 (`orderStatus`, `code_url`, `orderId`, `order_form`) travels beside `code` and
 * `message`, as the spec's named fields do; lists go in `data`.
 */
import * as v from 'valibot';
import { SPACE_ORDER_STATES } from '../booking/space-order-lifecycle.ts';
import { recordPageOf, replyOf } from './answer-parts.ts';
import { REFUND_CAUSES, REFUND_STATES, STAFF_REFUND_STATES } from './booking.ts';
import { CarrierRef, PlaceRef } from './freight-answers.ts';
import { Deadline, RecordHistoryEntry } from './record-answers.ts';

const SpaceOrderState = v.picklist(SPACE_ORDER_STATES);

export const SpaceOrderLine = v.strictObject({
  containerType: v.string(),
  quantity: v.number(),
  /** Per container, in the sailing's currency. */
  unitPrice: v.number(),
});
export type SpaceOrderLine = v.InferOutput<typeof SpaceOrderLine>;

export const RefundView = v.strictObject({
  state: v.picklist(REFUND_STATES),
  cause: v.picklist(REFUND_CAUSES),
  amount: v.number(),
  currency: v.string(),
  /** `YYYY-MM-DD`: within REFUND_WORKING_DAYS working days of the refusal (spec §3). */
  dueDate: v.string(),
  /** ISO instant, when the provider confirmed it. */
  refundedAt: v.nullable(v.string()),
});
export type RefundView = v.InferOutput<typeof RefundView>;

/** A refund the provider reports abnormal (WeChat Pay's ABNORMAL), for operations (staff). */
export const AbnormalRefund = v.strictObject({
  refundNo: v.string(),
  orderId: v.number(),
  orderNo: v.string(),
  cause: v.picklist(REFUND_CAUSES),
  amount: v.number(),
  currency: v.string(),
  createdAt: v.string(),
  dueDate: v.string(),
  /** How many times the provider was asked about it; the sweeper keeps asking, at most hourly. */
  attempts: v.number(),
  /** The provider's words: its status and the account the money could not go back to. */
  reason: v.string(),
});
export type AbnormalRefund = v.InferOutput<typeof AbnormalRefund>;

/**
 * A refund of the staff console's refunds queue: failed or abnormal ones wait for staff, who retry
 * them or settle them outside the portal (who, when and the note are kept).
 */
export const RefundQueueItem = v.strictObject({
  ...AbnormalRefund.entries,
  state: v.picklist(STAFF_REFUND_STATES),
  customer: v.strictObject({ userId: v.number(), name: v.string(), email: v.string() }),
  settledAt: v.nullable(v.string()),
  settledNote: v.nullable(v.string()),
});
export type RefundQueueItem = v.InferOutput<typeof RefundQueueItem>;

export const AttorneyFileRef = v.strictObject({
  /** Stored name (spec §7 `alifileName`), what `common/downloadfile` takes. */
  alifileName: v.string(),
  /** The name the customer's file had (spec §7 `fileName`). */
  fileName: v.string(),
  size: v.number(),
});
export type AttorneyFileRef = v.InferOutput<typeof AttorneyFileRef>;

export const SpaceOrderView = v.strictObject({
  orderId: v.number(),
  /** The order number the customer and the payment provider see (out_trade_no). */
  orderNo: v.string(),
  status: SpaceOrderState,
  sailingId: v.number(),
  vesselName: v.string(),
  voyageNumber: v.string(),
  routeCode: v.string(),
  carrier: CarrierRef,
  pol: PlaceRef,
  pod: PlaceRef,
  /** Local time at the port of loading, with its offset. */
  etd: v.string(),
  containers: v.array(SpaceOrderLine),
  amount: v.number(),
  currency: v.string(),
  /**
   * What the customer pays through the provider, fixed when the order was made: the amount in CNY,
   * and for a price in another currency the tenant's rate it was converted at (CNY per unit, as
   * decimal text, `7.1988`) with the rate's date; `rate` is null for a CNY price.
   */
  payment: v.strictObject({
    amount: v.number(),
    currency: v.string(),
    rate: v.nullable(v.strictObject({ cnyPerUnit: v.string(), effectiveOn: v.string() })),
  }),
  /** ISO instants. */
  createdAt: v.string(),
  /**
   * The end of the payment window (spec §4: 3 minutes); never restarted. An offer's deadline while
   * the order is offered.
   */
  expiresAt: v.string(),
  /** A granted grab request's offer: the deadline to pay by (ISO instant); null for a booking. */
  offerExpiresAt: v.nullable(v.string()),
  paidAt: v.nullable(v.string()),
  /** When it was cancelled, completed, refused or returned. */
  closedAt: v.nullable(v.string()),
  /** Staff's reason for a refused or returned order. */
  reason: v.nullable(v.string()),
  /**
   * A returned order's deadline to be corrected and resubmitted: the instant, and the zone of the
   * company's working days it was counted in (shown with it); null unless returned.
   */
  resubmitBy: v.nullable(v.strictObject({ at: v.string(), timeZone: v.string() })),
  attorneyFile: v.nullable(AttorneyFileRef),
  refund: v.nullable(RefundView),
  /** Staff lists only: who booked. */
  customer: v.optional(v.strictObject({ userId: v.number(), name: v.string(), companyName: v.string() })),
  /** getSpaceOrder only: every status change, oldest first (the audit trail). */
  history: v.optional(v.array(RecordHistoryEntry)),
  /** getSpaceOrder only: the deadline timeline, the payment window while it is open first. */
  deadlines: v.optional(v.array(Deadline)),
});
export type SpaceOrderView = v.InferOutput<typeof SpaceOrderView>;

/** What bookSpace and getSpaceOrder answer beside code and message. */
export const OrderDraft = v.strictObject({
  orderStatus: SpaceOrderState,
  /** What the payment QR code encodes; empty once the order no longer waits for payment. */
  code_url: v.string(),
  orderId: v.number(),
  order_form: SpaceOrderView,
  /** The payment window left at the server's "now", ms (0 when closed): the countdown starts from it. */
  remainingMs: v.number(),
});
export type OrderDraft = v.InferOutput<typeof OrderDraft>;

/** The draft's fields beside code and message; a failure carries none of them. */
export const OrderDraftReply = replyOf(v.partial(OrderDraft).entries);

export const SpaceOrderPage = recordPageOf(SpaceOrderView);
export type SpaceOrderPage = v.InferOutput<typeof SpaceOrderPage>;

/** What the sandbox pay page shows the phone before it confirms. */
export const SandboxPaymentView = v.strictObject({
  orderNo: v.string(),
  amount: v.number(),
  currency: v.string(),
  description: v.string(),
  state: v.picklist(['open', 'paid', 'closed', 'refunded']),
  expiresAt: v.string(),
});
export type SandboxPaymentView = v.InferOutput<typeof SandboxPaymentView>;

/** What common/uploadfile and common/uploadpicture answer beside code and message (spec §7's download fields). */
export const UploadedFileAnswer = v.strictObject({
  alifileName: v.string(),
  fileName: v.string(),
  size: v.number(),
  contentType: v.string(),
});
export type UploadedFileAnswer = v.InferOutput<typeof UploadedFileAnswer>;
export const UploadReply = replyOf(UploadedFileAnswer.entries);

/** The customer's power of attorney on file (spec §5), as its upload answered; null while they keep none. */
export const AttorneyFileOnFile = v.strictObject({ attorneyFile: v.nullable(UploadedFileAnswer) });
export type AttorneyFileOnFile = v.InferOutput<typeof AttorneyFileOnFile>;
export type UploadReply = v.InferOutput<typeof UploadReply>;

/**
 * What `pay/notify/<provider>` answers the provider, in WeChat Pay's format (the sandbox keeps it):
 * SUCCESS takes the notification, FAIL asks for it again later.
 */
export const PaymentNotificationReply = v.strictObject({
  code: v.picklist(['SUCCESS', 'FAIL']),
  message: v.string(),
});
export type PaymentNotificationReply = v.InferOutput<typeof PaymentNotificationReply>;
