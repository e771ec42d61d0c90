/**
 * Shipment events are found by their documentID whatever document they name (spec §2's tracking
 * page; DCSA Track & Trace 2.2 `documentTypeCode`: CBR, BKG, SHI, SRM, TRD, ARN, VGM, CAS, CUS,
 * DGD, OOG). Until now only a booking's (BKG) or a transport document's (TRD) documentID was a key
 * tracking matched; a shipping instruction's (SHI) or a verified gross mass's (VGM) event was stored
 * and never found.
 *
 * - `document_id_key`: the documentID as tracking matches it (`normaliseReference`: upper case
 *   without spaces, hyphens, dots and slashes, like `booking_key` and `document_key` of 0019), with
 *   an index. Rows written before get theirs here, with the same normalisation in SQL.
 */
import { type Kysely, sql } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('tracking_events').addColumn('document_id_key', 'text').execute();
  const key = sql`upper(replace(replace(replace(replace(document_id, ' ', ''), '-', ''), '.', ''), '/', ''))`;
  await sql`update tracking_events set document_id_key = ${key} where document_id is not null`.execute(db);
  await db.schema
    .createIndex('tracking_events_document_id_key_idx')
    .on('tracking_events')
    .column('document_id_key')
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex('tracking_events_document_id_key_idx').execute();
  await db.schema.alterTable('tracking_events').dropColumn('document_id_key').execute();
};
