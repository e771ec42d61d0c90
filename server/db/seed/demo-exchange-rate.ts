/**
 * The demo tenant's USD exchange rate (demo mode only): the seeded prices are USD and WeChat Pay
 * Native takes CNY, so demo bookings need a rate. A round, fixed number with a fixed date, so that
 * every demo start converts the same, and labelled as demo data where it is seeded (the log) and in
 * the README; a rate staff saved is never overwritten. Outside demo mode a tenant sets its own.
 */
import type { ExchangeRate } from '../../../domain/tenant/tenant-settings.ts';
import { createTenantSettingsRepository } from '../repositories/tenant-settings-repository.ts';
import type { Database } from '../schema.ts';
import { DEMO_COMPANY_ID } from './demo-tenant.ts';

/** Demo data, not a market rate: 7.20 CNY per USD, "set" on the demo accounts' creation date. */
export const DEMO_USD_RATE: ExchangeRate = {
  currency: 'USD',
  cnyPerUnitMicro: 7_200_000,
  effectiveOn: '2026-01-05',
};

/** Seeds the demo rate when the demo tenant has none for USD; true when this call did. */
export const seedDemoExchangeRate = async (db: Database, now: Date): Promise<boolean> => {
  const rates = createTenantSettingsRepository(db);
  if ((await rates.exchangeRateOf(DEMO_COMPANY_ID, DEMO_USD_RATE.currency)) !== undefined) return false;
  await rates.saveExchangeRate(DEMO_COMPANY_ID, DEMO_USD_RATE, now);
  return true;
};
