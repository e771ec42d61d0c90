import { describe, expect, it } from 'vitest';
import { cnyMinorOf, payableOf, rateMicroOf, rateText } from '../../../domain/tenant/cny-conversion.ts';

const usd = { currency: 'USD', cnyPerUnitMicro: 7_198_800, effectiveOn: '2026-11-26' };

describe('paying a price in CNY at the tenant exchange rate', () => {
  it('converts minor units exactly: USD 1,200.00 at 7.1988 is CNY 8,638.56', () => {
    expect(cnyMinorOf(120_000, 7_198_800)).toBe(863_856);
  });

  it('rounds half up to the fen, once, on the total', () => {
    expect(cnyMinorOf(1, 7_123_450)).toBe(7);
    // 1 cent at 0.5 CNY is half a fen: up to 1; just under half stays 0.
    expect(cnyMinorOf(1, 500_000)).toBe(1);
    expect(cnyMinorOf(1, 499_999)).toBe(0);
  });

  it('stays exact beyond 2^53 intermediate products', () => {
    // The product passes 2^53: as floats it would lose its last digits.
    expect(cnyMinorOf(900_719_925_474, 9_999_999_999)).toBe(9_007_199_253_839_280);
    expect(cnyMinorOf(123_456_789, 7_198_801)).toBe(888_740_856);
  });

  it('a CNY price needs no rate; another currency needs its own rate', () => {
    expect(payableOf({ amountMinor: 5_000, currency: 'CNY' }, undefined)).toEqual({
      amountMinor: 5_000,
      currency: 'CNY',
      rate: null,
    });
    expect(payableOf({ amountMinor: 120_000, currency: 'USD' }, usd)).toEqual({
      amountMinor: 863_856,
      currency: 'CNY',
      rate: usd,
    });
    expect(payableOf({ amountMinor: 120_000, currency: 'USD' }, undefined)).toBeNull();
    expect(payableOf({ amountMinor: 120_000, currency: 'EUR' }, usd)).toBeNull();
  });

  it('shows a rate with its significant decimals, at least two', () => {
    expect(rateText(7_198_800)).toBe('7.1988');
    expect(rateText(7_000_000)).toBe('7.00');
    expect(rateText(123_456)).toBe('0.123456');
  });
});

describe('rateMicroOf: the rate staff type, as exact millionths', () => {
  it('reads up to six decimals exactly and round-trips with rateText', () => {
    expect(rateMicroOf('7.1988')).toBe(7_198_800);
    expect(rateMicroOf(' 7 ')).toBe(7_000_000);
    expect(rateMicroOf('0.000001')).toBe(1);
    expect(rateMicroOf('0.1')).toBe(100_000);
    expect(rateText(rateMicroOf('7.123456') ?? 0)).toBe('7.123456');
  });

  it('refuses zero, signs, seven decimals, separators and words', () => {
    for (const text of ['0', '0.000000', '-7.1', '+7', '7.1234567', '7,19', '1e3', '', 'seven', '.5', '5.'])
      expect(rateMicroOf(text), text).toBeNull();
  });
});
