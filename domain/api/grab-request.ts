/** What the grab-request endpoints answer (issue 11). */
import type { SpaceOrderState } from '../booking/space-order-lifecycle.ts';
import type { GrabRequestStatus } from '../grab-requests/grab-request-lifecycle.ts';
import type { RecordHistoryEntry } from '../records/record-history.ts';

export interface GrabRequestView {
  id: number;
  pol: string;
  pod: string;
  /** The ETD range, `yyyy-MM-dd`. */
  etdStart: string;
  etdEnd: string;
  containers: { containerType: string; quantity: number }[];
  cargo: string;
  specialRequirements: string;
  status: GrabRequestStatus;
  /** Staff's handling notes (always given with a refusal). */
  notes: string | null;
  /** The space order a grant opened: paid for in My Space (/workspace/reserveCabin). */
  spaceOrderId: number | null;
  /**
   * That order's status now (null before a grant): a granted request whose order expired unpaid
   * (`cancelled`) or was refused shows as such, and its space may have gone to the waitlist.
   */
  spaceOrderStatus: SpaceOrderState | null;
  /** ISO instants: when the customer applied, when staff handled it. */
  appliedAt: string;
  handledAt: string | null;
  /** For staff: who asked (the customer's name or email); null in a customer's own list. */
  customer: string | null;
}

export interface GrabRequestPage {
  list: GrabRequestView[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export interface GrabRequestDetail extends GrabRequestView {
  /** The audit trail, oldest first. */
  history: RecordHistoryEntry[];
}
