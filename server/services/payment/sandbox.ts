/**
 * The sandbox payment provider, the embedded default for demo mode and tests. Its QR code
 * opens the portal's own pay page (`/pay?code=…`) on the phone that scans it, as the QR-login confirm
 * page does; confirming there pays, and the sandbox then delivers a signed notification to the same
 * handler a real provider's notification reaches, so the booking service cannot tell the two apart.
 *
 * The code is the payment order itself: its terms (number, amount, currency, description, end of
 * window) signed with PAYMENT_SANDBOX_SECRET, so opening a payment writes nothing and any instance
 * can read it. What happens after is kept in `sandbox_payments` (nothing in memory), one row per
 * payment number once the phone pays or the portal closes it: the first of the two inserts its
 * row and wins, so a confirm racing the sweeper's close ends one way only.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import type { SandboxPaymentView } from '../../../domain/api/booking.ts';
import type { BookingMessageId } from '../../../domain/booking/messages.ts';
import { SANDBOX_PAY_PAGE } from '../../../domain/booking/pay-page-link.ts';
import type {
  SandboxPaymentRepository,
  SandboxPaymentRow,
} from '../../db/repositories/sandbox-payment-repository.ts';
import type { Clock } from '../accounts/clock.ts';
import { headerOf, isFreshTimestamp, notificationReply, unixSeconds } from './notification-check.ts';
import {
  type PaidNotice,
  type PaymentOrder,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderNotification,
  type ProviderOrderState,
  REFUND_NOT_FOUND,
} from './provider.ts';

/** The notification's headers, named after WeChat Pay's (Wechatpay-Timestamp, …). */
export const SandboxHeader = {
  timestamp: 'Sandbox-Timestamp',
  nonce: 'Sandbox-Nonce',
  signature: 'Sandbox-Signature',
} as const;

/** Hands a signed notification to the portal's notification handler, as an HTTP POST would. */
export type DeliverNotification = (headers: Record<string, string>, rawBody: string) => Promise<void>;

/**
 * The sandbox's way to the notification handler. The handler reads each notification with the
 * sandbox (its signature), so the sandbox is made first and the handler connected once it exists,
 * as a real provider's notifications reach a URL the portal serves once it is up.
 */
type NotificationHandler = (headers: Record<string, string>, rawBody: string) => Promise<unknown>;

export const createNotificationRelay = () => {
  let handler: NotificationHandler | null = null;
  return {
    deliver: (async (headers, rawBody) => {
      if (handler === null) throw new Error('sandbox: no notification handler connected');
      await handler(headers, rawBody);
    }) satisfies DeliverNotification,
    connect: (to: NotificationHandler): void => {
      handler = to;
    },
  };
};

export interface SandboxDeps {
  payments: SandboxPaymentRepository;
  now: Clock;
  /** Where the phone reaches the portal: the QR code's URL starts with it. */
  publicBaseUrl: string;
  /** PAYMENT_SANDBOX_SECRET: the HMAC key of the notifications. */
  secret: string;
  deliver: DeliverNotification;
  /**
   * A notification the handler did not take (the database away for a moment) is reported here; the
   * payment stays paid, and the booking service finds it when it queries or closes the order.
   */
  onDeliveryError: (error: unknown) => void;
}

/** What the pay page's calls answer: the payment, or a booking message id. */
export type SandboxPayOutcome =
  | { ok: true; view: SandboxPaymentView }
  | { ok: false; id: Extract<BookingMessageId, 'paymentNotFound' | 'paymentClosed'> };

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** Always there: the sandbox's payment order is its signed code. */
  codeUrlOf(order: PaymentOrder): string;
  /** What the pay page shows before the phone confirms. */
  view(code: string): Promise<SandboxPayOutcome>;
  /** Pays an open payment within its window, once; a paid one answers paid again, changing nothing. */
  confirm(code: string): Promise<SandboxPayOutcome>;
}

/** What the notification's body carries: the sandbox's own format, signed as a whole. */
const PaidNotification = v.object({
  event: v.literal('paid'),
  orderNo: v.string(),
  transactionId: v.string(),
  amountMinor: v.pipe(v.number(), v.integer(), v.minValue(0)),
  currency: v.string(),
  paidAt: v.pipe(v.string(), v.isoTimestamp()),
});

