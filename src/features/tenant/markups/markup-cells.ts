/**
 * The markup grid as the page edits it: one cell per customer type and container type, its kind
 * and the text typed, turned into the rows the server saves (domain/freight/sell-price.ts).
 */
import { CONTAINER_TYPES, type ContainerType } from '../../../../domain/freight/codes.ts';
import {
  MARKUP_CUSTOMER_TYPES,
  type Markup,
  type MarkupCustomerType,
  type MarkupRow,
} from '../../../../domain/freight/sell-price.ts';

export type CellKind = 'none' | Markup['kind'];
export interface Cell {
  kind: CellKind;
  text: string;
}
export type Cells = Record<string, Cell>;

export const cellKey = (customerType: number, containerType: string) => `${customerType}|${containerType}`;

/** Both an amount and a percent are typed in hundredths: minor units, basis points. */
const HUNDREDTHS = /^\d{1,7}(\.\d{1,2})?$/;

/** Hundredths of the text, or NaN, which the domain rule refuses with the cell's own message. */
const hundredthsOf = (text: string): number => {
  const trimmed = text.trim();
  return HUNDREDTHS.test(trimmed) ? Math.round(Number(trimmed) * 100) : Number.NaN;
};

const textOf = (hundredths: number): string => String(hundredths / 100);

export const cellsOf = (rows: readonly MarkupRow[]): Cells => {
  const cells: Cells = {};
  for (const customerType of MARKUP_CUSTOMER_TYPES)
    for (const containerType of CONTAINER_TYPES)
      cells[cellKey(customerType, containerType)] = { kind: 'none', text: '' };
  for (const { customerType, containerType, markup } of rows)
    cells[cellKey(customerType, containerType)] =
      markup.kind === 'amount'
        ? { kind: 'amount', text: textOf(markup.amountMinor) }
        : { kind: 'percent', text: textOf(markup.basisPoints) };
  return cells;
};

export const rowsOf = (cells: Cells): MarkupRow[] =>
  MARKUP_CUSTOMER_TYPES.flatMap((customerType: MarkupCustomerType) =>
    CONTAINER_TYPES.flatMap((containerType: ContainerType): MarkupRow[] => {
      const cell = cells[cellKey(customerType, containerType)]!;
      if (cell.kind === 'none') return [];
      const value = hundredthsOf(cell.text);
      return [
        {
          customerType,
          containerType,
          markup:
            cell.kind === 'amount'
              ? { kind: 'amount', amountMinor: value }
              : { kind: 'percent', basisPoints: value },
        },
      ];
    }),
  );
