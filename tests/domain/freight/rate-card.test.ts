/** The rules of a rate card (spec §3 freight rates; domain/freight/rate-card.ts). */
import { describe, expect, it } from 'vitest';
import {
  appliesOn,
  cardAllIn,
  checkRateCard,
  containerTypeOf,
  formatRateCardProblem,
  type RateCardInput,
  rateCardKey,
  rateCardMessages,
  sameRateCard,
} from '../../../domain/freight/rate-card.ts';

const CARD: RateCardInput = {
  carrierScac: 'MAEU',
  pol: 'CNSHA',
  pod: 'NLRTM',
  via: null,
  serviceCode: 'AE7',
  containerType: '40HQ',
  currency: 'USD',
  oceanFreight: 1800,
  surcharges: [
    { code: 'BAF', basis: 'container', currency: 'USD', amount: 300, paymentTerm: 'PRE' },
    { code: 'OTHC', basis: 'container', currency: 'CNY', amount: 1370, paymentTerm: 'PRE' },
    { code: 'DOC', basis: 'bl', currency: 'USD', amount: 50, paymentTerm: 'PRE' },
    { code: 'DTHC', basis: 'container', currency: 'USD', amount: 200, paymentTerm: 'COL' },
  ],
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  transitDays: 32,
  remarks: '',
};

const problemsOf = (change: Partial<RateCardInput>) =>
  checkRateCard({ ...CARD, ...change }).map(({ field, message }) => `${field}:${message}`);

describe('rate card rules', () => {
  it('accepts a complete card', () => {
    expect(checkRateCard(CARD)).toEqual([]);
  });

  it('names the field of every problem at once', () => {
    expect(problemsOf({ carrierScac: 'maersk', pol: 'SHA', currency: 'usd', oceanFreight: -1 })).toEqual([
      'carrierScac:invalidScac',
      'pol:invalidUnLocode',
      'currency:invalidCurrency',
      'oceanFreight:invalidAmount',
    ]);
  });

  it('needs two different ports and a via port that is neither', () => {
    expect(problemsOf({ pod: 'CNSHA' })).toEqual(['pod:samePorts']);
    expect(problemsOf({ via: 'NLRTM' })).toEqual(['via:viaIsEndPort']);
    expect(problemsOf({ via: 'SGSIN' })).toEqual([]);
    expect(problemsOf({ pol: '' })).toEqual(['pol:required']);
  });

  it('quotes amounts in whole units of an ISO 4217 currency, up to a million', () => {
    expect(problemsOf({ oceanFreight: 12.5 })).toEqual(['oceanFreight:invalidAmount']);
    expect(problemsOf({ oceanFreight: 1_000_001 })).toEqual(['oceanFreight:amountTooHigh']);
    expect(problemsOf({ currency: 'XYZ' })).toEqual(['currency:invalidCurrency']);
    expect(problemsOf({ currency: 'EUR' })).toEqual([]);
  });

  it('keeps surcharge codes unique and numbers the surcharge a problem is in', () => {
    const surcharges = [
      ...CARD.surcharges,
      { code: 'BAF', basis: 'container', currency: 'USD', amount: 1, paymentTerm: 'PRE' },
      { code: 'b a f', basis: 'container', currency: 'US', amount: 1, paymentTerm: 'PRE' },
    ] as RateCardInput['surcharges'];
    expect(checkRateCard({ ...CARD, surcharges })).toEqual([
      { field: 'surcharges', message: 'duplicateSurcharge', surcharge: 5 },
      { field: 'surcharges', message: 'invalidSurchargeCode', surcharge: 6 },
      { field: 'surcharges', message: 'invalidCurrency', surcharge: 6 },
    ]);
  });

  it('orders the validity and keeps it within a year', () => {
    expect(problemsOf({ validTo: '2026-11-30' })).toEqual(['validTo:validityOrder']);
    expect(problemsOf({ validTo: '2027-12-02' })).toEqual(['validTo:validityTooLong']);
    expect(problemsOf({ validTo: '2027-12-01' })).toEqual([]);
    expect(problemsOf({ validFrom: '2026-02-30' })).toEqual(['validFrom:invalidDate']);
    expect(problemsOf({ validTo: '' })).toEqual(['validTo:required']);
  });

  it('takes transit days from 1 to 120 or none', () => {
    expect(problemsOf({ transitDays: 0 })).toEqual(['transitDays:invalidTransitDays']);
    expect(problemsOf({ transitDays: 121 })).toEqual(['transitDays:invalidTransitDays']);
    expect(problemsOf({ transitDays: null })).toEqual([]);
  });

  it('words each problem in both languages with the field named', () => {
    expect(formatRateCardProblem({ field: 'pol', message: 'invalidUnLocode' }, 'en')).toBe(
      'POL must be a 5-character UN/LOCODE such as CNSHA',
    );
    expect(formatRateCardProblem({ field: 'pol', message: 'invalidUnLocode' }, 'cn')).toBe(
      '起运港必须是 5 位 UN/LOCODE 地点代码，例如 CNSHA',
    );
    for (const message of Object.values(rateCardMessages)) {
      expect(message.cn).not.toBe('');
      expect(message.en).not.toBe('');
    }
  });
});

describe('container types on a sheet', () => {
  it('maps ISO 6346 size-type codes and the usual spellings to the portal names', () => {
    expect(containerTypeOf('22G1')).toBe('20GP');
    expect(containerTypeOf('45G1')).toBe('40HQ');
    expect(containerTypeOf("40'HC")).toBe('40HQ');
    expect(containerTypeOf('40 hq')).toBe('40HQ');
    expect(containerTypeOf('L5G1')).toBe('45HQ');
    expect(containerTypeOf('45R1')).toBe('40RH');
    expect(containerTypeOf('40OT')).toBeNull();
  });
});

describe('a card across versions and sailings', () => {
  it('keeps its identity whatever its price or validity', () => {
    const cheaper: RateCardInput = { ...CARD, oceanFreight: 900, validTo: '2026-12-15' };
    expect(rateCardKey(cheaper)).toBe(rateCardKey(CARD));
    expect(rateCardKey({ ...CARD, serviceCode: null })).not.toBe(rateCardKey(CARD));
  });

  it('sees the same card in any order of its surcharges, and a changed price as a change', () => {
    expect(sameRateCard(CARD, { ...CARD, surcharges: [...CARD.surcharges].reverse() })).toBe(true);
    expect(sameRateCard(CARD, { ...CARD, oceanFreight: 1801 })).toBe(false);
  });

  it('applies to sailings whose ETD date falls within its validity, both ends included', () => {
    expect(appliesOn(CARD, '2026-12-01')).toBe(true);
    expect(appliesOn(CARD, '2026-12-31')).toBe(true);
    expect(appliesOn(CARD, '2027-01-01')).toBe(false);
  });

  it('adds to the all-in price only prepaid per-container charges in its own currency', () => {
    expect(cardAllIn(CARD)).toBe(2100);
  });
});
