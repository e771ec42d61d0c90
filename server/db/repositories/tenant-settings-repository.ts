import {
  DEFAULT_TENANT_SETTINGS,
  type ExchangeRate,
  type TenantSettings,
} from '../../../domain/tenant/tenant-settings.ts';
import type { Database } from '../schema.ts';
import { oneOf } from './query-helpers.ts';

export const createTenantSettingsRepository = (db: Database) => {
  /** Each tenant's exchange rates, by currency. */
  const exchangeRatesOfTenants = async (
    companyIds: readonly number[],
  ): Promise<ReadonlyMap<number, ExchangeRate[]>> => {
    const rates = new Map(companyIds.map((companyId) => [companyId, [] as ExchangeRate[]]));
    const rows = await db
      .selectFrom('exchangeRates')
      .select(['companyId', 'currency', 'cnyPerUnitMicro', 'effectiveOn'])
      .where(oneOf(db, 'companyId', companyIds))
      .orderBy('currency')
      .execute();
    for (const { companyId, ...rate } of rows) rates.get(companyId)?.push(rate);
    return rates;
  };
  return {
    /** The tenant's settings, or the defaults while staff have saved none. */
    settingsOf: async (companyId: number): Promise<TenantSettings> =>
      (await db
        .selectFrom('tenantSettings')
        .select(['grabOfferHours', 'returnResubmitWorkingDays'])
        .where('companyId', '=', companyId)
        .executeTakeFirst()) ?? DEFAULT_TENANT_SETTINGS,

    saveSettings: async (companyId: number, settings: TenantSettings, now: Date): Promise<void> => {
      const values = { ...settings, updatedAt: now.toISOString() };
      await db
        .insertInto('tenantSettings')
        .values({ companyId, ...values })
        .onConflict((conflict) => conflict.column('companyId').doUpdateSet(values))
        .execute();
    },

    exchangeRateOf: async (companyId: number, currency: string): Promise<ExchangeRate | undefined> =>
      db
        .selectFrom('exchangeRates')
        .select(['currency', 'cnyPerUnitMicro', 'effectiveOn'])
        .where('companyId', '=', companyId)
        .where('currency', '=', currency)
        .executeTakeFirst(),

    exchangeRatesOf: async (companyId: number): Promise<ExchangeRate[]> =>
      (await exchangeRatesOfTenants([companyId])).get(companyId) ?? [],

    exchangeRatesOfTenants,

    saveExchangeRate: async (companyId: number, rate: ExchangeRate, now: Date): Promise<void> => {
      const values = {
        cnyPerUnitMicro: rate.cnyPerUnitMicro,
        effectiveOn: rate.effectiveOn,
        updatedAt: now.toISOString(),
      };
      await db
        .insertInto('exchangeRates')
        .values({ companyId, currency: rate.currency, ...values })
        .onConflict((conflict) => conflict.columns(['companyId', 'currency']).doUpdateSet(values))
        .execute();
    },
  };
};

export type TenantSettingsRepository = ReturnType<typeof createTenantSettingsRepository>;
