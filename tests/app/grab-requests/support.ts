import type {
  GrabRequestDetail,
  GrabRequestPage,
  GrabRequestView,
} from '../../../domain/api/grab-request.ts';
import type { GrabRequestStatus } from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import { testNowMs } from '../../support/test-clock.ts';
import { installWorkspaceApi } from '../workspace/support.ts';

/** The fake server: the user's info, the port search, and the paths given. */
export const installGrabApi = installWorkspaceApi;

/** A grab request as the lists answer it, applied a minute before the run's "now". */
export const grabRequest = (
  id: number,
  status: GrabRequestStatus,
  fields: Partial<GrabRequestView> = {},
): GrabRequestView => ({
  id,
  pol: 'CNSHA',
  pod: 'NLRTM',
  polPlace: { code: 'CNSHA' },
  podPlace: { code: 'NLRTM' },
  etdStart: '2026-12-07',
  etdEnd: '2026-12-20',
  containers: [
    { containerType: '40HQ', quantity: 2 },
    { containerType: '20GP', quantity: 1 },
  ],
  cargo: 'Furniture, 12 pallets',
  specialRequirements: '',
  status,
  notes: null,
  spaceOrderId: null,
  spaceOrderStatus: null,
  appliedAt: new Date(testNowMs() - 60_000).toISOString(),
  handledAt: status === 'toBeHandled' || status === 'deleted' ? null : new Date(testNowMs()).toISOString(),
  customer: null,
  ...fields,
});

export const allStatuses: GrabRequestView[] = [
  grabRequest(1, 'toBeHandled'),
  grabRequest(2, 'granted', { spaceOrderId: 81, spaceOrderStatus: 'cancelled' }),
  grabRequest(3, 'refused', { notes: 'No space that fortnight' }),
  grabRequest(4, 'deleted'),
];

export const pageOf = (list: GrabRequestView[]): GrabRequestPage => ({
  list,
  total: list.length,
  pageNo: 1,
  pageSize: 10,
});

export const detailOf = (row: GrabRequestView): GrabRequestDetail => ({ ...row, history: [] });
