import type { ReservationDetail, ReservationPage, ReservationView } from '../../../domain/api/reservation.ts';
import type { ReservationStatus } from '../../../domain/constants.ts';
import { testNowMs } from '../../support/test-clock.ts';
import { installWorkspaceApi } from '../workspace/support.ts';

/** The fake server of both pages: the user's info, the port search, and the reservation paths given. */
export const installReservationsApi = installWorkspaceApi;

/** A reservation as the lists answer it, created a minute before the run's "now". */
export const reservation = (
  id: number,
  status: ReservationStatus,
  fields: Partial<ReservationView> = {},
): ReservationView => ({
  id,
  pol: 'CNSHA',
  pod: 'NLRTM',
  polPlace: { code: 'CNSHA' },
  podPlace: { code: 'NLRTM' },
  etdWeekStart: '2026-12-07',
  etdWeekEnd: '2026-12-13',
  containers: [
    { containerType: '40HQ', quantity: 2 },
    { containerType: '20GP', quantity: 1 },
  ],
  cargo: 'Furniture, 12 pallets',
  remarks: '',
  status,
  reason: null,
  orderId: null,
  createdAt: new Date(testNowMs() - 60_000).toISOString(),
  updatedAt: new Date(testNowMs() - 60_000).toISOString(),
  customer: null,
  ...fields,
});

export const allStatuses: ReservationView[] = [
  reservation(1, 'toBeAudited'),
  reservation(2, 'approved'),
  reservation(3, 'auditFailed', { reason: 'No space on this loop that week' }),
  reservation(4, 'cancelled'),
];

export const pageOf = (list: ReservationView[]): ReservationPage => ({
  list,
  total: list.length,
  pageNo: 1,
  pageSize: 10,
});

export const detailOf = (row: ReservationView): ReservationDetail => ({
  ...row,
  history: [
    {
      fromStatus: null,
      toStatus: 'toBeAudited',
      event: 'create',
      actor: 'owner',
      actorName: null,
      reason: null,
      at: row.createdAt,
    },
    ...(row.status === 'toBeAudited'
      ? []
      : [
          {
            fromStatus: 'toBeAudited',
            toStatus: row.status,
            event: 'refuse',
            actor: 'staff' as const,
            actorName: null,
            reason: row.reason,
            at: row.updatedAt,
          },
        ]),
  ],
});
