/**
 * Migration 0043 gives every stored shipment event the key tracking matches its documentID by,
 * whatever its document type (a SHI or VGM event imported before it is found after it); the way
 * down drops the column.
 */
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationProvider } from '../../../server/db/migrations/index.ts';
import type { Database } from '../../../server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const MIGRATION = '0043_document_keys';

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

const event = (eventId: string, documentTypeCode: string | null, documentId: string | null) => ({
  eventId,
  eventType: documentTypeCode === null ? 'TRANSPORT' : 'SHIPMENT',
  eventClassifierCode: 'ACT',
  typeCode: documentTypeCode === null ? 'DEPA' : 'RECE',
  eventDateTime: '2021-01-20T01:00:00.000Z',
  eventCreatedDateTime: '2021-01-23T12:34:56.000Z',
  documentTypeCode,
  documentId,
  source: 'dcsa',
});

describe(`migration ${MIGRATION}`, () => {
  it('events written before get their documentID key, of any document type; down drops the column', async () => {
    await db
      .insertInto('trackingEvents')
      .values([
        event('00000000-0000-4000-8000-000000004301', 'SHI', 'si-2024/000817'),
        event('00000000-0000-4000-8000-000000004302', 'VGM', 'VGM 7731.0042'),
        event('00000000-0000-4000-8000-000000004303', null, null),
      ])
      .execute();
    expect((await migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    const rows = await db
      .selectFrom('trackingEvents')
      .select(['eventId', 'documentIdKey'])
      .where('eventId', 'like', '00000000-0000-4000-8000-0000000043%')
      .orderBy('eventId')
      .execute();
    expect(rows.map((row) => row.documentIdKey)).toEqual(['SI2024000817', 'VGM77310042', null]);
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    expect(
      Object.keys(
        await db
          .selectFrom('trackingEvents')
          .selectAll()
          .where('eventId', '=', '00000000-0000-4000-8000-000000004301')
          .executeTakeFirstOrThrow(),
      ),
    ).not.toContain('documentIdKey');
  });
});
