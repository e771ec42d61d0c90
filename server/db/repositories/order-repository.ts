/**
 * Orders, and what booking one reads (its rate, quotation, cut-offs). Steps and lists are the
 * record store's (./record-store.ts); the insert takes the order's transaction as its first argument.
 */
import type { Selectable } from 'kysely';
import type { OrdersTable } from '../orders-schema.ts';
import type { Database } from '../schema.ts';
import { offerInForce, offerInForceFlag } from './rate-offers.ts';

export type OrderRow = Selectable<OrdersTable>;

export const createOrderRepository = (db: Database) => ({
  findById: (id: number) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst(),

  /** The sailing's arrival (its schedule's ETA); undefined when the sailing is gone. */
  etaOf: async (routeId: number): Promise<string | undefined> =>
    (await db.selectFrom('sailingRoutes').select('eta').where('id', '=', routeId).executeTakeFirst())?.eta,

  /** The rate an order is booked from, and whether it is in force (1) or an older version's (0). */
  rateById: (id: number) =>
    db
      .selectFrom('rates')
      .selectAll()
      .select(offerInForceFlag().as('inForce'))
      .where('id', '=', id)
      .executeTakeFirst(),

  /** The tenant's rates in force of a sailing (route), SPOT or tariff as `isSpot` says: one per container type. */
  ratesOfRoute: (companyId: number, routeId: number, isSpot: number) =>
    db
      .selectFrom('rates')
      .select(['containerType', 'allIn'])
      .where('companyId', '=', companyId)
      .where(offerInForce(companyId))
      .where('routeId', '=', routeId)
      .where('isSpot', '=', isSpot)
      .orderBy('containerType')
      .execute(),

  /** A saved quotation (its rate, owner, validity and lines with the prices it showed). */
  quotationById: (id: string) =>
    db
      .selectFrom('quotations')
      .select(['id', 'userId', 'companyId', 'rateId', 'lines', 'validTo'])
      .where('id', '=', id)
      .executeTakeFirst(),

  /** The sailing's DCSA cut-offs (JSON text of `{ cutOffDateTimeCode, cutOffDateTime }[]`). */
  cutOffsOf: async (routeId: number): Promise<string | undefined> =>
    (await db.selectFrom('sailingRoutes').select('cutOffs').where('id', '=', routeId).executeTakeFirst())
      ?.cutOffs,
});

export type OrderRepository = ReturnType<typeof createOrderRepository>;
