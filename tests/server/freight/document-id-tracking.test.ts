/**
 * Spec §2's tracking page on imported DCSA Track & Trace events: a shipment event of every document
 * type is found by its documentID (normalised like the booking and transport document references),
 * not only a booking's (BKG) or a transport document's (TRD). A shipping instruction (SHI) and a
 * verified gross mass (VGM) event are imported, then tracked by their documentIDs as published and
 * as typed. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import type { TestApp } from '../support/test-app.ts';
import { asViewer, call, startFreightApp, viewers } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startFreightApp();
}, 60_000);
afterAll(() => t.close());

const EN = { 'accept-language': 'en' };
const shipmentEvent = (eventID: string, documentTypeCode: string, documentID: string, code: string) => ({
  eventID,
  eventCreatedDateTime: '2021-01-23T12:34:56Z',
  eventType: 'SHIPMENT',
  eventClassifierCode: 'ACT',
  eventDateTime: '2021-01-20T09:00:00+08:00',
  shipmentEventTypeCode: code,
  documentID,
  documentTypeCode,
});
const SHI = shipmentEvent('6d1a2b3c-0000-4000-8000-00000000a001', 'SHI', 'si-2024/000817', 'RECE');
const VGM = shipmentEvent('6d1a2b3c-0000-4000-8000-00000000a002', 'VGM', 'VGM 7731 0042', 'APPR');

const track = async (...numbers: string[]) =>
  (await call(t, FreightPath.track, { numbers }, EN)).data.results as {
    input: string;
    number: string;
    status: string;
    milestones: { code: string; documentType: { code: string } | null; documentId: string | null }[];
  }[];

describe('tracking a shipment event of any document type by its documentID', () => {
  it('a SHI and a VGM event are imported, then found by their documentIDs as published and as typed', async () => {
    const imported = await call(
      t,
      FreightPath.importDcsa,
      { kind: 'tntEvents', documents: [SHI, VGM] },
      { ...EN, ...asViewer(viewers.staff) },
    );
    expect(imported.data).toMatchObject({ inserted: 2 });
    const [shi, shiTyped, vgm, vgmTyped] = await track(
      'si-2024/000817',
      'SI2024000817',
      'VGM 7731 0042',
      'vgm77310042',
    );
    for (const [result, type, id, code] of [
      [shi, 'SHI', 'si-2024/000817', 'RECE'],
      [shiTyped, 'SHI', 'si-2024/000817', 'RECE'],
      [vgm, 'VGM', 'VGM 7731 0042', 'APPR'],
      [vgmTyped, 'VGM', 'VGM 7731 0042', 'APPR'],
    ] as const) {
      expect(result, result!.input).toMatchObject({ status: 'found', number: id });
      expect(result!.milestones.map((m) => [m.code, m.documentType?.code, m.documentId])).toEqual([
        [code, type, id],
      ]);
    }
  });
});
