/** The booking tables (migration 0007), as Kysely sees them (camelCase, schema.ts). */
import type { Generated } from 'kysely';
import type { SpaceOrderState } from '../../domain/booking/space-order-lifecycle.ts';

export interface UploadedFilesTable {
  id: Generated<number>;
  /** Random and URL-safe: the file's name on disk and spec §7's `alifileName`. */
  storedName: string;
  /** The customer's own file name, for the download (spec §7's `fileName`). */
  fileName: string;
  /** Decided from the content (domain/booking/file-kind.ts), never from the name. */
  contentType: string;
  size: number;
  companyId: number;
  userId: number;
  createdAt: string;
  orderId: number | null;
}

export interface SpaceOrdersTable {
  id: Generated<number>;
  orderNo: string;
  companyId: number;
  userId: number;
  sailingId: number;
  status: SpaceOrderState;
  amountMinor: number;
  currency: string;
  /** What the customer pays through the provider (migration 0023): the CNY amount. */
  payAmountMinor: number;
  payCurrency: string;
  /** The exchange rate (CNY millionths per unit) and its date the price was converted at; null for CNY. */
  cnyPerUnitMicro: number | null;
  rateEffectiveOn: string | null;
  attorneyFile: string | null;
  provider: string;
  codeUrl: Generated<string>;
  transactionId: string | null;
  createdAt: string;
  expiresAt: string;
  /**
   * A granted grab request's offer: held until this instant (ISO), while `expiresAt` is the end of
   * the payment window that an opening started; null for a booking.
   */
  offerExpiresAt: Generated<string | null>;
  /** The provider's order number of the payment opened last, when not `orderNo` (an offer's openings). */
  paymentNo: Generated<string | null>;
  paidAt: string | null;
  closedAt: string | null;
  reason: string | null;
  /** A returned order's resubmit deadline, ISO instant (migration 0025); null otherwise. */
  resubmitBy: Generated<string | null>;
}

export interface SpaceOrderLinesTable {
  orderId: number;
  containerType: string;
  quantity: number;
  unitPriceMinor: number;
}

/** What one customer account holds on a sailing, per container type (migration 0034). */
export interface SpaceAllowancesTable {
  sailingId: number;
  userId: number;
  containerType: string;
  held: number;
}

export interface PaymentNotificationsTable {
  provider: string;
  transactionId: string;
  orderNo: string;
  amountMinor: number;
  currency: string;
  paidAt: string;
  receivedAt: string;
  outcome: 'applied' | 'refunded' | 'ignored';
}

export interface RefundsTable {
  id: Generated<number>;
  refundNo: string;
  orderId: number;
  cause: 'refused' | 'latePayment';
  amountMinor: number;
  currency: string;
  /**
   * 'pending' and 'abnormal' are not final: the sweeper asks the provider again. 'settled': staff
   * settled a failed or abnormal refund outside the portal (migration 0037).
   */
  state: 'pending' | 'abnormal' | 'succeeded' | 'failed' | 'settled';
  dueDate: string;
  createdAt: string;
  refundedAt: string | null;
  attempts: Generated<number>;
  nextAttemptAt: string;
  /** What the provider said of an abnormal refund (its status and the account it tried), for operations. */
  providerReason: Generated<string | null>;
  /** Who settled it outside the portal, when, and their note (migration 0037); null otherwise. */
  settledBy: Generated<number | null>;
  settledAt: Generated<string | null>;
  settledNote: Generated<string | null>;
}

/**
 * The sandbox provider's payments that were paid or closed (migration 0048): an open one is its
 * signed code alone, and has no row.
 */
export interface SandboxPaymentsTable {
  orderNo: string;
  state: 'paid' | 'closed' | 'refunded';
  /** What was paid: empty for a payment closed before it was paid. */
  amountMinor: number | null;
  currency: string | null;
  transactionId: string | null;
  paidAt: string | null;
  refundedMinor: Generated<number>;
  createdAt: string;
}

/**
 * A booking's Idempotency-Key (migration 0044): written in the hold's own transaction, so a hold is
 * never acknowledged without its key; a retry with the key answers `orderId`'s draft.
 */
export interface IdempotencyKeysTable {
  userId: number;
  idempotencyKey: string;
  /** SHA-256 hex of the path and the request body: the same key with another request is refused. */
  requestHash: string;
  orderId: number;
  createdAt: string;
}

export interface BookingSchema {
  uploadedFiles: UploadedFilesTable;
  spaceOrders: SpaceOrdersTable;
  spaceOrderLines: SpaceOrderLinesTable;
  spaceAllowances: SpaceAllowancesTable;
  paymentNotifications: PaymentNotificationsTable;
  refunds: RefundsTable;
  sandboxPayments: SandboxPaymentsTable;
  idempotencyKeys: IdempotencyKeysTable;
}
