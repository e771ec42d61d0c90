/** Tracking: DCSA events, shipments and their containers. */
import type { NewTrackingEvent } from '../freight-schema.ts';
import type { Database } from '../schema.ts';

export const createTrackingRepository = (db: Database) => {
  return {
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
  };
};

export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
