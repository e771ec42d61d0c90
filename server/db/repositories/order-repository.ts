/**
 * Orders (issue 11). Every step is one conditional UPDATE from the steps the transition table
 * allows (architecture: never read-then-write); the functions that must share the change's
 * transaction with its audit-trail entry take it as their first argument.
 */
import type { Insertable, Selectable } from 'kysely';
import type { OrderState } from '../../../domain/orders/order-progress.ts';
import type { OrdersTable } from '../orders-schema.ts';
import type { Database } from '../schema.ts';
import { offsetOf, type PageQuery } from './query-helpers.ts';

export type OrderRow = Selectable<OrdersTable>;

export const insertOrderRecord = async (db: Database, order: Insertable<OrdersTable>): Promise<number> => {
  const { id } = await db.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
  return id;
};

/**
 * Moves an order from one of `from` to `to`; false when it was no longer in one of `from`
 * (someone else moved it first, or the table never allowed it).
 */
export const moveOrderStep = async (
  db: Database,
  orderId: number,
  from: readonly OrderState[],
  to: OrderState,
  patch: { updatedAt: string; bookingNumber?: string; blNumber?: string },
): Promise<boolean> => {
  if (from.length === 0) return false;
  const result = await db
    .updateTable('orders')
    .set({ ...patch, step: to })
    .where('id', '=', orderId)
    .where('step', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

export interface OrderFilter extends PageQuery {
  companyId: number;
  /** A customer's own list; absent for the company's staff queue. */
  userId?: number;
  step?: OrderState;
  /** ISO instants (toISOString), compared as the text createdAt is stored in. */
  createdFrom?: string;
  createdBefore?: string;
}

export const createOrderRepository = (db: Database) => ({
  findById: (id: number) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst(),

  /** Newest first, with the ordering customer's name and email (staff show who ordered). */
  list: async (filter: OrderFilter) => {
    let base = db.selectFrom('orders').where('orders.companyId', '=', filter.companyId);
    if (filter.userId !== undefined) base = base.where('orders.userId', '=', filter.userId);
    if (filter.step !== undefined) base = base.where('orders.step', '=', filter.step);
    if (filter.createdFrom !== undefined) base = base.where('orders.createdAt', '>=', filter.createdFrom);
    if (filter.createdBefore !== undefined) base = base.where('orders.createdAt', '<', filter.createdBefore);
    const [rows, count] = await Promise.all([
      base
        .leftJoin('users', 'users.id', 'orders.userId')
        .selectAll('orders')
        .select(['users.nameCn', 'users.nameEn', 'users.email'])
        .orderBy('orders.id', 'desc')
        .limit(filter.pageSize)
        .offset(offsetOf(filter))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  },

  /** The rate an order is booked from. */
  rateById: (id: number) => db.selectFrom('rates').selectAll().where('id', '=', id).executeTakeFirst(),

  /** A saved quotation (its rate and owner). */
  quotationById: (id: string) =>
    db
      .selectFrom('quotations')
      .select(['id', 'userId', 'companyId', 'rateId'])
      .where('id', '=', id)
      .executeTakeFirst(),

  /** The sailing's DCSA cut-offs (JSON text of `{ cutOffDateTimeCode, cutOffDateTime }[]`). */
  cutOffsOf: async (routeId: number): Promise<string | undefined> =>
    (await db.selectFrom('sailingRoutes').select('cutOffs').where('id', '=', routeId).executeTakeFirst())
      ?.cutOffs,
});

export type OrderRepository = ReturnType<typeof createOrderRepository>;
