/**
 * DCSA Track & Trace 2.2.0 events as tracking rows, as carriers publish them. What the schemas cannot see is
 * checked here, over the whole batch: the times' meaning and the eventIDs. A row keeps the
 * references as published with the keys tracking matches them by, and the offset the event's time
 * was written with.
 */
import { createHash } from 'node:crypto';
import { normaliseReference } from '../../../domain/freight/container-number.ts';
import { isDcsaDateTime, offsetOfDcsaDateTime, type TntEvent } from '../../../domain/freight/dcsa-schemas.ts';
import type { NewTrackingEvent, TrackingEventRow } from '../../db/freight-schema.ts';

export type EventMapping =
  | { ok: true; rows: NewTrackingEvent[] }
  | { ok: false; path: string; problem: string };

/** Clock skew allowed between a publisher's clock and ours. */
const SKEW_MS = 5 * 60_000;

/**
 * The canonical form of a document: keys sorted, null members left out (the schemas read null as
 * absent), strings trimmed, date-times as their UTC instant. The same event with its keys in
 * another order, or its time written with another offset, has the same form.
 */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value)
      .filter(([, member]) => member !== null && member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
    return `{${members.join(',')}}`;
  }
  if (typeof value === 'string') {
    const text = value.trim();
    return JSON.stringify(isDcsaDateTime(text) ? new Date(text).toISOString() : text);
  }
  return JSON.stringify(value);
};

