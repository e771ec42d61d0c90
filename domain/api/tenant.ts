/** Request and answer schemas of the tenant settings endpoints (./tenant-paths.ts). */
import * as v from 'valibot';
import { exchangeRateSchema, tenantSettingsSchema } from '../tenant/tenant-settings.ts';

/** The tenant's working settings (domain/tenant/tenant-settings.ts), the defaults until staff save theirs. */
export const TenantSettingsView = v.strictObject({
  grabOfferHours: v.number(),
  returnResubmitWorkingDays: v.number(),
});
export type TenantSettingsView = v.InferOutput<typeof TenantSettingsView>;

/** One rate: CNY per unit of `currency` in millionths (7.1988 → 7 198 800) and the date it is for. */
export const ExchangeRateView = v.strictObject({
  currency: v.string(),
  cnyPerUnitMicro: v.number(),
  /** The same rate as decimal text, as the customer sees it (`7.1988`). */
  cnyPerUnit: v.string(),
  effectiveOn: v.string(),
});
export type ExchangeRateView = v.InferOutput<typeof ExchangeRateView>;

export const ExchangeRateList = v.strictObject({ rates: v.array(ExchangeRateView) });
export type ExchangeRateList = v.InferOutput<typeof ExchangeRateList>;

/** Saves the tenant's working settings, within the bounds staff may set. */
export const SaveTenantSettingsBody = tenantSettingsSchema;
export type SaveTenantSettingsBody = v.InferOutput<typeof SaveTenantSettingsBody>;

/** Saves (adds or replaces) the tenant's rate of one currency; CNY itself needs none. */
export const SaveExchangeRateBody = exchangeRateSchema;
export type SaveExchangeRateBody = v.InferOutput<typeof SaveExchangeRateBody>;