/** Amounts are kept in minor units; the page shows the currency's unit (CNY and USD: 2 decimals). */
const MINOR_PER_UNIT = 100;

/** The terms a code carries: the payment order, in short names (the QR code stays small). */
const CodeTerms = v.strictObject({
  o: v.string(),
  a: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  c: v.string(),
  d: v.string(),
  e: v.pipe(v.string(), v.isoTimestamp()),
});
type CodeTerms = v.InferOutput<typeof CodeTerms>;

/** The HMAC of a code's terms; its own prefix keeps it apart from the notifications' signatures. */
const signTerms = (secret: string, terms: string): string =>
  createHmac('sha256', secret).update(`sandbox-code\n${terms}`, 'utf8').digest('base64url');

/** The phone sees a payment whose window has ended unpaid as closed: it can no longer be paid. */
const viewOf = (
  terms: CodeTerms,
  row: Pick<SandboxPaymentRow, 'state'> | undefined,
  now: Date,
): SandboxPaymentView => ({
  orderNo: terms.o,
  amount: terms.a / MINOR_PER_UNIT,
  currency: terms.c,
  description: terms.d,
  state: row?.state ?? (Date.parse(terms.e) <= now.getTime() ? 'closed' : 'open'),
  expiresAt: terms.e,
});

const paidNoticeOf = (row: SandboxPaymentRow): PaidNotice | null =>
  row.transactionId === null || row.paidAt === null || row.amountMinor === null || row.currency === null
    ? null
    : {
        orderNo: row.orderNo,
        transactionId: row.transactionId,
        amountMinor: row.amountMinor,
        currency: row.currency,
        paidAt: new Date(row.paidAt),
      };

/**
 * What the sandbox knows of a payment number: with no row it is open (or never opened, which the
 * sandbox cannot tell: the portal asks only of numbers it opened).
 */
const stateOf = (row: SandboxPaymentRow | undefined): ProviderOrderState => {
  if (row === undefined) return { state: 'open' };
  if (row.state === 'closed') return { state: 'closed' };
  // A refunded payment was paid: the order it paid for is kept (and its refund is the portal's record).
  const paid = paidNoticeOf(row);
  return paid === null ? { state: 'closed' } : { state: 'paid', paid };
};

