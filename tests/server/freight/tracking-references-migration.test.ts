/**
 * Imported events tracked as published: migration 0019 gives every tracking event the keys tracking matches
 * its booking and transport document by, and a column for the offset its time was published with. Rows
 * written before it (a DCSA import of `reserved-HHL123`) get their keys; the way down drops them.
 */
import { describe, expect, it } from 'vitest';
import { migrationTest } from '../support/migration-test.ts';

const MIGRATION = '0019_tracking_references';

const migration = migrationTest(MIGRATION);

const event = (eventId: string, booking: string | null, document: string | null) => ({
  eventId,
  eventType: 'SHIPMENT',
  eventClassifierCode: 'ACT',
  typeCode: 'DRFT',
  eventDateTime: '2019-11-11T23:11:00.000Z',
  eventCreatedDateTime: '2021-01-23T12:34:56.000Z',
  bookingReference: booking,
  transportDocumentReference: document,
  source: 'dcsa',
});

describe(`migration ${MIGRATION}`, () => {
  it('events written before get their reference keys; down drops the columns', async () => {
    await migration.db
      .insertInto('trackingEvents')
      .values([
        event('00000000-0000-4000-8000-000000000001', 'ABC123123123', 'reserved-HHL123'),
        event('00000000-0000-4000-8000-000000000002', 'bkg 2024.001/a', null),
      ])
      .execute();
    expect((await migration.migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    const rows = await migration.db
      .selectFrom('trackingEvents')
      .select(['bookingKey', 'documentKey', 'eventOffset'])
      .where('eventId', 'like', '00000000-0000-4000-8000-%')
      .orderBy('eventId')
      .execute();
    expect(rows).toEqual([
      { bookingKey: 'ABC123123123', documentKey: 'RESERVEDHHL123', eventOffset: null },
      { bookingKey: 'BKG2024001A', documentKey: null, eventOffset: null },
    ]);
    expect((await migration.migrator.migrateTo(migration.before)).error).toBeUndefined();
    expect(
      Object.keys(
        await migration.db
          .selectFrom('trackingEvents')
          .selectAll()
          .where('eventId', '=', '00000000-0000-4000-8000-000000000001')
          .executeTakeFirstOrThrow(),
      ),
    ).not.toContain('bookingKey');
  });
});
