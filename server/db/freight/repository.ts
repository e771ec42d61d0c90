/** All SQL of the freight area. Every search filters on an indexed prefix (see 0003_freight.ts). */
import { PostgresAdapter, sql } from 'kysely';
import type { NewSailingRoute, NewTrackingEvent } from '../freight-schema.ts';
import type { Database } from '../schema.ts';

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

const offsetOf = ({ pageNo, pageSize }: PageQuery) => (pageNo - 1) * pageSize;

export interface RateQuery extends PageQuery {
  pol: string;
  pod: string;
  etdFrom: string;
  etdTo: string;
  containerType?: string | undefined;
  carrier?: string | undefined;
  spotOnly?: boolean | undefined;
  sortBy: 'price' | 'transitTime' | 'etd';
  sortOrder: 'asc' | 'desc';
}

export interface SpaceQuery extends PageQuery {
  pol?: string | undefined;
  pod?: string | undefined;
  etdFrom: string;
  etdTo: string;
  carrier?: string | undefined;
  kind?: string | undefined;
  weekdays?: number[] | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export const createFreightRepository = (db: Database) => {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  return {
    allPlaces: () => db.selectFrom('places').selectAll().execute(),
    allCarriers: () => db.selectFrom('carriers').selectAll().orderBy('scac').execute(),

    searchRates: async (query: RateQuery) => {
      let base = db
        .selectFrom('rates')
        .where('pol', '=', query.pol)
        .where('pod', '=', query.pod)
        .where('etdDate', '>=', query.etdFrom)
        .where('etdDate', '<=', query.etdTo);
      if (query.containerType !== undefined) base = base.where('containerType', '=', query.containerType);
      if (query.carrier !== undefined) base = base.where('carrierScac', '=', query.carrier);
      if (query.spotOnly === true) base = base.where('isSpot', '=', 1);
      const sortColumn = { price: 'allIn', transitTime: 'transitDays', etd: 'etd' } as const;
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy(sortColumn[query.sortBy], query.sortOrder)
          .orderBy('allIn', 'asc')
          .orderBy('id', 'asc')
          .limit(query.pageSize)
          .offset(offsetOf(query))
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    ratesByIds: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('rates').selectAll().where('id', 'in', ids).execute(),

    cutOffsOfRoutes: async (routeIds: number[]) =>
      routeIds.length === 0
        ? []
        : db.selectFrom('sailingRoutes').select(['id', 'cutOffs']).where('id', 'in', routeIds).execute(),

    searchRoutes: async (
      query: PageQuery & {
        pol: string;
        pod: string;
        etdFrom: string;
        etdTo: string;
        carrier?: string | undefined;
        directOnly?: boolean | undefined;
        sortBy: 'etd' | 'transitTime';
      },
    ) => {
      let base = db
        .selectFrom('sailingRoutes')
        .where('pol', '=', query.pol)
        .where('pod', '=', query.pod)
        .where('etdDate', '>=', query.etdFrom)
        .where('etdDate', '<=', query.etdTo);
      if (query.carrier !== undefined) base = base.where('carrierScac', '=', query.carrier);
      if (query.directOnly === true) base = base.where('transshipments', '=', 0);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy(query.sortBy === 'etd' ? 'etd' : 'transitDays', 'asc')
          .orderBy('id', 'asc')
          .limit(query.pageSize)
          .offset(offsetOf(query))
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    routeById: (id: number) =>
      db.selectFrom('sailingRoutes').selectAll().where('id', '=', id).executeTakeFirst(),

    findVessels: (search: { imo?: string; namePrefix?: string }) => {
      let query = db.selectFrom('vessels').selectAll();
      if (search.imo !== undefined) query = query.where('imo', '=', search.imo);
      if (search.namePrefix !== undefined) {
        query = postgres
          ? query.where('name', 'like', `${escapeLike(search.namePrefix)}%`)
          : query.where(sql<boolean>`name glob ${`${search.namePrefix.replace(/[*?[\]]/g, '')}*`}`);
      }
      return query.orderBy('name').limit(50).execute();
    },

    voyagesOfVessels: (imos: string[]) =>
      imos.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('voyages')
            .innerJoin('services', 'services.id', 'voyages.serviceId')
            .select([
              'voyages.id',
              'voyages.vesselImo',
              'voyages.voyageNumber',
              'voyages.returnVoyageNumber',
              'services.code as serviceCode',
              'services.nameEn as serviceName',
            ])
            .where('voyages.vesselImo', 'in', imos)
            .orderBy('voyages.id')
            .execute(),

    callsOfVoyages: (voyageIds: number[]) =>
      voyageIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('portCalls')
            .selectAll()
            .where('voyageId', 'in', voyageIds)
            .orderBy('voyageId')
            .orderBy('sequence')
            .execute(),

    /** Events that name the number: by equipment for a container, by booking or B/L otherwise. */
    eventsByReference: (number: string, container: boolean) => {
      const query = db.selectFrom('trackingEvents').selectAll();
      return (
        container
          ? query.where('equipmentReference', '=', number)
          : query.where((eb) =>
              eb.or([eb('bookingReference', '=', number), eb('transportDocumentReference', '=', number)]),
            )
      )
        .limit(2000)
        .execute();
    },

    eventsByBookings: (bookings: string[]) =>
      bookings.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('trackingEvents')
            .selectAll()
            .where('bookingReference', 'in', bookings)
            .limit(5000)
            .execute(),

    eventsByDocuments: (documents: string[]) =>
      documents.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('trackingEvents')
            .selectAll()
            .where('transportDocumentReference', 'in', documents)
            .limit(5000)
            .execute(),

    shipmentByReference: (reference: { booking?: string[]; bl?: string[] }) => {
      const bookings = reference.booking ?? [];
      const bls = reference.bl ?? [];
      if (bookings.length === 0 && bls.length === 0) return Promise.resolve(undefined);
      return db
        .selectFrom('shipments')
        .selectAll()
        .where((eb) =>
          eb.or([
            ...(bookings.length > 0 ? [eb('bookingNumber', 'in', bookings)] : []),
            ...(bls.length > 0 ? [eb('blNumber', 'in', bls)] : []),
          ]),
        )
        .executeTakeFirst();
    },

    containersOfShipment: (shipmentId: number) =>
      db
        .selectFrom('shipmentContainers')
        .selectAll()
        .where('shipmentId', '=', shipmentId)
        .orderBy('containerNumber')
        .execute(),

    shipmentsOfContainer: (containerNumber: string) =>
      db
        .selectFrom('shipmentContainers')
        .innerJoin('shipments', 'shipments.id', 'shipmentContainers.shipmentId')
        .select(['shipments.bookingNumber', 'shipments.blNumber'])
        .where('shipmentContainers.containerNumber', '=', containerNumber)
        .execute(),

    /** Right-fuzzy (prefix) match on the customer number, index-friendly on both databases. */
    searchCustomsDocuments: async (customerNoPrefix: string, page: PageQuery) => {
      const base = postgres
        ? db.selectFrom('customsDocuments').where('customerNo', 'like', `${escapeLike(customerNoPrefix)}%`)
        : db.selectFrom('customsDocuments').where(sql<boolean>`customer_no glob ${`${customerNoPrefix}*`}`);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('customerNo')
          .orderBy('id', 'desc')
          .limit(page.pageSize)
          .offset(offsetOf(page))
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    searchSpace: async (query: SpaceQuery) => {
      let base = db
        .selectFrom('spaceSailings')
        .where('etdDate', '>=', query.etdFrom)
        .where('etdDate', '<=', query.etdTo);
      if (query.pol !== undefined) base = base.where('pol', '=', query.pol);
      if (query.pod !== undefined) base = base.where('pod', '=', query.pod);
      if (query.carrier !== undefined) base = base.where('carrierScac', '=', query.carrier);
      if (query.kind !== undefined) base = base.where('kind', '=', query.kind);
      if (query.weekdays !== undefined && query.weekdays.length > 0)
        base = base.where('etdWeekday', 'in', query.weekdays);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('etd').orderBy('id').limit(query.pageSize).offset(offsetOf(query)).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    spaceSailingById: (id: number) =>
      db.selectFrom('spaceSailings').selectAll().where('id', '=', id).executeTakeFirst(),

    inventoryOf: (sailingIds: number[]) =>
      sailingIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('spaceInventory')
            .selectAll()
            .where('sailingId', 'in', sailingIds)
            .orderBy('containerType')
            .execute(),

    /**
     * Takes space with one conditional UPDATE (architecture: never read-then-write); true when the
     * quantity was still there. For the booking flow of a later issue.
     */
    takeSpace: async (sailingId: number, containerType: string, quantity: number): Promise<boolean> => {
      const result = await db
        .updateTable('spaceInventory')
        .set((eb) => ({ remaining: eb('remaining', '-', quantity) }))
        .where('sailingId', '=', sailingId)
        .where('containerType', '=', containerType)
        .where('remaining', '>=', quantity)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    networkLinks: (modes: readonly string[]) =>
      db
        .selectFrom('networkLinks')
        .selectAll()
        .where('mode', 'in', [...modes])
        .execute(),

    linksFrom: (codes: string[], mode: string) =>
      codes.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('networkLinks')
            .selectAll()
            .where('fromCode', 'in', codes)
            .where('mode', '=', mode)
            .execute(),

    linksTo: (codes: string[], mode: string) =>
      codes.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('networkLinks')
            .selectAll()
            .where('toCode', 'in', codes)
            .where('mode', '=', mode)
            .execute(),

    railLinks: () => db.selectFrom('networkLinks').selectAll().where('mode', '=', 'RAIL').execute(),

    /**
     * The next number of the day's quotation sequence: one upsert whose row lock (PostgreSQL) or
     * write lock (SQLite) serialises concurrent saves, so no two get the same number.
     */
    nextQuotationSequence: async (day: string): Promise<number> => {
      const row = await db
        .insertInto('quotationSequences')
        .values({ day, lastValue: 1 })
        .onConflict((conflict) =>
          conflict
            .column('day')
            .doUpdateSet((eb) => ({ lastValue: eb('quotationSequences.lastValue', '+', 1) })),
        )
        .returning('lastValue')
        .executeTakeFirstOrThrow();
      return Number(row.lastValue);
    },

    insertQuotation: async (row: {
      id: string;
      quotationNo: string;
      userId: number;
      companyId: number;
      rateId: number;
      snapshot: string;
      lines: string;
      total: number;
      currency: string;
      remark: string;
      validTo: string;
      createdAt: string;
    }) => {
      await db.insertInto('quotations').values(row).execute();
    },

    quotationById: (id: string) =>
      db.selectFrom('quotations').selectAll().where('id', '=', id).executeTakeFirst(),

    quotationsOfUser: async (userId: number, page: PageQuery) => {
      const base = db.selectFrom('quotations').where('userId', '=', userId);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('createdAt', 'desc')
          .orderBy('id')
          .limit(page.pageSize)
          .offset(offsetOf(page))
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** Idempotent: an event id already stored is left as it is (DCSA events are immutable). */
    insertEvents: async (events: NewTrackingEvent[]): Promise<number> => {
      let inserted = 0;
      for (const event of events) {
        const result = await db
          .insertInto('trackingEvents')
          .values(event)
          .onConflict((conflict) => conflict.column('eventId').doNothing())
          .executeTakeFirst();
        inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      return inserted;
    },

    /** Idempotent by route key: a known route is updated in place (schedules change), a new one inserted. */
    upsertRoute: async (route: NewSailingRoute): Promise<'inserted' | 'updated' | 'unchanged'> => {
      const known = await db
        .selectFrom('sailingRoutes')
        .selectAll()
        .where('routeKey', '=', route.routeKey)
        .executeTakeFirst();
      if (known === undefined) {
        await db.insertInto('sailingRoutes').values(route).execute();
        return 'inserted';
      }
      const same = (Object.keys(route) as (keyof NewSailingRoute)[]).every(
        (key) => key === 'id' || String(known[key as keyof typeof known]) === String(route[key]),
      );
      if (same) return 'unchanged';
      await db.updateTable('sailingRoutes').set(route).where('id', '=', known.id).execute();
      return 'updated';
    },
  };
};

export type FreightRepository = ReturnType<typeof createFreightRepository>;
