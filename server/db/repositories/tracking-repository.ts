/** Tracking: DCSA events, shipments and their containers. */
import type { NewTrackingEvent } from '../freight-schema.ts';
import type { Database } from '../schema.ts';

export const createTrackingRepository = (db: Database) => {
  return {
    /**
     * Events that name the number (normalised, `normaliseReference`): by equipment for a container,
     * by the booking or transport document key or a shipment event's documentID key otherwise (the
     * published reference may differ in case and separators, migrations 0019 and 0043).
     */
    eventsByReference: (number: string, container: boolean) => {
      const query = db.selectFrom('trackingEvents').selectAll();
      return (
        container
          ? query.where('equipmentReference', '=', number)
          : query.where((eb) =>
              eb.or([
                eb('bookingKey', '=', number),
                eb('documentKey', '=', number),
                eb('documentIdKey', '=', number),
              ]),
            )
      )
        .limit(2000)
        .execute();
    },

    /** Events by booking keys (normalised references). */
    eventsByBookings: (bookings: string[]) =>
      bookings.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('trackingEvents')
            .selectAll()
            .where('bookingKey', 'in', bookings)
            .limit(5000)
            .execute(),

    /** Events by transport document keys (normalised references). */
    eventsByDocuments: (documents: string[]) =>
      documents.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('trackingEvents')
            .selectAll()
            .where('documentKey', 'in', documents)
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

    /** The stored events among these ids (an import's, to tell a repeated event from a different one). */
    eventsByIds: (eventIds: string[]) =>
      eventIds.length === 0
        ? Promise.resolve([])
        : db.selectFrom('trackingEvents').selectAll().where('eventId', 'in', eventIds).execute(),

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
