import type { OrderDraft, SpaceOrderView } from '../../../domain/api/booking.ts';
import { ApiFailure, type RefusalCode } from '../../../domain/api/failure.ts';
import { SPACE_PAYMENT_WINDOW_MS } from '../../../domain/constants.ts';
import type { BookingOffer } from '../../../machines/booking/space-booking.machine.ts';

/** Sample payloads for the booking machines' models and the booking tests; never shown to a visitor. */

/** A sailing Shanghai → Rotterdam with 40HQ and 20GP space left, prices visible. */
export const sampleOffer = (fields: Partial<BookingOffer> = {}): BookingOffer => ({
  sailingId: 434,
  routeCode: 'AEX1',
  lines: [
    { containerType: '40HQ', remaining: 6, unitPrice: 2150, currency: 'USD' },
    { containerType: '20GP', remaining: 3, unitPrice: 1200, currency: 'USD' },
  ],
  ...fields,
});

const CREATED_AT = '2026-11-23T08:00:00.000Z';
const EXPIRES_AT = '2026-11-23T08:03:00.000Z';

export const sampleSpaceOrder = (fields: Partial<SpaceOrderView> = {}): SpaceOrderView => ({
  orderId: 81,
  orderNo: 'SO202611230081',
  status: 'awaitingPayment',
  sailingId: 434,
  vesselName: 'COSCO SHIPPING ARIES',
  voyageNumber: '041W',
  routeCode: 'AEX1',
  carrier: { scac: 'COSU', nameEn: 'COSCO Shipping Lines', nameCn: '中远海运集运' },
  pol: {
    code: 'CNSHA',
    nameEn: 'Shanghai',
    nameCn: '上海',
    country: 'CN',
    kind: 'seaport',
    timeZone: 'Asia/Shanghai',
    lat: 31.23,
    lon: 121.47,
  },
  pod: {
    code: 'NLRTM',
    nameEn: 'Rotterdam',
    nameCn: '鹿特丹',
    country: 'NL',
    kind: 'seaport',
    timeZone: 'Europe/Amsterdam',
    lat: 51.92,
    lon: 4.48,
  },
  etd: '2026-11-28T18:00:00+08:00',
  containers: [
    { containerType: '40HQ', quantity: 2, unitPrice: 2150 },
    { containerType: '20GP', quantity: 1, unitPrice: 1200 },
  ],
  amount: 5500,
  currency: 'USD',
  // Paid in CNY at the tenant's rate, fixed on the order.
  payment: { amount: 39593.4, currency: 'CNY', rate: { cnyPerUnit: '7.1988', effectiveOn: '2026-11-26' } },
  createdAt: CREATED_AT,
  expiresAt: EXPIRES_AT,
  offerExpiresAt: null,
  paidAt: null,
  closedAt: null,
  reason: null,
  resubmitBy: null,
  attorneyFile: { alifileName: 'k3J9x2LmQ8vN4pR7sT1w', fileName: 'attorney.pdf', size: 120_000 },
  refund: null,
  ...fields,
});

/** The draft bookSpace answers: the whole window ahead, a QR code to scan. */
export const sampleDraft = (
  fields: Partial<SpaceOrderView> = {},
  remainingMs = SPACE_PAYMENT_WINDOW_MS,
): OrderDraft => {
  const order = sampleSpaceOrder(fields);
  const waiting = order.status === 'awaitingPayment';
  return {
    orderStatus: order.status,
    code_url: waiting ? 'http://localhost/pay?code=k3J9x2LmQ8vN4pR7sT1wQe' : '',
    orderId: order.orderId,
    order_form: order,
    remainingMs: waiting ? remainingMs : 0,
  };
};

/** The order paid from the phone. */
export const samplePaidDraft = (): OrderDraft =>
  sampleDraft({ status: 'inHand', paidAt: '2026-11-23T08:01:10.000Z' });

/** Cancelled by the server's sweeper when the window passed. */
export const sampleExpiredDraft = (): OrderDraft =>
  sampleDraft({ status: 'cancelled', closedAt: '2026-11-23T08:03:00.500Z' });

/** A granted grab request's offer: its window lapsed, the space held until the deadline. */
export const sampleOfferedDraft = (): OrderDraft =>
  sampleDraft({
    status: 'offered',
    expiresAt: '2026-11-24T08:00:00.000Z',
    offerExpiresAt: '2026-11-24T08:00:00.000Z',
  });

/** An offer's window still open on the server at its end: the sweeper returns it to the offer. */
export const sampleOfferWindowDraft = (): OrderDraft =>
  sampleDraft({ offerExpiresAt: '2026-11-24T08:00:00.000Z' });

/** Cancelled by the customer within the window. */
export const sampleCancelledDraft = (): OrderDraft =>
  sampleDraft({ status: 'cancelled', closedAt: '2026-11-23T08:01:00.000Z' });

/** What common/uploadfile answers for a PDF. */
export const sampleUploadedFile = {
  alifileName: 'k3J9x2LmQ8vN4pR7sT1w',
  fileName: 'attorney.pdf',
  size: 120_000,
  contentType: 'application/pdf',
};

/** An ApiFailure as every call rejects with it: the envelope's code and the server's message. */
export const sampleApiFailure = (code: RefusalCode, message: string): ApiFailure =>
  new ApiFailure({ code, message });
