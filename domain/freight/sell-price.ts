/**
 * The sell price a customer sees (spec §3's `customerType`, spec §6's rates): the forwarder's buy
 * price plus the markup pricing set for the customer's type and the container type, either an
 * amount or a percent (docs/decisions.md "Sell prices"). Everything here is in integer minor units
 * of the rate's own currency: a markup amount is never converted; only what is paid is (the
 * exchange rates of domain/tenant/cny-conversion.ts).
 */
import { CUSTOMER_TYPES, type CustomerType } from '../customers/customer-types.ts';
import { CONTAINER_TYPES, type ContainerType } from './codes.ts';

export type Markup = { kind: 'amount'; amountMinor: number } | { kind: 'percent'; basisPoints: number };
export const MARKUP_KINDS = ['amount', 'percent'] as const;

/**
 * The row "any customer type": what a customer type without a row of its own pays, and what a
 * certified customer not yet typed by customer service pays.
 */
export const ANY_CUSTOMER_TYPE = 0;
export type MarkupCustomerType = CustomerType | typeof ANY_CUSTOMER_TYPE;
export const MARKUP_CUSTOMER_TYPES: readonly MarkupCustomerType[] = [ANY_CUSTOMER_TYPE, ...CUSTOMER_TYPES];

export interface MarkupRow {
  customerType: MarkupCustomerType;
  containerType: ContainerType;
  markup: Markup;
}

/** 100 % is 10 000 basis points; a markup may reach 500 %. */
export const BASIS_POINTS_PER_UNIT = 10_000;
export const MAX_MARKUP_BASIS_POINTS = 500 * 100;
/** At most 100 000.00 of the rate's currency per container: above any freight price. */
export const MAX_MARKUP_AMOUNT_MINOR = 10_000_000;

/**
 * The markup a viewer pays on a container type: its own customer type's row, else the row "any
 * customer type", else none. A viewer without a type (null) takes the row "any customer type".
 */
export const markupFor = (
  rows: readonly MarkupRow[],
  customerType: number | null,
  containerType: string,
): Markup | null => {
  const rowOf = (type: number) =>
    rows.find((row) => row.customerType === type && row.containerType === containerType);
  return (
    (customerType === null ? undefined : rowOf(customerType))?.markup ??
    rowOf(ANY_CUSTOMER_TYPE)?.markup ??
    null
  );
};

/**
 * The sell price in minor units: buy plus the markup; a percent is of the buy price, rounded half
 * up to a whole minor unit (integer arithmetic, no float error); no markup sells at the buy price.
 */
export const sellMinor = (buyMinor: number, markup: Markup | null): number => {
  if (markup === null) return buyMinor;
  if (markup.kind === 'amount') return buyMinor + markup.amountMinor;
  return (
    buyMinor + Math.floor((buyMinor * markup.basisPoints + BASIS_POINTS_PER_UNIT / 2) / BASIS_POINTS_PER_UNIT)
  );
};

/** What a markup grid may not hold, each with its text in both languages. */
export const markupProblemMessages = {
  markupPercentOutOfRange: {
    cn: '加价百分比须为 0 到 500 之间，最多两位小数',
    en: 'A percent markup is 0 to 500 with at most two decimals',
  },
  markupAmountOutOfRange: {
    cn: '加价金额须为 0 到 100000 之间，最多两位小数',
    en: 'A markup amount is 0 to 100000 with at most two decimals',
  },
  markupDuplicate: {
    cn: '同一客户类型与箱型只能有一个加价',
    en: 'One markup per customer type and container type',
  },
} as const satisfies Record<string, { cn: string; en: string }>;
export type MarkupProblem = keyof typeof markupProblemMessages;

export interface MarkupRowProblem {
  customerType: number;
  containerType: string;
  problem: MarkupProblem;
}

const isWhole = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;

/** Each row's problem: a percent of 0–500 % and an amount of 0–100 000, whole minor units, one row per cell. */
export const markupProblemsOf = (rows: readonly MarkupRow[]): MarkupRowProblem[] =>
  rows.flatMap((row, index): MarkupRowProblem[] => {
    const at = { customerType: row.customerType, containerType: row.containerType };
    if (
      rows.findIndex(
        (other) => other.customerType === row.customerType && other.containerType === row.containerType,
      ) !== index
    )
      return [{ ...at, problem: 'markupDuplicate' }];
    if (row.markup.kind === 'percent' && !isWhole(row.markup.basisPoints, MAX_MARKUP_BASIS_POINTS))
      return [{ ...at, problem: 'markupPercentOutOfRange' }];
    if (row.markup.kind === 'amount' && !isWhole(row.markup.amountMinor, MAX_MARKUP_AMOUNT_MINOR))
      return [{ ...at, problem: 'markupAmountOutOfRange' }];
    return [];
  });

export const isMarkupCustomerType = (value: number): value is MarkupCustomerType =>
  (MARKUP_CUSTOMER_TYPES as readonly number[]).includes(value);
export const isContainerType = (value: string): value is ContainerType =>
  (CONTAINER_TYPES as readonly string[]).includes(value);
