/**
 * Importers of real data: DCSA Track & Trace 2.2 events and DCSA Commercial Schedules 1.0.3
 * point-to-point routes. Every document is validated first (nothing is written when one fails),
 * then all are written in one transaction. Idempotent: an event is keyed by its eventID (or, when
 * the publisher sent none, a hash of the document), a route by its ports, departure and legs;
 * importing the same documents twice leaves the same rows.
 */
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import type { ImportResult } from '../../../domain/api/freight.ts';
import { isoWeekday } from '../../../domain/freight/dates.ts';
import { CsPointToPoint, TntEvent, type TransportCall } from '../../../domain/freight/dcsa-schemas.ts';
import type { NewSailingRoute, NewTrackingEvent } from '../../db/freight-schema.ts';
import { createFreightRepositories } from '../../db/repositories/freight-repositories.ts';
import type { Database } from '../../db/schema.ts';
import { invalid, type Outcome, ok } from './outcome.ts';

export type ImportKind = ImportResult['kind'];

const utc = (dateTime: string) => new Date(dateTime).toISOString();

const hashId = (document: unknown): string => {
  const hex = createHash('sha256').update(JSON.stringify(document)).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export const toEventRow = (event: TntEvent, raw: unknown): NewTrackingEvent => {
  const references = event.documentReferences ?? [];
  const reference = (type: string) =>
    references.find((item) => item.documentReferenceType === type)?.documentReferenceValue ?? null;
  const call = (event as { transportCall?: TransportCall }).transportCall;
  const base = {
    eventId: event.eventID ?? hashId(raw),
    eventType: event.eventType,
    eventClassifierCode: event.eventClassifierCode,
    eventDateTime: utc(event.eventDateTime),
    eventCreatedDateTime: utc(event.eventCreatedDateTime),
    facilityTypeCode:
      ('facilityTypeCode' in event ? (event.facilityTypeCode as string | undefined) : undefined) ??
      call?.facilityTypeCode ??
      null,
    modeOfTransport: call?.modeOfTransport ?? null,
    vesselImo: call?.vessel?.vesselIMONumber ?? null,
    vesselName: call?.vessel?.vesselName ?? call?.vessel?.name ?? null,
    voyageNumber:
      call?.carrierExportVoyageNumber ?? call?.exportVoyageNumber ?? call?.carrierVoyageNumber ?? null,
    serviceCode: call?.carrierServiceCode ?? null,
    transportCallId: call?.transportCallID ?? null,
    source: 'dcsa',
  };
  const callLocation = call?.location?.UNLocationCode ?? call?.UNLocationCode ?? null;
  switch (event.eventType) {
    case 'SHIPMENT':
      return {
        ...base,
        typeCode: event.shipmentEventTypeCode,
        unLocationCode: null,
        equipmentReference: null,
        isoEquipmentCode: null,
        emptyIndicatorCode: null,
        documentTypeCode: event.documentTypeCode,
        documentId: event.documentID,
        bookingReference: event.documentTypeCode === 'BKG' ? event.documentID : reference('BKG'),
        transportDocumentReference: event.documentTypeCode === 'TRD' ? event.documentID : reference('TRD'),
      };
    case 'TRANSPORT':
      return {
        ...base,
        typeCode: event.transportEventTypeCode,
        unLocationCode: callLocation,
        equipmentReference: null,
        isoEquipmentCode: null,
        emptyIndicatorCode: null,
        documentTypeCode: null,
        documentId: null,
        bookingReference: reference('BKG'),
        transportDocumentReference: reference('TRD'),
      };
    case 'EQUIPMENT':
      return {
        ...base,
        typeCode: event.equipmentEventTypeCode,
        unLocationCode: event.eventLocation?.UNLocationCode ?? callLocation,
        equipmentReference: event.equipmentReference?.toUpperCase() ?? null,
        isoEquipmentCode: event.ISOEquipmentCode ?? null,
        emptyIndicatorCode: event.emptyIndicatorCode,
        documentTypeCode: null,
        documentId: null,
        bookingReference: reference('BKG'),
        transportDocumentReference: reference('TRD'),
      };
  }
};

export const toRouteRow = (route: CsPointToPoint): NewSailingRoute => {
  const first = route.legs[0]!;
  const last = route.legs[route.legs.length - 1]!;
  const main = route.legs.find((leg) => leg.transport?.modeOfTransport === 'VESSEL') ?? first;
  const partner = main.transport?.servicePartners?.[0];
  const vessel = main.transport?.vessel;
  const pol = first.departure.location.UNLocationCode;
  const pod = last.arrival.location.UNLocationCode;
  const etd = utc(first.departure.dateTime);
  const eta = utc(last.arrival.dateTime);
  const etdDate = first.departure.dateTime.slice(0, 10);
  const legKey = route.legs
    .map(
      (leg) =>
        `${leg.transport?.vessel?.vesselIMONumber ?? leg.transport?.vessel?.name ?? leg.transport?.modeOfTransport ?? ''}/${leg.transport?.servicePartners?.[0]?.carrierExportVoyageNumber ?? ''}`,
    )
    .join('+');
  const seaLegs = route.legs.filter(
    (leg) => leg.transport?.modeOfTransport === 'VESSEL' || leg.transport?.modeOfTransport === 'BARGE',
  ).length;
  return {
    routeKey: `dcsa:${pol}:${pod}:${etd}:${legKey}`,
    pol,
    pod,
    carrierScac: (partner?.carrierCode ?? vessel?.operatorCarrierCode ?? '').toUpperCase(),
    serviceCode: partner?.carrierServiceCode ?? '',
    serviceName: partner?.carrierServiceName ?? '',
    vesselImo: vessel?.vesselIMONumber ?? '',
    vesselName: vessel?.name ?? '',
    voyageNumber: partner?.carrierExportVoyageNumber ?? '',
    etd,
    eta,
    etdDate,
    etdWeekday: isoWeekday(etdDate),
    transitDays:
      route.transitTime ?? Math.max(0, Math.round((Date.parse(eta) - Date.parse(etd)) / 86_400_000)),
    transshipments: Math.max(0, seaLegs - 1),
    legs: JSON.stringify(route.legs),
    cutOffs: JSON.stringify(route.cutOffTimes ?? []),
    source: 'dcsa',
  };
};

const pathOf = (index: number, issue: v.BaseIssue<unknown>) =>
  `documents[${index}]${(issue.path ?? []).map((item) => (typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`)).join('')}`;

export const importDcsa = async (
  db: Database,
  kind: ImportKind,
  documents: readonly unknown[],
): Promise<Outcome<ImportResult>> => {
  const schema = kind === 'tntEvents' ? TntEvent : CsPointToPoint;
  const parsed: unknown[] = [];
  for (const [index, document] of documents.entries()) {
    const result = v.safeParse(schema, document);
    if (!result.success) {
      const issue = result.issues[0];
      return invalid('importInvalid', { path: pathOf(index, issue), problem: issue.message });
    }
    parsed.push(result.output);
  }
  return ok(
    await db.transaction().execute(async (trx) => {
      const repositories = createFreightRepositories(trx);
      const result: ImportResult = {
        kind,
        received: documents.length,
        inserted: 0,
        updated: 0,
        unchanged: 0,
      };
      if (kind === 'tntEvents') {
        const rows = parsed.map((event, index) => toEventRow(event as TntEvent, documents[index]));
        result.inserted = await repositories.tracking.insertEvents(rows);
        result.unchanged = rows.length - result.inserted;
        return result;
      }
      for (const route of parsed)
        result[await repositories.schedules.upsertRoute(toRouteRow(route as CsPointToPoint))]++;
      return result;
    }),
  );
};
