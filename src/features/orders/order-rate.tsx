import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { OrderRate } from '../../../domain/api/order.ts';
import { OrderPath } from '../../../domain/api/order-paths.ts';
import type { ContainerRequest } from '../../../domain/validation/space-booking.ts';
import { fetchData } from '../../api/client.ts';
import { localText } from '../../ui/date-time.ts';
import { formatMoney } from '../../ui/money.ts';
import * as styles from './orders.css.ts';

/** What the order form books from: a rate, a saved quotation, or an advance booking's chosen sailing. */
export interface OrderRateRequest {
  rateId?: number;
  quotationId?: string;
  reservationId?: number;
}

/**
 * The rate the order is booked from (order/getOrderRate), loaded again when the request changes
 * (another sailing of an advance booking); a failure goes to `onFailure` (the form's alert).
 */
export function useOrderRate(
  request: OrderRateRequest | null,
  onFailure: (error: unknown) => void,
): OrderRate | null {
  const [rate, setRate] = useState<OrderRate | null>(null);
  const key = request === null ? '' : JSON.stringify(request);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is compared by its key
  useEffect(() => {
    setRate(null);
    if (request === null) return;
    const controller = new AbortController();
    fetchData(OrderPath.getOrderRate, request, controller.signal).then(setRate, (error: unknown) => {
      if (!controller.signal.aborted) onFailure(error);
    });
    return () => controller.abort();
  }, [key]);
  return rate;
}

/** A line's price on the rate: `USD 1,200 × 2 = USD 2,400`, or the price per container alone. */
export function useLinePrice(rate: OrderRate | null): (line: ContainerRequest) => string | null {
  const { t, i18n } = useLingui();
  return (line) => {
    const price = rate?.prices.find((candidate) => candidate.containerType === line.containerType);
    if (rate === null || price === undefined) return null;
    const each = formatMoney(price.unitPrice, rate.currency, i18n.locale);
    const quantity = Number(line.quantity);
    return Number.isInteger(quantity) && quantity > 0
      ? `${each} × ${quantity} = ${formatMoney(price.unitPrice * quantity, rate.currency, i18n.locale)}`
      : t`${each} per container`;
  };
}

/**
 * What is booked: the rate's carrier and sailing (ETD in the port's time), and the total of the
 * priced lines, which the order keeps.
 */
export function BookedRate({ rate, lines }: { rate: OrderRate; lines: readonly ContainerRequest[] }) {
  const { t, i18n } = useLingui();
  const total = lines.reduce((sum, line) => {
    const price = rate.prices.find((candidate) => candidate.containerType === line.containerType);
    const quantity = Number(line.quantity);
    return price !== undefined && Number.isInteger(quantity) && quantity > 0
      ? sum + price.unitPrice * quantity
      : sum;
  }, 0);
  const sum = formatMoney(total, rate.currency, i18n.locale);
  return (
    <section aria-label={t`Booked from`}>
      <dl className={styles.facts}>
        <dt>{t`Carrier`}</dt>
        <dd>{rate.carrier}</dd>
        <dt>{t`Vessel / voyage`}</dt>
        <dd>
          {rate.vesselName} / {rate.voyageNumber}
        </dd>
        <dt>{t`Route`}</dt>
        <dd>
          {rate.pol} → {rate.pod}
        </dd>
        <dt>{t`ETD (local)`}</dt>
        <dd>{localText(rate.etd)}</dd>
        <dt>{t`Total (all-in)`}</dt>
        <dd>{sum}</dd>
      </dl>
    </section>
  );
}
