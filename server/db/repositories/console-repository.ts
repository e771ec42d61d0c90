/**
 * The staff console's dashboard (domain/console/dashboard-queues.ts): per queue of one tenant, how
 * many items wait and when the oldest began waiting, counted in SQL (one aggregate per queue).
 */

import type { DashboardQueue } from '../../../domain/console/dashboard-queues.ts';
import { CertificationStatus } from '../../../domain/constants.ts';
import type { Database } from '../schema.ts';
import { offerInForce } from './rate-offers.ts';

export interface QueueCount {
  waiting: number;
  oldestAt: string | null;
}

/** An order waits for its next step until it is done or cancelled (spec §4). */
const ORDER_ENDS = ['done', 'cancelled'] as const;
/** A refund waits for staff once the provider failed it or reports it abnormal. */
const REFUNDS_FOR_STAFF = ['failed', 'abnormal'] as const;

const counted = (row: { waiting: number | string | bigint; oldestAt: string | null } | undefined) => ({
  waiting: Number(row?.waiting ?? 0),
  oldestAt: row?.oldestAt ?? null,
});

export const createConsoleRepository = (db: Database) => {
  const queries: Record<DashboardQueue, (companyId: number) => Promise<QueueCount>> = {
    certifications: async (companyId) =>
      counted(
        await db
          .selectFrom('users')
          .select((eb) => [
            eb.fn.countAll<number>().as('waiting'),
            eb.fn.min('certificationSubmittedAt').as('oldestAt'),
          ])
          .where('companyId', '=', companyId)
          .where('certificationStatus', '=', CertificationStatus.inAuthentication)
          .executeTakeFirst(),
      ),
    reservations: async (companyId) =>
      counted(
        await db
          .selectFrom('reservations')
          .select((eb) => [eb.fn.countAll<number>().as('waiting'), eb.fn.min('createdAt').as('oldestAt')])
          .where('companyId', '=', companyId)
          .where('status', '=', 'toBeAudited')
          .executeTakeFirst(),
      ),
    grabRequests: async (companyId) =>
      counted(
        await db
          .selectFrom('grabRequests')
          .select((eb) => [eb.fn.countAll<number>().as('waiting'), eb.fn.min('appliedAt').as('oldestAt')])
          .where('companyId', '=', companyId)
          .where('status', '=', 'toBeHandled')
          .executeTakeFirst(),
      ),
    orders: async (companyId) =>
      counted(
        await db
          .selectFrom('orders')
          .select((eb) => [eb.fn.countAll<number>().as('waiting'), eb.fn.min('updatedAt').as('oldestAt')])
          .where('companyId', '=', companyId)
          .where('step', 'not in', ORDER_ENDS)
          .executeTakeFirst(),
      ),
    spaceOrders: async (companyId) =>
      counted(
        await db
          .selectFrom('spaceOrders')
          .select((eb) => [eb.fn.countAll<number>().as('waiting'), eb.fn.min('paidAt').as('oldestAt')])
          .where('companyId', '=', companyId)
          .where('status', '=', 'inHand')
          .executeTakeFirst(),
      ),
    refunds: async (companyId) =>
      counted(
        await db
          .selectFrom('refunds')
          .innerJoin('spaceOrders', 'spaceOrders.id', 'refunds.orderId')
          .select((eb) => [
            eb.fn.countAll<number>().as('waiting'),
            eb.fn.min('refunds.createdAt').as('oldestAt'),
          ])
          .where('spaceOrders.companyId', '=', companyId)
          .where('refunds.state', 'in', REFUNDS_FOR_STAFF)
          .executeTakeFirst(),
      ),
  };
  return {
    /**
     * Rates whose last valid day is in the window, the most quoted by the tenant's customers first,
     * then the soonest to expire; each with the count of the tenant's quotations that use it.
     */
    expiringRates: async (companyId: number, window: { from: string; to: string }, limit: number) => {
      const base = db
        .selectFrom('rates')
        .where('rates.companyId', '=', companyId)
        .where(offerInForce(companyId))
        .where('rates.validTo', '>=', window.from)
        .where('rates.validTo', '<=', window.to);
      const { total } = await base
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const list = await base
        .leftJoin('quotations', (join) =>
          join.onRef('quotations.rateId', '=', 'rates.id').on('quotations.companyId', '=', companyId),
        )
        .select((eb) => [
          'rates.id as rateId',
          'rates.pol',
          'rates.pod',
          'rates.carrierScac as carrier',
          'rates.containerType',
          'rates.etdDate',
          'rates.validTo',
          eb.fn.count<number | string>('quotations.id').as('quotations'),
        ])
        .groupBy([
          'rates.id',
          'rates.pol',
          'rates.pod',
          'rates.carrierScac',
          'rates.containerType',
          'rates.etdDate',
          'rates.validTo',
        ])
        .orderBy('quotations', 'desc')
        .orderBy('rates.validTo', 'asc')
        .orderBy('rates.id', 'asc')
        .limit(limit)
        .execute();
      return {
        total: Number(total),
        list: list.map((row) => ({ ...row, quotations: Number(row.quotations) })),
      };
    },

    /** The queues asked for, in their order, each counted for the tenant alone. */
    waitingIn: (
      companyId: number,
      queues: readonly DashboardQueue[],
    ): Promise<({ queue: DashboardQueue } & QueueCount)[]> =>
      Promise.all(queues.map(async (queue) => ({ queue, ...(await queries[queue](companyId)) }))),
  };
};

export type ConsoleRepository = ReturnType<typeof createConsoleRepository>;
