/**
 * Grab requests (issue 11). Every status change is one conditional UPDATE from the statuses the
 * transition table allows (architecture: never read-then-write); the functions that must share the
 * change's transaction with its audit-trail entry take it as their first argument.
 */
import type { Insertable, Selectable } from 'kysely';
import type { CreatedRange } from '../../../domain/api/record-list.ts';
import type { GrabRequestStatus } from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import type { GrabRequestsTable } from '../grab-requests-schema.ts';
import type { Database } from '../schema.ts';
import { offsetOf, type PageQuery } from './query-helpers.ts';

export type GrabRequestRow = Selectable<GrabRequestsTable>;

export const insertGrabRequest = async (
  db: Database,
  request: Insertable<GrabRequestsTable>,
): Promise<number> => {
  const { id } = await db
    .insertInto('grabRequests')
    .values(request)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

/**
 * Moves a request from one of `from` to `to`; false when it was no longer in one of `from`
 * (someone else moved it first, or the table never allowed it).
 */
export const moveGrabRequest = async (
  db: Database,
  requestId: number,
  from: readonly GrabRequestStatus[],
  to: GrabRequestStatus,
  patch: { handledAt?: string; notes?: string | null; spaceOrderId?: number },
): Promise<boolean> => {
  if (from.length === 0) return false;
  const result = await db
    .updateTable('grabRequests')
    .set({ ...patch, status: to })
    .where('id', '=', requestId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** The range's instants are `toISOString` text (domain/api/record-list.ts createdRangeOf), as appliedAt is stored. */
export interface GrabRequestFilter extends PageQuery, CreatedRange {
  companyId: number;
  /** A customer's own list; absent for the company's staff queue. */
  userId?: number;
  status?: GrabRequestStatus;
}

export const createGrabRequestRepository = (db: Database) => ({
  /** With the status its space order has now (`spaceOrderStatus`, null before a grant). */
  findById: (id: number) =>
    db
      .selectFrom('grabRequests')
      .leftJoin('spaceOrders', 'spaceOrders.id', 'grabRequests.spaceOrderId')
      .selectAll('grabRequests')
      .select('spaceOrders.status as spaceOrderStatus')
      .where('grabRequests.id', '=', id)
      .executeTakeFirst(),

  /**
   * Newest first, with the asking customer's name and email (staff show who asked) and the status
   * of the space order a grant opened.
   */
  list: async (filter: GrabRequestFilter) => {
    let base = db.selectFrom('grabRequests').where('grabRequests.companyId', '=', filter.companyId);
    if (filter.userId !== undefined) base = base.where('grabRequests.userId', '=', filter.userId);
    if (filter.status !== undefined) base = base.where('grabRequests.status', '=', filter.status);
    if (filter.createdFrom !== undefined)
      base = base.where('grabRequests.appliedAt', '>=', filter.createdFrom);
    if (filter.createdBefore !== undefined)
      base = base.where('grabRequests.appliedAt', '<', filter.createdBefore);
    const [rows, count] = await Promise.all([
      base
        .leftJoin('users', 'users.id', 'grabRequests.userId')
        .leftJoin('spaceOrders', 'spaceOrders.id', 'grabRequests.spaceOrderId')
        .selectAll('grabRequests')
        .select(['users.nameCn', 'users.nameEn', 'users.email', 'spaceOrders.status as spaceOrderStatus'])
        .orderBy('grabRequests.id', 'desc')
        .limit(filter.pageSize)
        .offset(offsetOf(filter))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  },
});

export type GrabRequestRepository = ReturnType<typeof createGrabRequestRepository>;
