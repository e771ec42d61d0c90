import { describe, expect, it } from 'vitest';
import { CustomerType } from '../../../domain/customers/customer-types.ts';
import {
  ANY_CUSTOMER_TYPE,
  MAX_MARKUP_AMOUNT_MINOR,
  MAX_MARKUP_BASIS_POINTS,
  type MarkupRow,
  markupFor,
  markupProblemMessages,
  markupProblemsOf,
  sellMinor,
} from '../../../domain/freight/sell-price.ts';

const rows: MarkupRow[] = [
  {
    customerType: CustomerType.forwarder,
    containerType: '40HQ',
    markup: { kind: 'amount', amountMinor: 5000 },
  },
  { customerType: ANY_CUSTOMER_TYPE, containerType: '40HQ', markup: { kind: 'percent', basisPoints: 1000 } },
  {
    customerType: CustomerType.contract,
    containerType: '20GP',
    markup: { kind: 'percent', basisPoints: 250 },
  },
];

describe('sell price = buy price + the markup of the customer type and container type', () => {
  it('adds an amount markup in the rate’s own minor units', () => {
    expect(sellMinor(120_000, { kind: 'amount', amountMinor: 5000 })).toBe(125_000);
  });

  it('adds a percent of the buy price, rounded half up to a whole minor unit', () => {
    expect(sellMinor(100_000, { kind: 'percent', basisPoints: 1000 })).toBe(110_000);
    // 2.5 % of 101 minor = 2.525 → 3; 2.5 % of 99 = 2.475 → 2.
    expect(sellMinor(101, { kind: 'percent', basisPoints: 250 })).toBe(104);
    expect(sellMinor(99, { kind: 'percent', basisPoints: 250 })).toBe(101);
    // Exactly half a minor unit rounds up: 0.5 % of 100 = 0.5 → 1.
    expect(sellMinor(100, { kind: 'percent', basisPoints: 50 })).toBe(101);
  });

  it('sells at the buy price when no markup is set', () => {
    expect(sellMinor(120_000, null)).toBe(120_000);
    expect(markupFor([], CustomerType.directShipper, '40HQ')).toBeNull();
  });

  it('takes the customer type’s own row for its container type', () => {
    expect(markupFor(rows, CustomerType.forwarder, '40HQ')).toEqual({ kind: 'amount', amountMinor: 5000 });
    expect(markupFor(rows, CustomerType.contract, '20GP')).toEqual({ kind: 'percent', basisPoints: 250 });
  });

  it('falls back to the row "any customer type" for a type without a row of its own', () => {
    expect(markupFor(rows, CustomerType.directShipper, '40HQ')).toEqual({
      kind: 'percent',
      basisPoints: 1000,
    });
    expect(markupFor(rows, CustomerType.directShipper, '20GP')).toBeNull();
  });

  it('gives a certified customer without a customer type the row "any customer type"', () => {
    expect(markupFor(rows, null, '40HQ')).toEqual({ kind: 'percent', basisPoints: 1000 });
    expect(markupFor(rows, null, '20GP')).toBeNull();
  });
});

describe('markup grid validation: percent 0–500 %, amount 0–100 000, one row per cell', () => {
  const row = (
    markup: MarkupRow['markup'],
    containerType: MarkupRow['containerType'] = '20GP',
  ): MarkupRow => ({
    customerType: CustomerType.directShipper,
    containerType,
    markup,
  });

  it('accepts the bounds themselves', () => {
    expect(
      markupProblemsOf([
        row({ kind: 'percent', basisPoints: 0 }),
        row({ kind: 'percent', basisPoints: MAX_MARKUP_BASIS_POINTS }, '40GP'),
        row({ kind: 'amount', amountMinor: MAX_MARKUP_AMOUNT_MINOR }, '40HQ'),
      ]),
    ).toEqual([]);
  });

  it('refuses a percent above 500 %, below 0, or finer than a basis point', () => {
    for (const basisPoints of [MAX_MARKUP_BASIS_POINTS + 1, -1, 12.5])
      expect(markupProblemsOf([row({ kind: 'percent', basisPoints })])).toEqual([
        { customerType: 1, containerType: '20GP', problem: 'markupPercentOutOfRange' },
      ]);
  });

  it('refuses an amount above the cap, below 0, or not a whole minor unit', () => {
    for (const amountMinor of [MAX_MARKUP_AMOUNT_MINOR + 1, -100, 0.5])
      expect(markupProblemsOf([row({ kind: 'amount', amountMinor })])).toEqual([
        { customerType: 1, containerType: '20GP', problem: 'markupAmountOutOfRange' },
      ]);
  });

  it('refuses a second row for the same customer type and container type', () => {
    expect(
      markupProblemsOf([row({ kind: 'amount', amountMinor: 1 }), row({ kind: 'percent', basisPoints: 1 })]),
    ).toEqual([{ customerType: 1, containerType: '20GP', problem: 'markupDuplicate' }]);
  });

  it('words every problem in both languages', () => {
    for (const text of Object.values(markupProblemMessages)) {
      expect(text.cn).not.toBe('');
      expect(text.en).not.toBe('');
    }
  });
});
