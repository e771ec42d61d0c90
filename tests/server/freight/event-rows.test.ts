/**
 * The rule behind tracking by documentID (spec §2's tracking page): an imported shipment event of
 * every DCSA document type carries its documentID as a key, normalised like the booking and
 * transport document references; transport and equipment events carry none.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPE_CODES } from '../../../domain/freight/codes.ts';
import { TntEvent } from '../../../domain/freight/dcsa-schemas.ts';
import { toEventRows } from '../../../server/services/freight/event-import.ts';

const NOW = Date.parse('2024-01-01T00:00:00Z');
const shipment = (documentTypeCode: string, index: number) => ({
  eventID: `6d1a2b3c-0000-4000-8000-${String(index).padStart(12, '0')}`,
  eventCreatedDateTime: '2021-01-23T12:34:56Z',
  eventType: 'SHIPMENT',
  eventClassifierCode: 'ACT',
  eventDateTime: '2021-01-20T09:00:00+08:00',
  shipmentEventTypeCode: 'RECE',
  documentID: `${documentTypeCode.toLowerCase()}-2024/0042`,
  documentTypeCode,
});

describe('a shipment event of every document type is found by its documentID', () => {
  it('every documentTypeCode (CBR, BKG, SHI, SRM, TRD, ARN, VGM, CAS, CUS, DGD, OOG) gets its documentID key', () => {
    const codes = Object.keys(DOCUMENT_TYPE_CODES);
    expect(codes).toEqual(expect.arrayContaining(['SHI', 'VGM', 'BKG', 'TRD']));
    const documents = codes.map(shipment);
    const mapped = toEventRows(
      documents.map((document) => v.parse(TntEvent, document)),
      documents,
      NOW,
    );
    if (!mapped.ok) throw new Error(mapped.problem);
    expect(mapped.rows.map((row) => [row.documentTypeCode, row.documentIdKey])).toEqual(
      codes.map((code) => [code, `${code}20240042`]),
    );
  });

  it('a transport event has no documentID key', () => {
    const transport = {
      eventID: '6d1a2b3c-0000-4000-8000-00000000ffff',
      eventCreatedDateTime: '2021-01-23T12:34:56Z',
      eventType: 'TRANSPORT',
      eventClassifierCode: 'ACT',
      eventDateTime: '2021-01-20T09:00:00+08:00',
      transportEventTypeCode: 'DEPA',
      transportCall: { transportCallID: 'x1', modeOfTransport: 'VESSEL', facilityTypeCode: 'POTE' },
    };
    const parsed = v.safeParse(TntEvent, transport);
    if (!parsed.success) return expect.fail(JSON.stringify(parsed.issues[0]?.path));
    const mapped = toEventRows([parsed.output], [transport], NOW);
    expect(mapped.ok && mapped.rows[0]!.documentIdKey).toBeNull();
  });
});
