/**
 * The CNY a space order is paid in (domain/tenant/cny-conversion.ts), as the order's columns: read
 * the tenant's rate for the price's currency and convert, before anything is held, so that a price
 * in a currency without a rate is refused with nothing to undo.
 */
import { payableOf } from '../../../domain/tenant/cny-conversion.ts';
import type { SpaceOrdersTable } from '../../db/booking-schema.ts';
import type { TenantSettingsRepository } from '../../db/repositories/tenant-settings-repository.ts';

export type PayableColumns = Pick<
  SpaceOrdersTable,
  'payAmountMinor' | 'payCurrency' | 'cnyPerUnitMicro' | 'rateEffectiveOn'
>;

/** The payable columns of a price of the tenant `companyId`; null when it has no rate for its currency. */
export const payableColumns = async (
  rates: Pick<TenantSettingsRepository, 'exchangeRateOf'>,
  companyId: number,
  price: { amountMinor: number; currency: string },
): Promise<PayableColumns | null> => {
  const payable = payableOf(price, await rates.exchangeRateOf(companyId, price.currency));
  return payable === null
    ? null
    : {
        payAmountMinor: payable.amountMinor,
        payCurrency: payable.currency,
        cnyPerUnitMicro: payable.rate?.cnyPerUnitMicro ?? null,
        rateEffectiveOn: payable.rate?.effectiveOn ?? null,
      };
};
