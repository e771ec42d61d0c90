/** What the order endpoints answer (issue 11): an order, its page, and its detail. */
import type { Deadline } from '../booking/deadlines.ts';
import type { BookingProgressStep } from '../constants.ts';
import type { OrderAdvanceEvent, OrderState } from '../orders/order-progress.ts';
import type { RecordHistoryEntry } from '../records/record-history.ts';
import type { Milestone, TrackingResult } from './freight.ts';

export interface OrderParty {
  name: string;
  address: string;
}

export interface OrderView {
  orderId: number;
  step: OrderState;
  /** The step staff may move it to next; null when done or cancelled. */
  nextStep: OrderAdvanceEvent | null;
  rateId: number;
  quotationId: string | null;
  /** The approved advance booking the order was placed from; null for an order from a rate. */
  reservationId: number | null;
  pol: string;
  pod: string;
  etd: string;
  carrier: string;
  vesselName: string;
  voyageNumber: string;
  containers: { containerType: string; quantity: number }[];
  cargoDescription: string;
  hsCode: string;
  grossWeightKg: string;
  packages: number;
  shipper: OrderParty;
  consignee: OrderParty;
  notifyParty: OrderParty;
  remarks: string;
  bookingNumber: string | null;
  blNumber: string | null;
  createdAt: string;
  updatedAt: string;
  /** Who ordered: for staff lists only. */
  customer?: { name: string; email: string };
}

export interface OrderPage {
  list: OrderView[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export interface OrderDetail extends OrderView {
  /** The eight steps in order with the time each was reached (null while ahead). */
  progress: { step: BookingProgressStep; at: string | null }[];
  history: RecordHistoryEntry[];
  /** The sailing's DCSA cut-offs, once the carrier booking number is known. */
  cutOffs: { cutOffDateTimeCode: string; cutOffDateTime: string }[];
  /** The containers' tracking when the tracking tables know the booking number. */
  tracking: { shipment: TrackingResult['shipment']; milestones: Milestone[] } | null;
  /** The deadline timeline (issue 11): the sailing's cut-offs and the free time at destination, earliest first. */
  deadlines: Deadline[];
}
