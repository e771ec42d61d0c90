/**
 * A tenant's own business settings, beyond the spec's company record (spec §3 shows none of these;
 * docs/decisions.md): how long a granted grab request stays on offer, how many working days a
 * returned space order has to be corrected, and the exchange rates that turn a price into the CNY
 * a customer pays through WeChat Pay. A tenant that never set them gets the defaults below.
 */
import * as v from 'valibot';

export interface TenantSettings {
  /** How long a granted grab request's offer holds its space before it expires. */
  grabOfferHours: number;
  /** Working days a returned space order has to be corrected and resubmitted (spec §3's calendar). */
  returnResubmitWorkingDays: number;
}

export const DEFAULT_TENANT_SETTINGS: TenantSettings = {
  grabOfferHours: 24,
  returnResubmitWorkingDays: 3,
};

/** The deadline of a grab request's offer granted at `at`: the tenant's grabOfferHours later. */
export const grabOfferDeadline = (at: Date, settings: Pick<TenantSettings, 'grabOfferHours'>): Date =>
  new Date(at.getTime() + settings.grabOfferHours * 3_600_000);

/** The bounds staff may set: an offer of at least an hour and at most a week, a return of 1–20 days. */
export const tenantSettingsSchema = v.object({
  grabOfferHours: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(168)),
  returnResubmitWorkingDays: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)),
});

/**
 * An exchange rate is kept as CNY per unit of the currency in millionths (7.123456 → 7 123 456), an
 * integer, so that a conversion is exact integer arithmetic; `effectiveOn` is the date it was set
 * for, shown to the customer beside the converted amount.
 */
export interface ExchangeRate {
  currency: string;
  cnyPerUnitMicro: number;
  /** `yyyy-MM-dd`. */
  effectiveOn: string;
}

export const EXCHANGE_RATE_SCALE = 1_000_000;

export const exchangeRateSchema = v.object({
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  // Up to 10 000 CNY per unit: far above any currency's rate, far below the bigint column's bound.
  cnyPerUnitMicro: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000 * EXCHANGE_RATE_SCALE)),
  effectiveOn: v.pipe(v.string(), v.isoDate()),
});
