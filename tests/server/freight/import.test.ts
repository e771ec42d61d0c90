import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import type { TestApp } from '../support/test-app.ts';
import {
  pointToPoint,
  SAMPLE_BOOKING,
  SAMPLE_CONTAINER,
  SAMPLE_TRANSPORT_DOCUMENT,
  tntEvents,
} from './dcsa-samples.ts';
import { asViewer, call, startFreightApp, viewers } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startFreightApp();
}, 60_000);
afterAll(() => t.close());

const EN = { 'accept-language': 'en' };
const staff = asViewer(viewers.staff);
const importAs = (headers: Record<string, string>, kind: string, documents: unknown[]) =>
  call(t, FreightPath.importDcsa, { kind, documents }, { ...EN, ...headers });
const count = async (table: 'trackingEvents' | 'sailingRoutes') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`POST /api/${FreightPath.importDcsa}: staff only`, () => {
  it('anonymous callers get 401 and customers 403; nothing is written', async () => {
    const before = await count('trackingEvents');
    expect(await importAs({}, 'tntEvents', tntEvents())).toMatchObject({
      status: 401,
      code: '401',
      message: 'Please log in first',
    });
    expect(await importAs(asViewer(viewers.certified), 'tntEvents', tntEvents())).toMatchObject({
      status: 403,
      code: '403',
      message: 'Staff only',
    });
    expect(await count('trackingEvents')).toBe(before);
  });
});

describe('DCSA Track & Trace 2.2 events import', () => {
  it('stores shipment, transport and equipment events; importing twice leaves the same rows', async () => {
    const before = await count('trackingEvents');
    const first = await importAs(staff, 'tntEvents', tntEvents());
    expect(first.data).toEqual({ kind: 'tntEvents', received: 5, inserted: 5, updated: 0, unchanged: 0 });
    const second = await importAs(staff, 'tntEvents', tntEvents());
    expect(second.data).toEqual({ kind: 'tntEvents', received: 5, inserted: 0, updated: 0, unchanged: 5 });
    expect(await count('trackingEvents')).toBe(before + 5);
  });

  it('the imported events answer tracking by container, booking and transport document', async () => {
    const answer = await call(t, FreightPath.track, {
      numbers: [SAMPLE_CONTAINER, SAMPLE_BOOKING, SAMPLE_TRANSPORT_DOCUMENT],
    });
    const [container, booking, document] = answer.data.results;
    expect(container).toMatchObject({ type: 'container', status: 'found' });
    expect(container.milestones.map((m: { code: string }) => m.code)).toEqual([
      'CONF',
      'GTIN',
      'LOAD',
      'DEPA',
    ]);
    const departure = container.milestones.at(-1);
    expect(departure).toMatchObject({
      planned: '2021-01-14T20:00:00+08:00',
      actual: '2021-01-14T20:45:00+08:00',
      status: 'done',
      vesselName: 'King of the Seas',
    });
    expect(booking).toMatchObject({ type: 'booking', status: 'found' });
    expect(document).toMatchObject({ type: 'billOfLading', status: 'found' });
  });

  it('an event without eventID is keyed by its content, so it too imports once', async () => {
    const { eventID: _id, ...event } = tntEvents()[2]!;
    const anonymous = {
      ...event,
      equipmentEventTypeCode: 'DISC',
      eventDateTime: '2021-02-20T10:00:00+01:00',
      // An actual event is published after it happened.
      eventCreatedDateTime: '2021-02-20T10:30:00+01:00',
    };
    expect((await importAs(staff, 'tntEvents', [anonymous])).data.inserted).toBe(1);
    expect((await importAs(staff, 'tntEvents', [anonymous])).data.inserted).toBe(0);
  });

  it('validates every document against the DCSA shape first and writes nothing when one fails', async () => {
    const before = await count('trackingEvents');
    const documents: Record<string, unknown>[] = tntEvents().map((event, index) => ({
      ...event,
      eventID: `0000000${index}-d872-11ea-811c-0242ac130003`,
    }));
    const { emptyIndicatorCode: _missing, ...broken } = documents[1]!;
    const answer = await importAs(staff, 'tntEvents', [documents[0], broken]);
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/^Invalid import data: documents\[1\]\.emptyIndicatorCode /);
    // Shipment events may be ACT, PLN or EST (TNT 2.2.0); REQ is none of them.
    const wrongClassifier = await importAs(staff, 'tntEvents', [
      { ...documents[0], eventClassifierCode: 'REQ' },
    ]);
    expect(wrongClassifier.message).toMatch(/documents\[0\]\.eventClassifierCode/);
    const wrongCode = await importAs(staff, 'tntEvents', [
      { ...documents[3], transportEventTypeCode: 'OMIT' },
    ]);
    expect(wrongCode.message).toMatch(/documents\[0\]\.transportEventTypeCode/);
    expect(await count('trackingEvents')).toBe(before);
  });
});

describe('DCSA Commercial Schedules 1.0.3 point-to-point import', () => {
  it('stores a route with its legs and cut-offs; twice is the same row; a changed ETA updates it', async () => {
    const before = await count('sailingRoutes');
    expect((await importAs(staff, 'csPointToPoint', [pointToPoint()])).data).toMatchObject({
      inserted: 1,
      updated: 0,
      unchanged: 0,
    });
    expect((await importAs(staff, 'csPointToPoint', [pointToPoint()])).data).toMatchObject({
      inserted: 0,
      updated: 0,
      unchanged: 1,
    });
    const later = pointToPoint();
    (later.legs as { arrival: { dateTime: string } }[])[1]!.arrival.dateTime = '2031-04-16T06:00:00+02:00';
    expect((await importAs(staff, 'csPointToPoint', [later])).data).toMatchObject({
      inserted: 0,
      updated: 1,
    });
    expect(await count('sailingRoutes')).toBe(before + 1);

    const found = await call(t, FreightPath.searchPointToPoint, {
      pol: 'CNWUH',
      pod: 'DEHAM',
      etdFrom: '2031-03-01',
      etdTo: '2031-03-05',
    });
    expect(found.data.total).toBe(1);
    expect(found.data.list[0]).toMatchObject({
      source: 'dcsa',
      carrier: { scac: 'HLCU' },
      vesselName: 'King of the Seas',
      voyageNumber: '3110W',
      transshipments: 1,
      transitTime: 44,
      etd: '2031-03-02T10:00:00+08:00',
      eta: '2031-04-16T06:00:00+02:00',
    });
    expect(found.data.list[0].legs).toHaveLength(2);
  });

  it('refuses a route without legs or with a location that is not a UN/LOCODE', async () => {
    expect((await importAs(staff, 'csPointToPoint', [{ ...pointToPoint(), legs: [] }])).message).toMatch(
      /documents\[0\]\.legs/,
    );
    const bad = pointToPoint();
    (bad.placeOfReceipt as { location: { UNLocationCode: string } }).location.UNLocationCode = 'Wuhan';
    expect((await importAs(staff, 'csPointToPoint', [bad])).message).toMatch(
      /documents\[0\]\.placeOfReceipt\.location\.UNLocationCode/,
    );
  });
});
