/**
 * The rates list's all-in price (spec §3 freight rates): what the shipper pays at origin, the ocean
 * freight plus the prepaid surcharges (DCSA paymentTermCode PRE). A collect charge (COL, such as the
 * destination terminal handling charge) is paid by the consignee at destination and is not part of
 * it; the list says so beside the price.
 */
import type { PaymentTerm } from './codes.ts';

export interface ChargeLine {
  amount: number;
  paymentTerm: PaymentTerm;
}

/** The all-in prepaid price: ocean freight plus prepaid surcharges, collect charges excluded. */
export const allInPrepaid = (oceanFreight: number, surcharges: readonly ChargeLine[]): number =>
  surcharges.reduce(
    (sum, charge) => (charge.paymentTerm === 'PRE' ? sum + charge.amount : sum),
    oceanFreight,
  );

/** Whether a rate has charges collected at destination, which its all-in price leaves out. */
export const hasCollectCharges = (surcharges: readonly ChargeLine[]): boolean =>
  surcharges.some((charge) => charge.paymentTerm === 'COL');
