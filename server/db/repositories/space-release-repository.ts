/**
 * Space a tenant's pricing staff release (spec §3), always of that tenant: another tenant's sailing
 * is never found. The stock changes like the holds (space-order-repository.ts): one conditional
 * UPDATE whose row count decides, so a top-up or a reduction racing with bookings never oversells;
 * a reduction takes back only what is left (`remaining >= n`). Each change returns the quantity
 * after it for the trail, written in the caller's transaction.
 */
import type { Insertable } from 'kysely';
import type { ReleaseAction, ReleaseKind, ReleaseLine } from '../../../domain/freight/space-release.ts';
import type { SpaceReleaseChangesTable } from '../freight-schema.ts';
import type { Database } from '../schema.ts';

/** What a release copies of its route: the sailing as the customers' space pages list it. */
export interface ReleasedRoute {
  routeId: number;
  pol: string;
  pod: string;
  carrierScac: string;
  serviceCode: string;
  vesselName: string;
  voyageNumber: string;
  etd: string;
  eta: string;
  etdDate: string;
  etdWeekday: number;
  transitDays: number;
}

/** The part of a sailing route (`sailing_routes`) a release copies. */
export const releasedRouteOf = (route: Omit<ReleasedRoute, 'routeId'> & { id: number }): ReleasedRoute => ({
  routeId: route.id,
  pol: route.pol,
  pod: route.pod,
  carrierScac: route.carrierScac,
  serviceCode: route.serviceCode,
  vesselName: route.vesselName,
  voyageNumber: route.voyageNumber,
  etd: route.etd,
  eta: route.eta,
  etdDate: route.etdDate,
  etdWeekday: route.etdWeekday,
  transitDays: route.transitDays,
});

export interface NewRelease {
  companyId: number;
  route: ReleasedRoute;
  kind: ReleaseKind;
  currency: string;
  /** ISO instants. */
  cutOff: string;
  releasedAt: string;
  lines: readonly ReleaseLine[];
}

/** The stock of a container type after a change, and what it was before. */
export interface StockChange {
  before: number;
  after: number;
}

export const createSpaceReleaseRepository = (db: Database) => {
  /** The tenant's released sailings (not the generated demo space), the latest departures first. */
  const released = (companyId: number) =>
    db
      .selectFrom('spaceSailings')
      .selectAll()
      .where('companyId', '=', companyId)
      .where('releasedAt', 'is not', null);

  /** Changes one container type's stock of an open release of the tenant by one conditional UPDATE. */
  const changeStock = async (
    companyId: number,
    sailingId: number,
    containerType: string,
    delta: number,
  ): Promise<StockChange | undefined> => {
    const row = await db
      .updateTable('spaceInventory')
      .set((eb) => ({ capacity: eb('capacity', '+', delta), remaining: eb('remaining', '+', delta) }))
      .where('sailingId', '=', sailingId)
      .where('containerType', '=', containerType)
      .where('remaining', '>=', Math.max(0, -delta))
      .where('sailingId', 'in', released(companyId).clearSelect().select('id').where('stopped', '=', 0))
      .returning('remaining')
      .executeTakeFirst();
    return row === undefined ? undefined : { before: row.remaining - delta, after: row.remaining };
  };

  return {
    /** A sailing route (any carrier's) staff may release space on. */
    routeById: (routeId: number) =>
      db.selectFrom('sailingRoutes').selectAll().where('id', '=', routeId).executeTakeFirst(),

    /** Writes the space sailing and its stock; undefined when the tenant released this kind on the route already. */
    insertRelease: async (release: NewRelease): Promise<number | undefined> => {
      const row = await db
        .insertInto('spaceSailings')
        .values({
          ...release.route,
          companyId: release.companyId,
          // What a booking quotes (it refuses a blank one): the service, else the route's own reference.
          routeCode:
            release.route.serviceCode === '' ? `R${release.route.routeId}` : release.route.serviceCode,
          kind: release.kind,
          stopped: 0,
          cutOff: release.cutOff,
          currency: release.currency,
          releasedAt: release.releasedAt,
        })
        .onConflict((conflict) => conflict.columns(['companyId', 'routeId', 'kind']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row === undefined) return undefined;
      await db
        .insertInto('spaceInventory')
        .values(
          release.lines.map((line) => ({
            sailingId: row.id,
            containerType: line.containerType,
            capacity: line.quantity,
            remaining: line.quantity,
            price: line.priceMinor / 100,
            allowance: line.allowance ?? null,
          })),
        )
        .execute();
      return row.id;
    },

    releasedOf: (companyId: number) => released(companyId).orderBy('etd', 'desc').orderBy('id').execute(),
    releasedById: (companyId: number, sailingId: number) =>
      released(companyId).where('id', '=', sailingId).executeTakeFirst(),

    /** The stock of the sailings and what the customers' bookings hold of each type. */
    stockOf: async (sailingIds: readonly number[]) =>
      sailingIds.length === 0
        ? { inventory: [], held: [] }
        : {
            inventory: await db
              .selectFrom('spaceInventory')
              .selectAll()
              .where('sailingId', 'in', [...sailingIds])
              .orderBy('containerType')
              .execute(),
            held: (
              await db
                .selectFrom('spaceAllowances')
                .select((eb) => ['sailingId', 'containerType', eb.fn.sum<number | string>('held').as('held')])
                .where('sailingId', 'in', [...sailingIds])
                .groupBy(['sailingId', 'containerType'])
                .execute()
            ).map((row) => ({ ...row, held: Number(row.held) })),
          },

    /** Adds `quantity` units; undefined when the release is not the tenant's, is closed or lacks the type. */
    topUp: (companyId: number, sailingId: number, containerType: string, quantity: number) =>
      changeStock(companyId, sailingId, containerType, quantity),

    /** Takes back `quantity` units nobody holds; undefined when fewer are left (or as for a top-up). */
    reduce: (companyId: number, sailingId: number, containerType: string, quantity: number) =>
      changeStock(companyId, sailingId, containerType, -quantity),

    /** Stops further holds (existing ones stay); false when it is not the tenant's open release. */
    close: async (companyId: number, sailingId: number): Promise<boolean> => {
      const result = await db
        .updateTable('spaceSailings')
        .set({ stopped: 1 })
        .where('id', '=', sailingId)
        .where('companyId', '=', companyId)
        .where('releasedAt', 'is not', null)
        .where('stopped', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    record: async (change: Insertable<SpaceReleaseChangesTable> & { action: ReleaseAction }) => {
      await db.insertInto('spaceReleaseChanges').values(change).execute();
    },

    /** The tenant's trail, the latest first, with who made each change. */
    changesOf: (companyId: number, limit: number) =>
      db
        .selectFrom('spaceReleaseChanges')
        .leftJoin('users', 'users.id', 'spaceReleaseChanges.userId')
        .select([
          'spaceReleaseChanges.id',
          'spaceReleaseChanges.sailingId',
          'spaceReleaseChanges.changedAt',
          'spaceReleaseChanges.action',
          'spaceReleaseChanges.containerType',
          'spaceReleaseChanges.quantityBefore',
          'spaceReleaseChanges.quantityAfter',
          'spaceReleaseChanges.userId',
          'users.nameEn',
          'users.nameCn',
          'users.email',
        ])
        .where('spaceReleaseChanges.companyId', '=', companyId)
        .orderBy('spaceReleaseChanges.id', 'desc')
        .limit(limit)
        .execute(),
  };
};

export type SpaceReleaseRepository = ReturnType<typeof createSpaceReleaseRepository>;
