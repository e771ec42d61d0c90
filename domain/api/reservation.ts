/** What the advance-booking endpoints answer (issue 11). */
import type { ReservationStatus } from '../constants.ts';
import type { RecordHistoryEntry } from '../records/record-history.ts';

export interface ReservationView {
  id: number;
  pol: string;
  pod: string;
  /** The ETD week's first and last day, `yyyy-MM-dd`. */
  etdWeekStart: string;
  etdWeekEnd: string;
  containers: { containerType: string; quantity: number }[];
  cargo: string;
  remarks: string;
  status: ReservationStatus;
  /** Staff's reason when the audit failed. */
  reason: string | null;
  /** The order this approved reservation became (issue 11); null until its owner places it. */
  orderId: number | null;
  /** ISO instants. */
  createdAt: string;
  updatedAt: string;
  /** For staff: who asked (the customer's name or email); null in a customer's own list. */
  customer: string | null;
}

export interface ReservationPage {
  list: ReservationView[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export interface ReservationDetail extends ReservationView {
  /** The audit trail, oldest first. */
  history: RecordHistoryEntry[];
}
