import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SaveQuotationBody } from '../../../domain/api/freight-schemas.ts';
import {
  MAX_WINDOW_DAYS,
  placePairProblems,
  QUOTATION_MAX_ITEMS,
  quotationQuantity,
  samePlaces,
  windowProblem,
} from '../../../domain/freight/search-rules.ts';

describe('the freight search rules, once for the pages and the services', () => {
  it('origin and destination must differ, compared as UN/LOCODEs', () => {
    expect(samePlaces('CNSHA', 'CNSHA')).toBe(true);
    expect(samePlaces(' cnsha', 'CN SHA')).toBe(true);
    expect(samePlaces('CNSHA', 'NLRTM')).toBe(false);
    // An empty side is the "required" rule's problem, not this one's.
    expect(samePlaces('', '')).toBe(false);
    expect(samePlaces(null, 'CNSHA')).toBe(false);
    expect(samePlaces('CNSHA', undefined)).toBe(false);
  });

  it('a pair of places: both required where the search needs them, and not the same place', () => {
    expect(placePairProblems('', ' ', true)).toEqual({ origin: 'required', destination: 'required' });
    expect(placePairProblems('CNSHA', 'cnsha', true)).toEqual({ destination: 'samePlaces' });
    expect(placePairProblems('CNSHA', 'NLRTM', true)).toEqual({});
    // Optional places (sea-rail, grab space): an empty side is fine, the same place twice is not.
    expect(placePairProblems('', undefined, false)).toEqual({});
    expect(placePairProblems('CNCKG', 'CNCKG', false)).toEqual({ destination: 'samePlaces' });
  });

  it(`an ETD window is in order and at most ${MAX_WINDOW_DAYS} days long`, () => {
    expect(windowProblem('2026-03-10', '2026-03-09')).toBe('dateRangeOrder');
    expect(windowProblem('2026-03-10', '2026-03-10')).toBeNull();
    expect(windowProblem('2026-01-01', '2026-04-03')).toBeNull();
    expect(windowProblem('2026-01-01', '2026-04-04')).toBe('dateRangeTooLong');
  });

  it('a quotation holds at most 10 rates of 1 to 999 containers each, the same bound the API checks', () => {
    expect([
      quotationQuantity(0),
      quotationQuantity(2.7),
      quotationQuantity(5000),
      quotationQuantity(Number.NaN),
    ]).toEqual([1, 2, 999, 1]);
    const items = (count: number, quantity = 1) =>
      Array.from({ length: count }, (_, index) => ({ rateId: index + 1, quantity }));
    expect(v.safeParse(SaveQuotationBody, { items: items(QUOTATION_MAX_ITEMS) }).success).toBe(true);
    expect(v.safeParse(SaveQuotationBody, { items: items(QUOTATION_MAX_ITEMS + 1) }).success).toBe(false);
    expect(v.safeParse(SaveQuotationBody, { items: items(1, quotationQuantity(5000)) }).success).toBe(true);
    expect(v.safeParse(SaveQuotationBody, { items: items(1, 1000) }).success).toBe(false);
  });
});
