import { describe, expect, it } from 'vitest';
import { allInPrepaid, hasCollectCharges } from '../../../domain/freight/all-in-price.ts';
import { alternativesOf, quotationTotal } from '../../../domain/freight/quotation-total.ts';

describe('all-in prepaid price: ocean freight plus prepaid surcharges, collect charges excluded', () => {
  const surcharges = [
    { code: 'BAF', amount: 300, paymentTerm: 'PRE' as const },
    { code: 'DTHC', amount: 250, paymentTerm: 'COL' as const },
  ];

  it('leaves out a destination charge collected from the consignee (DTHC, COL)', () => {
    expect(allInPrepaid(2000, surcharges)).toBe(2300);
    expect(hasCollectCharges(surcharges)).toBe(true);
  });

  it('is the ocean freight plus every surcharge when all are prepaid', () => {
    expect(allInPrepaid(2000, [surcharges[0]!])).toBe(2300);
    expect(hasCollectCharges([surcharges[0]!])).toBe(false);
  });
});

describe('quotation total: alternatives for the same container are a choice, not a sum', () => {
  const line = (rateId: number, amount: number, containerType = '40HQ', pod = 'NLRTM') => ({
    rateId,
    amount,
    rate: { pol: { code: 'CNSHA' }, pod: { code: pod }, containerType },
  });
  const lines = [line(1, 2500), line(2, 2300), line(3, 1400, '20GP')];

  it('groups two carriers for one 40HQ Shanghai to Rotterdam as alternatives', () => {
    expect(alternativesOf(lines).map((group) => group.map((one) => one.rateId))).toEqual([[1, 2], [3]]);
  });

  it('totals the cheapest alternative per container by default, not both', () => {
    expect(quotationTotal(lines)).toBe(2300 + 1400);
  });

  it('totals the chosen alternative when one is chosen', () => {
    expect(quotationTotal(lines, new Set([1]))).toBe(2500 + 1400);
  });

  it('adds different containers and different lanes', () => {
    expect(quotationTotal([line(1, 2500), line(4, 900, '40HQ', 'DEHAM')])).toBe(3400);
  });
});
