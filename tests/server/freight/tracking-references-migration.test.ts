/**
 * Imported events tracked as published: migration 0019 gives every tracking event the keys tracking matches
 * its booking and transport document by, and a column for the offset its time was published with. Rows
 * written before it (a DCSA import of `reserved-HHL123`) get their keys; the way down drops them.
 */
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationProvider } from '../../../server/db/migrations/index.ts';
import type { Database } from '../../../server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const MIGRATION = '0019_tracking_references';

let testDatabase: TestDatabase;
let db: Database;
let migrator: Migrator;
let before: string;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.open();
  migrator = new Migrator({ db: db.withoutPlugins(), provider: migrationProvider });
  const names = Object.keys(await migrationProvider.getMigrations()).sort();
  before = names[names.indexOf(MIGRATION) - 1]!;
  const { error } = await migrator.migrateTo(before);
  if (error !== undefined) throw error;
}, 60_000);
afterAll(() => testDatabase.drop());

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
    await db
      .insertInto('trackingEvents')
      .values([
        event('00000000-0000-4000-8000-000000000001', 'ABC123123123', 'reserved-HHL123'),
        event('00000000-0000-4000-8000-000000000002', 'bkg 2024.001/a', null),
      ])
      .execute();
    expect((await migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    const rows = await db
      .selectFrom('trackingEvents')
      .select(['bookingKey', 'documentKey', 'eventOffset'])
      .where('eventId', 'like', '00000000-0000-4000-8000-%')
      .orderBy('eventId')
      .execute();
    expect(rows).toEqual([
      { bookingKey: 'ABC123123123', documentKey: 'RESERVEDHHL123', eventOffset: null },
      { bookingKey: 'BKG2024001A', documentKey: null, eventOffset: null },
    ]);
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    expect(
      Object.keys(
        await db
          .selectFrom('trackingEvents')
          .selectAll()
          .where('eventId', '=', '00000000-0000-4000-8000-000000000001')
          .executeTakeFirstOrThrow(),
      ),
    ).not.toContain('bookingKey');
  });
});
