/** A tenant's markups (migration 0041, domain/freight/sell-price.ts): the whole grid is read and saved at once. */
import {
  isContainerType,
  isMarkupCustomerType,
  type Markup,
  type MarkupRow,
} from '../../../domain/freight/sell-price.ts';
import type { Database } from '../schema.ts';

const markupOf = (kind: string, value: number): Markup | null =>
  kind === 'amount'
    ? { kind, amountMinor: Number(value) }
    : kind === 'percent'
      ? { kind, basisPoints: Number(value) }
      : null;

export const createMarkupRepository = (db: Database) => ({
  /** The tenant's grid, by customer type then container type; empty while pricing set none. */
  markupsOf: async (companyId: number): Promise<MarkupRow[]> =>
    (
      await db
        .selectFrom('markups')
        .select(['customerType', 'containerType', 'kind', 'value'])
        .where('companyId', '=', companyId)
        .orderBy('customerType')
        .orderBy('containerType')
        .execute()
    ).flatMap((row) => {
      const markup = markupOf(row.kind, row.value);
      return markup !== null && isMarkupCustomerType(row.customerType) && isContainerType(row.containerType)
        ? [{ customerType: row.customerType, containerType: row.containerType, markup }]
        : [];
    }),

  /** Replaces the tenant's grid; call it in the transaction that records the change. */
  replaceMarkups: async (companyId: number, rows: readonly MarkupRow[], now: Date): Promise<void> => {
    await db.deleteFrom('markups').where('companyId', '=', companyId).execute();
    if (rows.length === 0) return;
    await db
      .insertInto('markups')
      .values(
        rows.map((row) => ({
          companyId,
          customerType: row.customerType,
          containerType: row.containerType,
          kind: row.markup.kind,
          value: row.markup.kind === 'amount' ? row.markup.amountMinor : row.markup.basisPoints,
          updatedAt: now.toISOString(),
        })),
      )
      .execute();
  },
});

export type MarkupRepository = ReturnType<typeof createMarkupRepository>;
