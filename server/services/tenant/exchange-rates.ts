/**
 * The tenant's settings: its working settings for any of its staff, and its exchange rates to CNY
 * (domain/tenant/cny-conversion.ts): staff with the
 * `tenant.settings` permission read and save them for their own company (the session's, never the
 * body's). A saved rate applies to the space orders made after it; an order keeps the rate it was
 * made at.
 */
import type {
  ExchangeRateList,
  SaveExchangeRateBody,
  TenantSettingsView,
} from '../../../domain/api/tenant.ts';
import { hasPermission } from '../../../domain/permissions.ts';
import { PAYMENT_CURRENCY, rateText } from '../../../domain/tenant/cny-conversion.ts';
import type { TenantSettingsRepository } from '../../db/repositories/tenant-settings-repository.ts';
import type { Clock } from '../accounts/clock.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { forbidden, invalid, ok, type TenantOutcome } from '../outcome.ts';

export const createExchangeRateService = (deps: {
  rates: Pick<TenantSettingsRepository, 'exchangeRatesOf' | 'saveExchangeRate' | 'settingsOf'>;
  now: Clock;
}) => {
  const listOf = async (companyId: number): Promise<ExchangeRateList> => ({
    rates: (await deps.rates.exchangeRatesOf(companyId)).map((rate) => ({
      ...rate,
      cnyPerUnit: rateText(rate.cnyPerUnitMicro),
    })),
  });

  return {
    /** The tenant's working settings, for any of its staff (the path's access): nothing secret. */
    settings: async (viewer: Viewer): Promise<TenantOutcome<TenantSettingsView>> =>
      ok(await deps.rates.settingsOf(viewer.companyId)),

    list: async (viewer: Viewer): Promise<TenantOutcome<ExchangeRateList>> =>
      hasPermission(viewer, 'records.read')
        ? ok(await listOf(viewer.companyId))
        : forbidden('tenantSettingsForbidden'),

    save: async (viewer: Viewer, body: SaveExchangeRateBody): Promise<TenantOutcome<ExchangeRateList>> => {
      if (!hasPermission(viewer, 'rates.manage')) return forbidden('tenantSettingsForbidden');
      if (body.currency === PAYMENT_CURRENCY) return invalid('cnyNeedsNoRate');
      await deps.rates.saveExchangeRate(viewer.companyId, body, deps.now());
      return ok(await listOf(viewer.companyId), 'exchangeRateSaved');
    },
  };
};

export type ExchangeRateService = ReturnType<typeof createExchangeRateService>;
