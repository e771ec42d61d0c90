/**
 * Migration 0043 gives every stored shipment event the key tracking matches its documentID by,
 * whatever its document type (a SHI or VGM event imported before it is found after it); the way
 * down drops the column.
 */
import { describe, expect, it } from 'vitest';
import { migrationTest } from '../support/migration-test.ts';

const MIGRATION = '0043_document_keys';

const migration = migrationTest(MIGRATION);

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
    await migration.db
      .insertInto('trackingEvents')
      .values([
        event('00000000-0000-4000-8000-000000004301', 'SHI', 'si-2024/000817'),
        event('00000000-0000-4000-8000-000000004302', 'VGM', 'VGM 7731.0042'),
        event('00000000-0000-4000-8000-000000004303', null, null),
      ])
      .execute();
    expect((await migration.migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    const rows = await migration.db
      .selectFrom('trackingEvents')
      .select(['eventId', 'documentIdKey'])
      .where('eventId', 'like', '00000000-0000-4000-8000-0000000043%')
      .orderBy('eventId')
      .execute();
    expect(rows.map((row) => row.documentIdKey)).toEqual(['SI2024000817', 'VGM77310042', null]);
    expect((await migration.migrator.migrateTo(migration.before)).error).toBeUndefined();
    expect(
      Object.keys(
        await migration.db
          .selectFrom('trackingEvents')
          .selectAll()
          .where('eventId', '=', '00000000-0000-4000-8000-000000004301')
          .executeTakeFirstOrThrow(),
      ),
    ).not.toContain('documentIdKey');
  });
});
