/**
 * The booking calls (docs/booking.md). Spec-named fields (the order draft of spec §3) travel beside
 * code and message, so these read the whole envelope; a failure rejects with ApiFailure carrying
 * the server's message in the user's language.
 */
import type {
  AbnormalRefund,
  AttorneyFileOnFile,
  OrderDraft,
  RefundQueueItem,
  SandboxPaymentView,
  SpaceOrderPage,
} from '../../../domain/api/booking.ts';
import { BookingPath } from '../../../domain/api/booking-paths.ts';
import type {
  BookSpaceBody,
  CustomerFilterBody,
  ListSpaceOrdersBody,
  ResubmitSpaceOrderBody,
} from '../../../domain/api/booking-schemas.ts';
import { answerOf } from '../../../domain/api/failure.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../../domain/api/idempotency-key.ts';
import { TenantPath } from '../../../domain/api/tenant-paths.ts';
import { fetchData, post, send } from '../../api/client.ts';

/**
 * The Idempotency-Key of each booking not yet answered with a hold, by its body: the same form sent
 * again (the retry after a lost answer or a refusal) carries the same key, so the server answers
 * the hold the first attempt may have made instead of holding twice (docs/api.md); a hold forgets
 * it, so the next booking of the same form is a new attempt with a new key.
 */
const unansweredKeys = new Map<string, string>();

/** A fresh key: 128 random bits in hex (getRandomValues also works outside secure contexts). */
const freshKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/**
 * A release's crowd (docs/deploy.md): when no database connection came free within the server's
 * pool wait (DATABASE_POOL_WAIT_MS, 30 s by default) it answers 503 with Retry-After 5 s. The
 * booking is then sent again with the same key, so a hold the first try committed answers as that
 * hold: after 5 s, 10 s, 20 s, each jittered by ±50 % (ky applies no jitter to a Retry-After, and a
 * crowd coming back on the same second would be the storm again). A try may take as long as the
 * pool wait and then some: its timeout is longer than the other calls'.
 */
const BOOKING_TIMEOUT_MS = 45_000;
const BOOKING_RETRY = {
  limit: 3,
  methods: ['post'],
  statusCodes: [503],
  afterStatusCodes: [],
  delay: (attempt: number) => 5_000 * 2 ** (attempt - 1),
  jitter: (delay: number) => delay * (0.5 + Math.random()),
};

/** Holds the space and opens the order: answers the order draft with the payment QR code. */
export const bookSpace = async (body: BookSpaceBody, signal?: AbortSignal): Promise<OrderDraft> => {
  const attempt = JSON.stringify(body);
  const key = unansweredKeys.get(attempt) ?? freshKey();
  unansweredKeys.set(attempt, key);
  const draft = answerOf(
    await send<OrderDraft & { code: string; message: string }>(BookingPath.bookSpace, {
      json: body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      timeout: BOOKING_TIMEOUT_MS,
      retry: BOOKING_RETRY,
      // The retried status must throw for ky to retry it (send reads its envelope after the last).
      throwHttpErrors: (status: number) => BOOKING_RETRY.statusCodes.includes(status),
      ...(signal ? { signal } : {}),
    }),
  );
  unansweredKeys.delete(attempt);
  return draft;
};

/** The order as the server has it now: its status and the payment window left (the poll). */
export const getSpaceOrder = (orderId: number, signal?: AbortSignal): Promise<OrderDraft> =>
  post(BookingPath.getSpaceOrder, { orderId }, signal);

/** Gives up an unpaid order: the space goes back at once. */
export const cancelSpaceOrder = (orderId: number, signal?: AbortSignal): Promise<OrderDraft> =>
  post(BookingPath.cancelSpaceOrder, { orderId }, signal);

/** Resubmits a returned order with a corrected attorney file and a note: it is in hand again. */
export const resubmitSpaceOrder = (body: ResubmitSpaceOrderBody, signal?: AbortSignal): Promise<OrderDraft> =>
  post(BookingPath.resubmitSpaceOrder, body, signal);

export type SpaceOrderQuery = Partial<ListSpaceOrdersBody> & { pageNo: number };

export const listMySpaceOrders = (query: SpaceOrderQuery, signal?: AbortSignal): Promise<SpaceOrderPage> =>
  fetchData(BookingPath.listMySpaceOrders, query, signal);

/** Staff: the space orders of their company. */
export const listSpaceOrders = (query: SpaceOrderQuery, signal?: AbortSignal): Promise<SpaceOrderPage> =>
  fetchData(BookingPath.listSpaceOrders, query, signal);

/** Staff: an order in hand is completed (the space was used). */
export const completeSpaceOrder = (orderId: number): Promise<OrderDraft> =>
  post(BookingPath.completeSpaceOrder, { orderId });

/** Staff: an order in hand is refused with a reason (its fee refunded in full) or returned to be corrected. */
export const refuseOrReturnSpaceOrder = (
  event: 'refuse' | 'return',
  body: { orderId: number; reason: string },
): Promise<OrderDraft> =>
  post(event === 'refuse' ? BookingPath.refuseSpaceOrder : BookingPath.returnSpaceOrder, body);

/** Staff: the refunds the payment provider could not make, with its reason. */
/** The tenant's working settings (staff): a return names the customer's working days to resubmit. */
export const getTenantSettings = (signal?: AbortSignal) => fetchData(TenantPath.getSettings, {}, signal);

export const listAbnormalRefunds = (signal?: AbortSignal): Promise<AbnormalRefund[]> =>
  fetchData(BookingPath.listAbnormalRefunds, {}, signal);

/** Staff: the refunds queue (failed or abnormal refunds), for one customer or a search. */
export const listRefundQueue = (
  filter: CustomerFilterBody,
  signal?: AbortSignal,
): Promise<RefundQueueItem[]> => fetchData(BookingPath.listRefundQueue, filter, signal);

/** Staff: the refund is requested again under its refund number (the provider refunds it once). */
export const retryRefund = (refundNo: string): Promise<RefundQueueItem> =>
  fetchData(BookingPath.retryRefund, { refundNo });

/** Staff: the refund was settled outside the portal; the note says how. */
export const settleRefund = (refundNo: string, note: string): Promise<RefundQueueItem> =>
  fetchData(BookingPath.settleRefund, { refundNo, note });

/** The sandbox pay page (/pay?code=…): what the phone is about to pay. */
export const getSandboxPayment = (code: string, signal?: AbortSignal): Promise<SandboxPaymentView> =>
  fetchData(BookingPath.getSandboxPayment, { code }, signal);

export const confirmSandboxPayment = (code: string, signal?: AbortSignal): Promise<SandboxPaymentView> =>
  fetchData(BookingPath.confirmSandboxPayment, { code }, signal);

/**
 * Opens the payment of an offer (a granted grab request): its payment window starts; the power of
 * attorney comes with the first opening.
 */
export const openSpaceOrderPayment = (
  body: { orderId: number; attorneyFile?: string },
  signal?: AbortSignal,
): Promise<OrderDraft> => post(BookingPath.openSpaceOrderPayment, body, signal);

/** The customer's power of attorney on file (spec §5), or null while they keep none. */
export const getAttorneyFileOnFile = (signal?: AbortSignal): Promise<AttorneyFileOnFile> =>
  fetchData(BookingPath.getAttorneyFileOnFile, {}, signal);

/** Keeps an uploaded attorney file on file, to pick instead of uploading it again. */
export const keepAttorneyFileOnFile = (
  alifileName: string,
  signal?: AbortSignal,
): Promise<AttorneyFileOnFile> => fetchData(BookingPath.keepAttorneyFileOnFile, { alifileName }, signal);
