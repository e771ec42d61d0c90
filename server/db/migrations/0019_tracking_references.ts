/**
 * Imported Track & Trace events can be tracked as published: by their references as sent, and in
 * their publisher's offset.
 *
 * - `booking_key` / `document_key`: the booking and transport document references as tracking
 *   matches them (upper case without spaces, hyphens, dots and slashes: `normaliseReference`, what
 *   tracking makes of a typed number), next to the references kept as the publisher sent them
 *   (`reserved-HHL123` is found as `RESERVEDHHL123`, `reserved-hhl123` or `reserved HHL123`). They
 *   replace the indexes on the published columns, which no query reads any more.
 * - `event_offset`: the offset the publisher wrote the event's time with (`+08:30`, `Z`), so that it
 *   is shown as published; generated events have none and show in their place's zone.
 *
 * Rows written before get their keys here, with the same normalisation in SQL (the references
 * stored so far hold no other whitespace than spaces).
 */
import { type Kysely, sql } from 'kysely';

const keyOf = (column: string) =>
  sql`upper(replace(replace(replace(replace(${sql.ref(column)}, ' ', ''), '-', ''), '.', ''), '/', ''))`;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const column of ['event_offset', 'booking_key', 'document_key'])
    await db.schema.alterTable('tracking_events').addColumn(column, 'text').execute();
  const bookingKey = keyOf('booking_reference');
  const documentKey = keyOf('transport_document_reference');
  await sql`update tracking_events set booking_key = ${bookingKey}, document_key = ${documentKey}`.execute(
    db,
  );
  await db.schema.dropIndex('tracking_events_booking_idx').execute();
  await db.schema.dropIndex('tracking_events_document_idx').execute();
  await db.schema
    .createIndex('tracking_events_booking_key_idx')
    .on('tracking_events')
    .column('booking_key')
    .execute();
  await db.schema
    .createIndex('tracking_events_document_key_idx')
    .on('tracking_events')
    .column('document_key')
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex('tracking_events_document_key_idx').execute();
  await db.schema.dropIndex('tracking_events_booking_key_idx').execute();
  await db.schema
    .createIndex('tracking_events_booking_idx')
    .on('tracking_events')
    .column('booking_reference')
    .execute();
  await db.schema
    .createIndex('tracking_events_document_idx')
    .on('tracking_events')
    .column('transport_document_reference')
    .execute();
  for (const column of ['document_key', 'booking_key', 'event_offset'])
    await db.schema.alterTable('tracking_events').dropColumn(column).execute();
};
