import type { OrderDetail, OrderPage, OrderView } from '../../../domain/api/order.ts';
import { BOOKING_PROGRESS_STEPS } from '../../../domain/constants.ts';
import { nextStepOf, type OrderState } from '../../../domain/orders/order-progress.ts';
import { testNowMs } from '../../support/test-clock.ts';
import { installWorkspaceApi } from '../workspace/support.ts';

/** The fake server of both pages: the user's info and the order paths given. */
export const installOrdersApi = installWorkspaceApi;

const at = (minutesAgo: number) => new Date(testNowMs() - minutesAgo * 60_000).toISOString();

/** An order as the lists answer it, created an hour before the run's "now". */
export const order = (orderId: number, step: OrderState, fields: Partial<OrderView> = {}): OrderView => ({
  orderId,
  step,
  nextStep: nextStepOf(step),
  nextStepFrom: null,
  rateId: 12,
  quotationId: null,
  reservationId: null,
  pol: 'CNSHA',
  polTimeZone: 'Asia/Shanghai',
  pod: 'NLRTM',
  polPlace: { code: 'CNSHA' },
  podPlace: { code: 'NLRTM' },
  etd: '2026-12-10T18:00:00+08:00',
  carrier: 'COSU',
  vesselName: 'COSCO SHIPPING ARIES',
  voyageNumber: '031W',
  containers: [{ containerType: '40HQ', quantity: 2, unitPrice: 2150 }],
  currency: 'USD',
  amount: 4300,
  cargoDescription: 'Furniture',
  hsCode: '940360',
  grossWeightKg: '10250.5',
  packages: 12,
  shipper: { name: 'Ningbo Wood Co.', address: 'Ningbo' },
  consignee: { name: 'Rotterdam Home BV', address: 'Rotterdam' },
  notifyParty: { name: '', address: '' },
  remarks: '',
  bookingNumber: null,
  blNumber: null,
  createdAt: at(60),
  updatedAt: at(60),
  ...fields,
});

export const pageOf = (list: OrderView[]): OrderPage => ({
  list,
  total: list.length,
  pageNo: 1,
  pageSize: 10,
});

/** The detail of an order that walked up to its step, a minute between steps. */
export const detailOf = (row: OrderView): OrderDetail => {
  const reached = row.step === 'cancelled' ? 0 : BOOKING_PROGRESS_STEPS.indexOf(row.step);
  return {
    ...row,
    progress: BOOKING_PROGRESS_STEPS.map((step, index) => ({
      step,
      at: index <= reached ? at(60 - index) : null,
    })),
    history: BOOKING_PROGRESS_STEPS.slice(0, reached + 1).map((step, index) => ({
      fromStatus: index === 0 ? null : BOOKING_PROGRESS_STEPS[index - 1]!,
      toStatus: step,
      event: index === 0 ? 'create' : step,
      actor: index === 0 ? ('owner' as const) : ('staff' as const),
      actorName: null,
      reason: null,
      at: at(60 - index),
    })),
    cutOffs:
      row.bookingNumber === null
        ? []
        : [{ cutOffDateTimeCode: 'DCO', cutOffDateTime: '2026-12-08T12:00:00+08:00' }],
    tracking: null,
    deadlines: [],
  };
};