/** The key of an event its publisher gave no eventID: a UUID-shaped SHA-256 of its canonical form. */
const idOf = (canonical: string): string => {
  const hex = createHash('sha256').update(canonical).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const keyOf = (reference: string | null) => (reference === null ? null : normaliseReference(reference));

const toEventRow = (event: TntEvent, eventId: string): NewTrackingEvent => {
  const call = event.eventType === 'SHIPMENT' ? null : event.transportCall;
  const references = event.eventType === 'SHIPMENT' ? [] : (event.documentReferences ?? []);
  const reference = (type: 'BKG' | 'TRD') =>
    references.find((item) => item.documentReferenceType === type)?.documentReferenceValue ?? null;
  const [booking, document] =
    event.eventType === 'SHIPMENT'
      ? [
          event.documentTypeCode === 'BKG' ? event.documentID : null,
          event.documentTypeCode === 'TRD' ? event.documentID : null,
        ]
      : [reference('BKG'), reference('TRD')];
  const callLocation = call?.UNLocationCode ?? call?.location?.UNLocationCode ?? null;
  const common = {
    eventId,
    eventType: event.eventType,
    eventClassifierCode: event.eventClassifierCode,
    eventDateTime: new Date(event.eventDateTime).toISOString(),
    eventOffset: offsetOfDcsaDateTime(event.eventDateTime),
    eventCreatedDateTime: new Date(event.eventCreatedDateTime).toISOString(),
    facilityTypeCode: call?.facilityTypeCode ?? null,
    modeOfTransport: call?.modeOfTransport ?? null,
    vesselImo: call?.vessel?.vesselIMONumber ?? null,
    vesselName: call?.vessel?.vesselName ?? null,
    voyageNumber: call?.exportVoyageNumber ?? call?.carrierVoyageNumber ?? null,
    serviceCode: call?.carrierServiceCode ?? null,
    transportCallId: call?.transportCallID ?? null,
    bookingReference: booking,
    transportDocumentReference: document,
    bookingKey: keyOf(booking),
    documentKey: keyOf(document),
    // A shipment event of any document type (SHI, VGM, ... as well as BKG, TRD) is found by its
    // documentID (spec §2's tracking page, migration 0043).
    documentIdKey: event.eventType === 'SHIPMENT' ? keyOf(event.documentID) : null,
    source: 'dcsa',
  };
  switch (event.eventType) {
    case 'SHIPMENT':
      return {
        ...common,
        typeCode: event.shipmentEventTypeCode,
        unLocationCode: null,
        equipmentReference: null,
        isoEquipmentCode: null,
        emptyIndicatorCode: null,
        documentTypeCode: event.documentTypeCode,
        documentId: event.documentID,
      };
    case 'TRANSPORT':
      return {
        ...common,
        typeCode: event.transportEventTypeCode,
        unLocationCode: callLocation,
        equipmentReference: null,
        isoEquipmentCode: null,
        emptyIndicatorCode: null,
        documentTypeCode: null,
        documentId: null,
      };
    case 'EQUIPMENT':
      return {
        ...common,
        typeCode: event.equipmentEventTypeCode,
        unLocationCode: event.eventLocation?.UNLocationCode ?? callLocation,
        // Tracking looks containers up as typed and normalised (ISO 6346: letters and digits only).
        equipmentReference: keyOf(event.equipmentReference ?? null),
        isoEquipmentCode: event.ISOEquipmentCode ?? null,
        emptyIndicatorCode: event.emptyIndicatorCode,
        documentTypeCode: null,
        documentId: null,
      };
  }
};

/**
 * The rows of a validated batch, or its first problem: an event created in the future, an actual
 * event published before it happened, or an eventID shared by different events (earlier,
 * two of three such events were dropped as "unchanged"). The same event sent twice is one row.
 */
export const toEventRows = (
  events: readonly TntEvent[],
  documents: readonly unknown[],
  now: number,
): EventMapping => {
  const seen = new Map<string, { index: number; canonical: string }>();
  const rows: NewTrackingEvent[] = [];
  for (const [index, event] of events.entries()) {
    const created = Date.parse(event.eventCreatedDateTime);
    const path = (field: string) => `documents[${index}].${field}`;
    if (created > now + SKEW_MS)
      return { ok: false, path: path('eventCreatedDateTime'), problem: 'is in the future' };
    if (event.eventClassifierCode === 'ACT' && created < Date.parse(event.eventDateTime) - SKEW_MS)
      return {
        ok: false,
        path: path('eventCreatedDateTime'),
        problem: 'is before eventDateTime, but an actual (ACT) event is published after it happened',
      };
    const canonical = canonicalJson(documents[index]);
    const eventId = event.eventID?.toLowerCase() ?? idOf(canonical);
    const first = seen.get(eventId);
    if (first === undefined) seen.set(eventId, { index, canonical });
    else if (first.canonical !== canonical)
      return {
        ok: false,
        path: path('eventID'),
        problem: `${eventId} is also the eventID of documents[${first.index}], a different event`,
      };
    rows.push(toEventRow(event, eventId));
  }
  return { ok: true, rows };
};

/** What makes an event the event it is; an eventID stored with other values names another event. */
const IDENTITY = [
  'eventType',
  'typeCode',
  'eventClassifierCode',
  'eventDateTime',
  'unLocationCode',
  'equipmentReference',
  'documentId',
  'bookingReference',
  'transportDocumentReference',
] as const;

/**
 * The first row whose eventID is already stored for a different event, as a problem. DCSA events
 * are immutable (a new estimate is a new event with a new eventID), so a stored id sent again with
 * another time, code or reference is the publisher's error, not an update to drop silently.
 */
export const conflictWithStored = (
  rows: readonly NewTrackingEvent[],
  stored: readonly TrackingEventRow[],
): { path: string; problem: string } | null => {
  const byId = new Map(stored.map((row) => [row.eventId, row]));
  for (const [index, row] of rows.entries()) {
    const existing = byId.get(row.eventId);
    const differs =
      existing === undefined ? [] : IDENTITY.filter((field) => (row[field] ?? null) !== existing[field]);
    if (differs.length > 0)
      return {
        path: `documents[${index}].eventID`,
        problem: `${row.eventId} is already stored for a different event (changed: ${differs.join(', ')})`,
      };
  }
  return null;
};