/** HMAC-SHA256 over the lines WeChat Pay signs (timestamp, nonce, body), each ending in \n. */
export const signSandboxMessage = (secret: string, timestamp: string, nonce: string, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}\n${nonce}\n${body}\n`, 'utf8').digest('base64');

const sameBytes = (a: Buffer, b: Buffer): boolean => a.length === b.length && timingSafeEqual(a, b);

const sameSignature = (expected: string, given: string): boolean =>
  sameBytes(Buffer.from(expected, 'base64'), Buffer.from(given, 'base64'));

export const createSandboxProvider = (deps: SandboxDeps): SandboxProvider => {
  const { payments, now, publicBaseUrl, secret, deliver, onDeliveryError } = deps;

  const deliverPaid = async (paid: PaidNotice): Promise<void> => {
    const body = JSON.stringify({
      event: 'paid',
      orderNo: paid.orderNo,
      transactionId: paid.transactionId,
      amountMinor: paid.amountMinor,
      currency: paid.currency,
      paidAt: paid.paidAt.toISOString(),
    } satisfies v.InferInput<typeof PaidNotification>);
    const timestamp = unixSeconds(now());
    const nonce = randomBytes(16).toString('hex');
    try {
      await deliver(
        {
          [SandboxHeader.timestamp]: timestamp,
          [SandboxHeader.nonce]: nonce,
          [SandboxHeader.signature]: signSandboxMessage(secret, timestamp, nonce, body),
          'content-type': 'application/json',
        },
        body,
      );
    } catch (error) {
      onDeliveryError(error);
    }
  };

  const query = async (orderNo: string) => stateOf(await payments.findByOrderNo(orderNo));

  const codeUrlOf = (order: PaymentOrder): string => {
    const terms = Buffer.from(
      JSON.stringify({
        o: order.orderNo,
        a: order.amountMinor,
        c: order.currency,
        d: order.description,
        e: order.expiresAt.toISOString(),
      } satisfies CodeTerms),
      'utf8',
    ).toString('base64url');
    return `${publicBaseUrl}${SANDBOX_PAY_PAGE}?code=${terms}.${signTerms(secret, terms)}`;
  };

  /** The terms of a code this sandbox signed; null for any other string. */
  const termsOf = (code: string): CodeTerms | null => {
    const [terms, signature, ...rest] = code.split('.');
    if (terms === undefined || signature === undefined || rest.length > 0) return null;
    if (!sameBytes(Buffer.from(signTerms(secret, terms)), Buffer.from(signature))) return null;
    try {
      const parsed = v.safeParse(CodeTerms, JSON.parse(Buffer.from(terms, 'base64url').toString('utf8')));
      return parsed.success ? parsed.output : null;
    } catch {
      return null;
    }
  };

  return {
    name: 'sandbox',

    codeUrlOf,

    // Nothing to write: the code is the payment order (the same order answers the same code).
    create: async (order) => ({ codeUrl: codeUrlOf(order) }),

    query,

    close: async (orderNo) => {
      await payments.close(orderNo, now().toISOString());
      // Paid wins: a confirmation that came first leaves the payment paid.
      return query(orderNo);
    },

    // The sandbox refunds at once; a payment refunded before answers succeeded again.
    refund: async (request) => {
      if (await payments.refund(request.orderNo, request.amountMinor)) return { state: 'succeeded' };
      const row = await payments.findByOrderNo(request.orderNo);
      return { state: row?.state === 'refunded' ? 'succeeded' : 'failed' };
    },

    queryRefund: async (refundNo) => {
      const row = await payments.findByRefundNo(refundNo);
      if (row?.state === 'refunded') return { state: 'succeeded' };
      throw new PaymentProviderError(`sandbox: no refund ${refundNo}`, REFUND_NOT_FOUND);
    },

    readNotification: async (headers, rawBody): Promise<ProviderNotification | null> => {
      const timestamp = headerOf(headers, SandboxHeader.timestamp);
      const nonce = headerOf(headers, SandboxHeader.nonce);
      const signature = headerOf(headers, SandboxHeader.signature);
      if (timestamp === undefined || nonce === undefined || signature === undefined) return null;
      if (!isFreshTimestamp(timestamp, now())) return null;
      if (!sameSignature(signSandboxMessage(secret, timestamp, nonce, rawBody), signature)) return null;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = v.safeParse(PaidNotification, json);
      if (!parsed.success) return null;
      const { orderNo, transactionId, amountMinor, currency, paidAt } = parsed.output;
      return {
        kind: 'paid',
        paid: { orderNo, transactionId, amountMinor, currency, paidAt: new Date(paidAt) },
      };
    },

    reply: notificationReply,

    view: async (code) => {
      const terms = termsOf(code);
      if (terms === null) return { ok: false, id: 'paymentNotFound' };
      return { ok: true, view: viewOf(terms, await payments.findByOrderNo(terms.o), now()) };
    },

    confirm: async (code) => {
      const terms = termsOf(code);
      if (terms === null) return { ok: false, id: 'paymentNotFound' };
      const at = now();
      // Within its window only (WeChat's time_expire): after it the payment can no longer be made.
      if (Date.parse(terms.e) > at.getTime()) {
        const paid = {
          orderNo: terms.o,
          amountMinor: terms.a,
          currency: terms.c,
          transactionId: `sandbox_${randomBytes(16).toString('hex')}`,
          paidAt: at.toISOString(),
        };
        if (await payments.markPaid(paid)) {
          await deliverPaid({ ...paid, paidAt: at });
          return { ok: true, view: viewOf(terms, { state: 'paid' }, at) };
        }
      }
      // Paid before (by this phone or another), closed, or past its window.
      const row = await payments.findByOrderNo(terms.o);
      if (row === undefined || row.state === 'closed') return { ok: false, id: 'paymentClosed' };
      return { ok: true, view: viewOf(terms, row, at) };
    },
  };
};
