import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import type { SpaceOrderPage, SpaceOrderView } from '../../../domain/api/booking.ts';
import { BookingPath } from '../../../domain/api/booking-paths.ts';
import type { Envelope } from '../../../domain/api/envelope.ts';
import type { SpaceOrderState } from '../../../domain/booking/space-order-lifecycle.ts';
import { sampleUserInfo } from '../../machines/auth/samples.ts';
import { testNowMs } from '../../support/test-clock.ts';
import { rotterdam, shanghai } from '../rates/support.ts';
import { installFakeApi, ok } from '../support/fake-api.ts';

export const PATH = '/workspace/reserveCabin';

type Handler = (body: Record<string, unknown>) => Envelope<unknown> | Promise<Envelope<unknown>>;

/** A space order as listMySpaceOrders answers it; awaiting payment, it has 02:30 left at the run's "now". */
export const order = (
  orderId: number,
  status: SpaceOrderState,
  fields: Partial<SpaceOrderView> = {},
): SpaceOrderView => ({
  orderId,
  orderNo: `SO2026112300000${orderId}`,
  status,
  sailingId: 41,
  vesselName: 'COSCO DEMO',
  voyageNumber: '045W',
  routeCode: 'AEU3',
  carrier: { scac: 'COSU', nameEn: 'COSCO Shipping', nameCn: '中远海运' },
  pol: shanghai,
  pod: rotterdam,
  etd: '2026-12-03T20:00:00+08:00',
  containers: [
    { containerType: '40HQ', quantity: 2, unitPrice: 1890 },
    { containerType: '20GP', quantity: 1, unitPrice: 990 },
  ],
  amount: 4770,
  currency: 'USD',
  payment: { amount: 34338.28, currency: 'CNY', rate: { cnyPerUnit: '7.1988', effectiveOn: '2026-11-26' } },
  createdAt: new Date(testNowMs() - 30_000).toISOString(),
  // Spec §4: the window's end as the server keeps it; 02:30 left at the run's "now".
  expiresAt: new Date(testNowMs() + 150_000).toISOString(),
  offerExpiresAt: null,
  paidAt: null,
  closedAt: null,
  reason: null,
  resubmitBy: null,
  attorneyFile: { alifileName: 'f_8Jk2mQ9xLp4Tz7Vw', fileName: 'attorney.pdf', size: 48_213 },
  refund: null,
  ...fields,
});

export const allStatuses: SpaceOrderView[] = [
  order(1, 'awaitingPayment'),
  order(2, 'inHand'),
  order(3, 'completed'),
  order(4, 'refused', {
    reason: 'Overbooked by the carrier',
    refund: {
      state: 'pending',
      cause: 'refused',
      amount: 4770,
      currency: 'USD',
      dueDate: '2026-11-26',
      refundedAt: null,
    },
  }),
  order(5, 'returned', { reason: 'Cargo not ready' }),
  order(6, 'cancelled', { attorneyFile: null }),
];

export const pageOf = (list: SpaceOrderView[], extra: Partial<SpaceOrderPage> = {}): SpaceOrderPage => ({
  list,
  total: list.length,
  pageNo: 1,
  pageSize: 10,
  ...extra,
});

/** The fake server of the page: a certified customer's user info and the list; `more` adds paths. */
export function installOrdersApi(
  list: Handler = () => ok(pageOf(allStatuses)),
  more: Partial<Record<string, Handler>> = {},
) {
  const calls = installFakeApi({
    [AccountPath.getUserInfo]: () => ok({ ...sampleUserInfo, certificationStatus: 3 }),
    [BookingPath.listMySpaceOrders]: list,
    ...more,
  });
  return Object.assign(() => calls.filter((call) => call.path === BookingPath.listMySpaceOrders), {
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  });
}
