import { useLingui } from '@lingui/react/macro';
import type { SpaceOrderView } from '../../../domain/api/booking.ts';
import { formatMoney } from '../../ui/money.ts';

/**
 * What a space order costs and what is paid for it through WeChat Pay: a CNY price as it is; a price
 * in another currency beside its CNY amount at the tenant's rate and that rate's date, as fixed on
 * the order when it was made (`USD 1,200 ≈ CNY 8,638.56 at 7.1988 (rate of 2026-11-26)`).
 */
export function PaymentAmount({ order }: { order: Pick<SpaceOrderView, 'amount' | 'currency' | 'payment'> }) {
  const { t, i18n } = useLingui();
  const price = formatMoney(order.amount, order.currency, i18n.locale);
  const { rate } = order.payment;
  if (rate === null) return price;
  const paid = formatMoney(order.payment.amount, order.payment.currency, i18n.locale);
  const perUnit = rate.cnyPerUnit;
  const date = rate.effectiveOn;
  return (
    <>
      <span>{price}</span> <span>{t`≈ ${paid} at ${perUnit} (rate of ${date})`}</span>
    </>
  );
}
