/**
 * The tenant's working settings (how long a grab offer holds, how many working days a returned
 * space order has; domain/tenant/tenant-settings.ts) and its exchange rates to CNY
 * (domain/tenant/cny-conversion.ts), always of the session's company, never the body's. Any staff
 * of the tenant reads them; an administrator (`tenant.settings`) saves the working settings, pricing
 * (`rates.manage`) the rates. Each save is kept in the settings' trail (who, when, before, after) in
 * the same transaction. A saved rate applies to the space orders made after it; an order keeps the
 * rate it was made at.
 */
import type {
  ExchangeRateList,
  SaveExchangeRateBody,
  TenantSettingsView,
} from '../../../domain/api/tenant.ts';
import { hasPermission } from '../../../domain/permissions.ts';
import { PAYMENT_CURRENCY, rateText } from '../../../domain/tenant/cny-conversion.ts';
import type { TenantSettings } from '../../../domain/tenant/tenant-settings.ts';
import { createRepositories } from '../../db/repositories/index.ts';
import type { TenantSettingsRepository } from '../../db/repositories/tenant-settings-repository.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../accounts/clock.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { forbidden, invalid, ok, type TenantOutcome } from '../outcome.ts';

export const createWorkingSettingsService = ({ db, now }: { db: Database; now: Clock }) => {
  const listOf = async (rates: TenantSettingsRepository, companyId: number): Promise<ExchangeRateList> => ({
    rates: (await rates.exchangeRatesOf(companyId)).map((rate) => ({
      ...rate,
      cnyPerUnit: rateText(rate.cnyPerUnitMicro),
    })),
  });
  const { tenantSettings } = createRepositories(db);

  return {
    /** The tenant's working settings, for any of its staff (the path's access): nothing secret. */
    settings: async (viewer: Viewer): Promise<TenantOutcome<TenantSettingsView>> =>
      ok(await tenantSettings.settingsOf(viewer.companyId)),

    saveSettings: async (
      viewer: Viewer,
      body: TenantSettings,
    ): Promise<TenantOutcome<TenantSettingsView>> => {
      if (!hasPermission(viewer, 'tenant.settings')) return forbidden('tenantSettingsForbidden');
      const at = now();
      const saved = await db.transaction().execute(async (trx) => {
        const repos = createRepositories(trx);
        const before = await repos.tenantSettings.settingsOf(viewer.companyId);
        const after = {
          grabOfferHours: body.grabOfferHours,
          returnResubmitWorkingDays: body.returnResubmitWorkingDays,
        };
        await repos.tenantSettings.saveSettings(viewer.companyId, after, at);
        await repos.tenantChanges.record({
          companyId: viewer.companyId,
          area: 'businessSettings',
          userId: viewer.userId,
          changedAt: at.toISOString(),
          before,
          after,
        });
        return after;
      });
      return ok(saved, 'workingSettingsSaved');
    },

    list: async (viewer: Viewer): Promise<TenantOutcome<ExchangeRateList>> =>
      ok(await listOf(tenantSettings, viewer.companyId)),

    save: async (viewer: Viewer, body: SaveExchangeRateBody): Promise<TenantOutcome<ExchangeRateList>> => {
      if (!hasPermission(viewer, 'rates.manage')) return forbidden('tenantSettingsForbidden');
      if (body.currency === PAYMENT_CURRENCY) return invalid('cnyNeedsNoRate');
      const at = now();
      const list = await db.transaction().execute(async (trx) => {
        const repos = createRepositories(trx);
        const before = (await repos.tenantSettings.exchangeRateOf(viewer.companyId, body.currency)) ?? null;
        await repos.tenantSettings.saveExchangeRate(viewer.companyId, body, at);
        await repos.tenantChanges.record({
          companyId: viewer.companyId,
          area: 'exchangeRates',
          userId: viewer.userId,
          changedAt: at.toISOString(),
          before,
          after: body,
        });
        return listOf(repos.tenantSettings, viewer.companyId);
      });
      return ok(list, 'exchangeRateSaved');
    },
  };
};

export type WorkingSettingsService = ReturnType<typeof createWorkingSettingsService>;
