/**
 * Grab requests. Status changes and lists are the record store's (./record-store.ts); the insert
 * takes its transaction as its first argument.
 */
import type { Selectable } from 'kysely';
import type { GrabRequestStatus } from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import type { ContainerLine, WaitingRequest } from '../../../domain/grab-requests/waitlist.ts';
import type { GrabRequestsTable } from '../grab-requests-schema.ts';
import type { Database } from '../schema.ts';

export type GrabRequestRow = Selectable<GrabRequestsTable>;

/** The oldest requests one release looks at: more than a sailing's stock could ever serve. */
const WAITLIST_CANDIDATES = 200;

/**
 * The open requests a released sailing could serve (in one of `statuses`, its ports, its ETD within
 * their range), oldest first; container types are the waitlist plan's to match. In the release's
 * transaction.
 */
export const waitingGrabRequests = async (
  trx: Database,
  sailing: { pol: string; pod: string; etdDate: string },
  statuses: readonly GrabRequestStatus[],
): Promise<(WaitingRequest & { userId: number; status: GrabRequestStatus })[]> => {
  const rows = await trx
    .selectFrom('grabRequests')
    .select([
      'id',
      'companyId',
      'userId',
      'status',
      'pol',
      'pod',
      'etdStart',
      'etdEnd',
      'containers',
      'appliedAt',
    ])
    .where('status', 'in', [...statuses])
    .where('pol', '=', sailing.pol)
    .where('pod', '=', sailing.pod)
    .where('etdStart', '<=', sailing.etdDate)
    .where('etdEnd', '>=', sailing.etdDate)
    .orderBy('appliedAt')
    .orderBy('id')
    .limit(WAITLIST_CANDIDATES)
    .execute();
  return rows.map((row) => ({ ...row, containers: JSON.parse(row.containers) as ContainerLine[] }));
};

/**
 * What each customer holds on a sailing, per container type (their allowances used), and each one's
 * allowance (their own or the default).
 */
export const allowancesHeldBy = async (trx: Database, sailingId: number, userIds: readonly number[]) => {
  const held = new Map<number, Record<string, number>>();
  const caps = new Map<number, number>();
  if (userIds.length === 0) return { held, caps };
  const [rows, users] = await Promise.all([
    trx
      .selectFrom('spaceAllowances')
      .select(['userId', 'containerType', 'held'])
      .where('sailingId', '=', sailingId)
      .where('userId', 'in', [...userIds])
      .execute(),
    trx
      .selectFrom('users')
      .select(['id', 'spaceAllowance'])
      .where('id', 'in', [...userIds])
      .execute(),
  ]);
  for (const row of rows) held.set(row.userId, { ...held.get(row.userId), [row.containerType]: row.held });
  for (const user of users) if (user.spaceAllowance !== null) caps.set(user.id, user.spaceAllowance);
  return { held, caps };
};

/** Keeps on a granted request the space order its grant opened, in the grant's transaction. */
export const grantedOrder = async (trx: Database, requestId: number, orderId: number): Promise<void> => {
  await trx.updateTable('grabRequests').set({ spaceOrderId: orderId }).where('id', '=', requestId).execute();
};

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

  /** The statuses of the space orders grants opened, by order id (a listed page's requests). */
  spaceOrderStatusesOf: async (rows: readonly { spaceOrderId: number | null }[]) => {
    const ids = rows.flatMap((row) => (row.spaceOrderId === null ? [] : [row.spaceOrderId]));
    const orders =
      ids.length === 0
        ? []
        : await db.selectFrom('spaceOrders').select(['id', 'status']).where('id', 'in', ids).execute();
    return new Map(orders.map((order) => [order.id, order.status]));
  },
});

export type GrabRequestRepository = ReturnType<typeof createGrabRequestRepository>;
