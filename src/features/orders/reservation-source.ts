/**
 * What the order form needs to place an order from an approved advance booking: the
 * reservation (its ports, week, container lines and cargo prefill the form) and the sailings of its
 * week between its ports, one choice per sailing. An order is always on a sailing (its rate, cut-offs
 * and tracking); a reservation names a week before space is released, so the customer picks the
 * sailing once the week's sailings are published.
 */
import type { RateRow } from '../../../domain/api/freight.ts';
import type { ReservationDetail } from '../../../domain/api/reservation.ts';
import { searchRates } from '../rates/rates-api.ts';
import { reservationCalls } from '../reservations/reservations-api.ts';

export interface SailingChoice {
  /** The rate the order is placed on: the sailing's rate for the first reserved container type if any. */
  rateId: number;
  carrier: string;
  vesselName: string;
  voyageNumber: string;
  /** Local time at the POL with its offset. */
  etd: string;
  containerType: string;
  /** The rate's all-in price, as the rate search shows it. */
  allIn: number | null;
  currency: string;
}

export interface ReservationSource {
  reservation: ReservationDetail;
  sailings: SailingChoice[];
}

/** One sailing carries a rate per container type: keep one, the reserved type's when there is one. */
export const sailingChoices = (
  rows: readonly RateRow[],
  preferredType: string | undefined,
): SailingChoice[] => {
  const bySailing = new Map<string, RateRow>();
  for (const row of rows) {
    const key = `${row.carrier.scac}|${row.vesselName}|${row.voyageNumber}|${row.etd}`;
    const kept = bySailing.get(key);
    if (kept === undefined || (kept.containerType !== preferredType && row.containerType === preferredType))
      bySailing.set(key, row);
  }
  return [...bySailing.values()]
    .sort((a, b) => Date.parse(a.etd) - Date.parse(b.etd))
    .map((row) => ({
      rateId: row.rateId,
      carrier: row.carrier.scac,
      vesselName: row.vesselName,
      voyageNumber: row.voyageNumber,
      etd: row.etd,
      containerType: row.containerType,
      allIn: row.allIn,
      currency: row.currency,
    }));
};

/** The most rates one search answers; a week between two ports has far fewer sailings. */
const SAILING_SEARCH_SIZE = 100;

export const loadReservationSource = async (
  reservationId: number,
  signal: AbortSignal,
): Promise<ReservationSource> => {
  const reservation = await reservationCalls.get(reservationId, signal);
  const rates = await searchRates(
    {
      pol: reservation.pol,
      pod: reservation.pod,
      etdWeek: reservation.etdWeekStart,
      sortBy: 'etd',
      sortOrder: 'asc',
      pageNo: 1,
      pageSize: SAILING_SEARCH_SIZE,
    },
    signal,
  );
  return { reservation, sailings: sailingChoices(rates.list, reservation.containers[0]?.containerType) };
};
