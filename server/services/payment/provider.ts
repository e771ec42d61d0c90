/**
 * One interface for every payment provider (architecture "real components"): the
 * sandbox (embedded default: demo mode and tests) and WeChat Pay API v3 Native. The booking service
 * speaks only this; which provider runs is configuration (PAYMENT_PROVIDER).
 *
 * Amounts are integers in the currency's minor unit (fen, cents): no float ever reaches a provider.
 */
import type { PaymentNotificationReply } from '../../../domain/api/booking-answers.ts';

export const PAYMENT_PROVIDERS = ['sandbox', 'wechatpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface PaymentOrder {
  /** Our order number (WeChat's out_trade_no): 6 to 32 characters of letters, digits, _ and -. */
  orderNo: string;
  amountMinor: number;
  currency: string;
  /** What the payer's phone shows (WeChat's description, at most 127 bytes). */
  description: string;
  /** The end of the payment window: the provider refuses payment after it (WeChat's time_expire). */
  expiresAt: Date;
}

/** A payment the provider confirms: by a notification, or when queried or closed. */
export interface PaidNotice {
  orderNo: string;
  /** The provider's transaction id: the key that makes a notification count once. */
  transactionId: string;
  amountMinor: number;
  currency: string;
  paidAt: Date;
}

/** What the provider knows of an order. */
export type ProviderOrderState =
  | { state: 'paid'; paid: PaidNotice }
  | { state: 'open' }
  | { state: 'closed' }
  | { state: 'notFound' };

export interface RefundRequest {
  orderNo: string;
  /** Our refund number (WeChat's out_refund_no), unique per refund. */
  refundNo: string;
  amountMinor: number;
  /** The paid total of the payment refunded (WeChat asks for both). */
  totalMinor: number;
  currency: string;
  reason: string;
}

/**
 * 'abnormal' is WeChat Pay's ABNORMAL: the money could not go back the way it came (the payer's card
 * cancelled or frozen); not final, since operations may settle it with the provider.
 */
export type RefundState = 'pending' | 'abnormal' | 'succeeded' | 'failed';

/** What the provider says of a refund; `reason`, the provider's words, comes with an abnormal one. */
export interface RefundStatus {
  state: RefundState;
  reason?: string;
}

/** A notification the provider signed, read and verified. */
export type ProviderNotification =
  | { kind: 'paid'; paid: PaidNotice }
  | ({ kind: 'refund'; refundNo: string } & RefundStatus)
  /** Signed and valid, but about something the portal does not act on. */
  | { kind: 'other' };

/** The answer the provider expects to a notification (WeChat: 200/204 on success, 4xx/5xx with a JSON code to retry). */
export interface NotificationReply {
  status: number;
  body: PaymentNotificationReply;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Opens the provider's order; its `codeUrl` is what the payment QR code encodes. */
  create(order: PaymentOrder): Promise<{ codeUrl: string }>;
  /**
   * The code's URL without a call, from a provider whose payment order is its code (the sandbox's
   * signed terms): a hold writes it in its order's own INSERT. Absent where the provider must be
   * asked (WeChat Pay): its order is opened by `create` once the space is held.
   */
  codeUrlOf?(order: PaymentOrder): string;
  query(orderNo: string): Promise<ProviderOrderState>;
  /**
   * Closes an unpaid order so that it can no longer be paid, and says what the provider knows after:
   * 'closed', or 'paid' when the payment won the race (then the order must be kept).
   */
  close(orderNo: string): Promise<ProviderOrderState>;
  refund(request: RefundRequest): Promise<RefundStatus>;
  /** Throws a PaymentProviderError with providerCode REFUND_NOT_FOUND when the provider never got it. */
  queryRefund(refundNo: string): Promise<RefundStatus>;
  /**
   * Verifies a notification's signature over its exact raw body and reads it; null when the
   * signature, the timestamp or the body is not valid (the route answers 401 and changes nothing).
   */
  readNotification(
    headers: Readonly<Record<string, string | undefined>>,
    rawBody: string,
  ): Promise<ProviderNotification | null>;
  reply(accepted: boolean): NotificationReply;
}

/** A provider call that failed (network, provider error): the caller decides to retry or refuse. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  readonly providerCode: string;
  constructor(message: string, providerCode = 'UNKNOWN') {
    super(message);
    this.providerCode = providerCode;
  }
}

/** queryRefund's providerCode for a refund the provider has no record of (WeChat Pay's 404 code). */
export const REFUND_NOT_FOUND = 'RESOURCE_NOT_EXISTS';
