/**
 * What a customer pays through WeChat Pay: domestic Native payment takes CNY only, while prices keep
 * their own currency (the seeded ones are USD). A price in another currency is paid as its CNY
 * amount at the tenant's exchange rate for that currency (tenant-settings.ts), fixed on the order
 * when it is made; a CNY price needs no rate. docs/decisions.md "Paying a USD price in CNY".
 */
import { EXCHANGE_RATE_SCALE, type ExchangeRate } from './tenant-settings.ts';

/** The currency every WeChat Pay Native payment is made in. */
export const PAYMENT_CURRENCY = 'CNY';

/** What the provider is asked for, and the rate it was converted at (null: the price is in CNY). */
export interface Payable {
  amountMinor: number;
  currency: typeof PAYMENT_CURRENCY;
  rate: ExchangeRate | null;
}

/**
 * The CNY fen of `amountMinor` minor units of a currency at `cnyPerUnitMicro` millionths of a yuan
 * per unit. Every currency the portal prices in counts 100 minor units per unit (cents, fen), so fen = minor × micro / 1 000 000,
 * computed exactly in BigInt and rounded half up to the fen (amounts are never negative): the only
 * rounding is this one, on the order's total, never per line.
 */
export const cnyMinorOf = (amountMinor: number, cnyPerUnitMicro: number): number => {
  const product = BigInt(amountMinor) * BigInt(cnyPerUnitMicro);
  const scale = BigInt(EXCHANGE_RATE_SCALE);
  return Number((product + scale / 2n) / scale);
};

/**
 * The payable of a price: a CNY price as it is; another currency's at its rate; null when the tenant
 * has no rate for that currency (the booking is refused before anything is held).
 */
export const payableOf = (
  price: { amountMinor: number; currency: string },
  rate: ExchangeRate | undefined,
): Payable | null => {
  if (price.currency === PAYMENT_CURRENCY)
    return { amountMinor: price.amountMinor, currency: PAYMENT_CURRENCY, rate: null };
  if (rate === undefined || rate.currency !== price.currency) return null;
  return {
    amountMinor: cnyMinorOf(price.amountMinor, rate.cnyPerUnitMicro),
    currency: PAYMENT_CURRENCY,
    rate,
  };
};

/** A rate as the customer reads it: `7.1988` for 7 198 800 millionths, at least two decimals. */
export const rateText = (cnyPerUnitMicro: number): string => {
  const whole = Math.floor(cnyPerUnitMicro / EXCHANGE_RATE_SCALE);
  const fraction = String(cnyPerUnitMicro % EXCHANGE_RATE_SCALE)
    .padStart(6, '0')
    .replace(/0+$/, '')
    .padEnd(2, '0');
  return `${whole}.${fraction}`;
};

/**
 * The rate staff type (`7.1988`) as millionths, exact (no floating point): digits with at most six
 * decimals, above zero; null for anything else. The bounds of exchangeRateSchema apply after it.
 */
export const rateMicroOf = (text: string): number | null => {
  const match = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (match === null) return null;
  const micro = Number(match[1]) * EXCHANGE_RATE_SCALE + Number((match[2] ?? '').padEnd(6, '0'));
  return micro > 0 ? micro : null;
};
