/** The order table (migration 0012), as Kysely sees it (camelCase, schema.ts). */
import type { Generated } from 'kysely';
import type { OrderState } from '../../domain/orders/order-progress.ts';

export interface OrdersTable {
  id: Generated<number>;
  companyId: number;
  userId: number;
  /** The rate booked from; the quotation's rate when booked from a saved quotation. */
  rateId: number;
  quotationId: string | null;
  /** The approved advance booking this order was placed from (migration 0016); null otherwise. */
  reservationId: number | null;
  /** The sailing (sailing route) of the rate: its DCSA cut-offs. */
  routeId: number;
  pol: string;
  pod: string;
  /** The sailing's departure, ISO-8601 UTC. */
  etd: string;
  carrierScac: string;
  vesselName: string;
  voyageNumber: string;
  /**
   * The container lines as JSON text: `[{ containerType, quantity, unitPriceMinor }]`, read and
   * written whole; `unitPriceMinor` is the rate's all-in price per container when it was booked
   * (absent on orders placed before prices were kept).
   */
  containers: string;
  /** The currency and total the order was booked at (migration 0023); null before prices were kept. */
  currency: string | null;
  amountMinor: number | null;
  cargoDescription: string;
  hsCode: string;
  /** Kilograms as typed (spec §5's 10.2 format): exact text, the same on both dialects. */
  grossWeightKg: string;
  packages: number;
  shipperName: string;
  shipperAddress: string;
  consigneeName: string;
  consigneeAddress: string;
  notifyName: string;
  notifyAddress: string;
  remarks: string;
  /** The booking progress step reached (spec §4), or `cancelled`; each step's time is in the audit trail. */
  step: OrderState;
  bookingNumber: string | null;
  blNumber: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface OrdersSchema {
  orders: OrdersTable;
}
