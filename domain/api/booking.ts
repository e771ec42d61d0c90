/**
 * Answers of the booking area (issue 10). The order draft of spec §3 (`orderStatus`, `code_url`,
 * `orderId`, `order_form`) travels beside `code` and `message`, as the spec's named fields do.
 */
import type { Deadline } from '../booking/deadlines.ts';
import type { SpaceOrderState } from '../booking/space-order-lifecycle.ts';
import type { RecordHistoryEntry } from '../records/record-history.ts';
import type { CarrierRef, PlaceRef } from './freight.ts';

export interface SpaceOrderLine {
  containerType: string;
  quantity: number;
  /** Per container, in the sailing's currency. */
  unitPrice: number;
}

export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** Why a refund was issued: staff refused the order, or a payment came after the order was cancelled. */
export type RefundCause = 'refused' | 'latePayment';

export interface RefundView {
  state: RefundState;
  cause: RefundCause;
  amount: number;
  currency: string;
  /** `YYYY-MM-DD`: within REFUND_WORKING_DAYS working days of the refusal (spec §3). */
  dueDate: string;
  /** ISO instant, when the provider confirmed it. */
  refundedAt: string | null;
}

export interface AttorneyFileRef {
  /** Stored name (spec §7 `alifileName`), what `common/downloadfile` takes. */
  alifileName: string;
  /** The name the customer's file had (spec §7 `fileName`). */
  fileName: string;
  size: number;
}

export interface SpaceOrderView {
  orderId: number;
  /** The order number the customer and the payment provider see (out_trade_no). */
  orderNo: string;
  status: SpaceOrderState;
  sailingId: number;
  vesselName: string;
  voyageNumber: string;
  routeCode: string;
  carrier: CarrierRef;
  pol: PlaceRef;
  pod: PlaceRef;
  /** Local time at the port of loading, with its offset. */
  etd: string;
  containers: SpaceOrderLine[];
  amount: number;
  currency: string;
  /** ISO instants. */
  createdAt: string;
  /** The end of the payment window (spec §4: 3 minutes); never restarted. */
  expiresAt: string;
  paidAt: string | null;
  /** When it was cancelled, completed, refused or returned. */
  closedAt: string | null;
  /** Staff's reason for a refused or returned order. */
  reason: string | null;
  attorneyFile: AttorneyFileRef | null;
  refund: RefundView | null;
  /** Staff lists only: who booked. */
  customer?: { userId: number; name: string; companyName: string };
  /** getSpaceOrder only: every status change, oldest first (issue 11's audit trail). */
  history?: RecordHistoryEntry[];
  /** getSpaceOrder only: the deadline timeline (issue 11), the payment window while it is open first. */
  deadlines?: Deadline[];
}

/** What bookSpace and getSpaceOrder answer beside code and message. */
export interface OrderDraft {
  orderStatus: SpaceOrderState;
  /** What the payment QR code encodes; empty once the order no longer waits for payment. */
  code_url: string;
  orderId: number;
  order_form: SpaceOrderView;
  /** The payment window left at the server's "now", ms (0 when closed): the countdown starts from it. */
  remainingMs: number;
  /** The QR image of code_url, an SVG data URL ('' when code_url is ''). */
  qrImage: string;
}

export interface SpaceOrderPage {
  list: SpaceOrderView[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** What the sandbox pay page shows the phone before it confirms. */
export interface SandboxPaymentView {
  orderNo: string;
  amount: number;
  currency: string;
  description: string;
  state: 'open' | 'paid' | 'closed' | 'refunded';
  expiresAt: string;
}

/** What common/uploadfile answers beside code and message (spec §7's download fields). */
export interface UploadedFileAnswer {
  alifileName: string;
  fileName: string;
  size: number;
  contentType: string;
}
