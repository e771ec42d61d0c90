/**
 * The Track & Trace importer takes what carriers publish: real published Track & Trace 2.2 payloads
 * (tests/fixtures/dcsa/tnt: the DCSA Conformance-Gateway's sandbox events and its deliberately wrong
 * event files) and payloads written here after the kinds of samples the DCSA CTK consumer carries
 * (tests/fixtures/dcsa/tnt/derived), and variants derived from them in code. Accepted
 * ones are tracked through the API by every reference kind; refused ones answer a message naming
 * the field, in both languages, and write nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { makeContainerNumber } from '../../../domain/freight/container-number.ts';
import { testNowMs } from '../../support/test-clock.ts';
import type { TestApp } from '../support/test-app.ts';
import { asViewer, call, startFreightApp, viewers } from './support.ts';

type Json = Record<string, unknown>;
const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/dcsa/tnt');
const fixture = (file: string): Json[] => {
  const parsed = JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8'));
  return Array.isArray(parsed) ? parsed : [parsed];
};
const sandbox = () => fixture('conformance-gateway/tnt-220-response.json');
const gateway = (name: string) => fixture(`conformance-gateway/tnt-220-response-${name}.json`);
/** Payloads written here, modelled on the kinds of samples the CTK consumer carries (the README says why). */
const derived = (name: string) => fixture(`derived/${name}.json`);
const byId = (events: Json[], suffix: string) =>
  events.find((event) => String(event.eventID).endsWith(suffix))!;

let t: TestApp;
beforeAll(async () => {
  t = await startFreightApp();
}, 60_000);
afterAll(() => t.close());

const EN = { 'accept-language': 'en' };
const CN = { 'accept-language': 'zh-CN' };
const staff = asViewer(viewers.staff);
const importEvents = (documents: unknown[], headers: Record<string, string> = EN) =>
  call(t, FreightPath.importDcsa, { kind: 'tntEvents', documents }, { ...headers, ...staff });
const track = async (...numbers: string[]) =>
  (await call(t, FreightPath.track, { numbers }, EN)).data.results as {
    input: string;
    number: string;
    type: string;
    status: string;
    milestones: {
      code: string;
      documentType: { code: string; nameEn: string; nameCn: string } | null;
      documentId: string | null;
      location: { code: string } | null;
      planned: string | null;
      estimated: string | null;
      actual: string | null;
      status: string;
    }[];
  }[];
const eventCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('trackingEvents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the Conformance-Gateway TNT 2.2 sandbox events', () => {
  it('import: shipment, transport and equipment events, planned and estimated ones too; twice is the same rows', async () => {
    expect((await importEvents(sandbox())).data).toEqual({
      kind: 'tntEvents',
      received: 7,
      inserted: 7,
      updated: 0,
      unchanged: 0,
    });
    expect((await importEvents(sandbox())).data).toMatchObject({ inserted: 0, unchanged: 7 });
  });

  it('point 4: the transport document reserved-HHL123 is kept as sent and found however it is typed', async () => {
    const stored = await t.db
      .selectFrom('trackingEvents')
      .select(['transportDocumentReference', 'documentKey'])
      .where('eventId', '=', '3cecb101-7a1a-43a4-9d62-e88a131651e8')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ transportDocumentReference: 'reserved-HHL123', documentKey: 'RESERVEDHHL123' });
    const results = await track('reserved-HHL123', 'reserved-hhl123', 'RESERVEDHHL123', 'Reserved HHL123');
    for (const result of results)
      expect(result, result.input).toMatchObject({
        status: 'found',
        type: 'billOfLading',
        number: 'reserved-HHL123',
      });
  });

  it('point 4: the booking and the container are found too, in lower case as well', async () => {
    const [booking, container, lower] = await track('ABC123123123', 'APZU4812090', 'apzu4812090');
    expect(booking).toMatchObject({ status: 'found', type: 'booking', number: 'ABC123123123' });
    expect(container).toMatchObject({ status: 'found', type: 'container', number: 'APZU4812090' });
    expect(lower).toMatchObject({ status: 'found', type: 'container', number: 'APZU4812090' });
    expect(container!.milestones.find((m) => m.code === 'LOAD')).toMatchObject({
      location: { code: 'FRPAR' },
      // point 5: an estimated load, shown in the offset its publisher wrote.
      estimated: '2019-11-12T07:41:00+08:30',
      actual: null,
      status: 'expected',
    });
  });

  it('point 11 and 5: the booking, shipping instruction and transport document "Drafted" milestones are told apart, at +08:30', async () => {
    const [document] = await track('reserved-HHL123');
    const drafted = document!.milestones.filter((m) => m.code === 'DRFT');
    expect(drafted.map((m) => [m.documentType, m.documentId])).toEqual([
      [{ code: 'BKG', nameEn: 'Booking', nameCn: '订舱' }, 'ABC123123123'],
      // The sandbox's shipping instruction has the transport document's reference as its documentID.
      [{ code: 'SHI', nameEn: 'Shipping instruction', nameCn: '托运指示（补料）' }, 'reserved-HHL123'],
      [{ code: 'TRD', nameEn: 'Transport document', nameCn: '运输单据（提单）' }, 'reserved-HHL123'],
    ]);
    for (const milestone of drafted) expect(milestone.actual).toBe('2019-11-12T07:41:00+08:30');
    expect(document!.milestones.find((m) => m.code === 'ARRI')).toMatchObject({
      location: { code: 'FRPAR' },
      actual: '2021-01-09T14:12:56+01:00',
    });
  });

  it('point 5: a discharge at a place without a known zone stays on its local date (CNSGH, +08:00)', async () => {
    const container = makeContainerNumber('APZU', 913);
    const load = byId(sandbox(), 'e7');
    const discharge = {
      ...load,
      eventID: '8b2f0c1e-5d0a-4c1b-9a53-7f3a1d2e4c01',
      eventClassifierCode: 'ACT',
      equipmentEventTypeCode: 'DISC',
      equipmentReference: container,
      emptyIndicatorCode: 'LADEN',
      eventDateTime: '2024-10-02T06:00+08:00',
      eventCreatedDateTime: '2024-10-02T06:30:00+08:00',
      eventLocation: { UNLocationCode: 'CNSGH' },
      transportCall: { ...(load.transportCall as Json), UNLocationCode: 'CNSGH', location: null },
      documentReferences: null,
    };
    expect((await importEvents([discharge])).data).toMatchObject({ inserted: 1 });
    const [result] = await track(container);
    expect(result!.milestones).toEqual([
      expect.objectContaining({
        code: 'DISC',
        location: { code: 'CNSGH' },
        actual: '2024-10-02T06:00:00+08:00',
      }),
    ]);
  });
});

describe('point 3: planned and estimated shipment events, every mode of transport', () => {
  it('a planned booking confirmation is accepted and tracked by its 36-character booking', async () => {
    const [planned] = derived('booking-confirmation-planned-uuid');
    const booking = 'bf3b19ce-98a6-4ead-92d8-f40ef3443a97';
    expect(planned).toMatchObject({
      eventClassifierCode: 'PLN',
      documentTypeCode: 'BKG',
      documentID: booking,
    });
    expect(booking).toHaveLength(36);
    expect((await importEvents([planned])).data).toMatchObject({ inserted: 1 });
    const [result] = await track(booking);
    expect(result).toMatchObject({ status: 'found', type: 'booking', number: booking });
    expect(result!.milestones).toEqual([
      expect.objectContaining({ code: 'CONF', planned: '2023-04-03T00:00:00+00:00', status: 'expected' }),
    ]);
  });

  it('an estimated shipment event is accepted; a classifier outside ACT, PLN and EST is refused by name', async () => {
    const [approved] = derived('booking-approved-microseconds');
    const booking = 'BKG2024SHANGHAI0ROTTERDAM000000001';
    const estimated = { ...approved, eventID: null, eventClassifierCode: 'EST', documentID: booking };
    expect((await importEvents([estimated])).data).toMatchObject({ inserted: 1 });
    const [found, tooLong] = await track(booking.toLowerCase(), `${booking}99`);
    expect(found).toMatchObject({ status: 'found', type: 'booking' });
    expect(tooLong).toMatchObject({ status: 'invalid', problem: 'unrecognisedTrackingNumber' });
    const requested = await importEvents([{ ...approved, eventClassifierCode: 'REQ' }]);
    expect(requested.status).toBe(400);
    expect(requested.message).toMatch(/^Invalid import data: documents\[0\]\.eventClassifierCode /);
  });

  it('a barge call is a transport mode the spec has; a ferry is not', async () => {
    const arrival = byId(sandbox(), 'e5');
    const barge = {
      ...arrival,
      eventID: '0d9e7c1a-3b2f-4e5d-8c7b-6a5f4e3d2c1b',
      transportCall: {
        ...(arrival.transportCall as Json),
        modeOfTransport: 'BARGE',
        facilityTypeCode: 'INTE',
      },
    };
    expect((await importEvents([barge])).data).toMatchObject({ inserted: 1 });
    const mode = await t.db
      .selectFrom('trackingEvents')
      .select(['modeOfTransport', 'facilityTypeCode'])
      .where('eventId', '=', barge.eventID)
      .executeTakeFirstOrThrow();
    expect(mode).toEqual({ modeOfTransport: 'BARGE', facilityTypeCode: 'INTE' });
    const ferry = { ...barge, transportCall: { ...barge.transportCall, modeOfTransport: 'FERRY' } };
    expect((await importEvents([ferry])).message).toMatch(/documents\[0\]\.transportCall\.modeOfTransport /);
  });

  it('events with null for absent properties (as CTK-style publishers write them) are accepted; a UTC time at a known port shows in its zone', async () => {
    const [equipment] = derived('equipment-load-estimated-utc');
    expect(equipment).toMatchObject({
      eventLocation: null,
      transportCall: { location: null, otherFacility: null },
    });
    const [approved] = derived('booking-approved-microseconds');
    expect(approved).toMatchObject({
      reason: null,
      shipmentID: null,
      eventCreatedDateTime: expect.stringMatching(/\.\d{6}Z$/),
    });
    expect((await importEvents([equipment, approved])).data).toMatchObject({ received: 2, inserted: 2 });
    const [booking] = await track('58301946207');
    // The estimated load at SGSIN, published as 2023-03-14T18:25:00Z.
    expect(booking!.milestones.find((m) => m.location?.code === 'SGSIN')).toMatchObject({
      code: 'LOAD',
      estimated: '2023-03-15T02:25:00+08:00',
    });
    const [bookingRequest] = await track('64019327581');
    expect(bookingRequest!.milestones).toEqual([
      expect.objectContaining({ code: 'APPR', actual: '2023-02-20T00:00:00+00:00', status: 'done' }),
    ]);
  });
});

describe('refused payloads name the field, in both languages, and write nothing', () => {
  const refusals: [string, () => Json[], RegExp][] = [
    [
      'gateway: wrong structure (events wrapped in someEvents)',
      () => gateway('wrong-structure'),
      /^documents\[0\]\.eventType /,
    ],
    ['gateway: an eventID that is a number', () => gateway('wrong-event-ids'), /^documents\[0\]\.eventID /],
    [
      'gateway: an eventID that is not a UUID',
      () => gateway('wrong-event-ids').slice(1, 2),
      /^documents\[0\]\.eventID /,
    ],
    [
      'gateway: wrong date-times, the first wrong one',
      () => gateway('wrong-date-times'),
      /^documents\[1\]\.eventCreatedDateTime /,
    ],
    [
      'gateway: a UN/LOCODE whose country part (XY) is no ISO 3166-1 country',
      () => gateway('wrong-attribute-values'),
      /^documents\[0\]\.transportCall\.UNLocationCode XY is not an ISO 3166-1 country code$/,
    ],
    [
      'gateway: a call naming two places (its wrong codes made real ones)',
      () => {
        const [departure] = gateway('wrong-attribute-values');
        const call = departure!.transportCall as Json;
        return [
          {
            ...departure,
            transportCall: { ...call, UNLocationCode: 'NLRTM', location: { UNLocationCode: 'BEANR' } },
          },
        ];
      },
      /^documents\[0\]\.transportCall names two places/,
    ],
    [
      "an equipment event's location in a country that does not exist",
      () => [{ ...derived('equipment-load-estimated-utc')[0], eventLocation: { UNLocationCode: 'QZSIN' } }],
      /^documents\[0\]\.eventLocation\.UNLocationCode QZ is not an ISO 3166-1 country code$/,
    ],
    [
      'gateway: an ISO 6346 number with a wrong check digit',
      () => gateway('wrong-attribute-values').slice(2),
      /^documents\[0\]\.equipmentReference has the ISO 6346 shape/,
    ],
    [
      'a shipment event carrying equipment fields',
      () => derived('shipment-with-equipment-fields'),
      /^documents\[0\]\.shipmentEventTypeCode /,
    ],
    [
      'a transport event carrying equipment fields',
      () => derived('transport-with-equipment-fields'),
      /^documents\[0\]\.transportEventTypeCode /,
    ],
    [
      '"current_timestamp" and an SQL literal as date-times',
      () => derived('transport-sql-timestamps'),
      /^documents\[0\]\.eventCreatedDateTime is not an ISO 8601 date-time/,
    ],
    [
      'a UUID as the vessel operator code',
      () => derived('equipment-operator-uuid'),
      /^documents\[0\]\.transportCall\.vessel\.vesselOperatorCarrierCode /,
    ],
  ];
  it.each(refusals)('%s', async (_name, documents, path) => {
    const before = await eventCount();
    const answer = await importEvents(documents());
    expect(answer).toMatchObject({ status: 400, code: '400' });
    expect(answer.message.replace('Invalid import data: ', '')).toMatch(path);
    expect(await eventCount()).toBe(before);
  });

  it('each of the gateway wrong date-time cases is refused on its own field', async () => {
    const cases = gateway('wrong-date-times');
    const problems = [];
    for (const document of cases.slice(1))
      problems.push(`${document.TEST_CASE}: ${(await importEvents([document])).message}`);
    expect(problems).toEqual([
      expect.stringMatching(/^missing eventCreatedDateTime: .*documents\[0\]\.eventCreatedDateTime /),
      expect.stringMatching(/^missing eventDateTime: .*documents\[0\]\.eventDateTime /),
      expect.stringMatching(
        /^wrong eventCreatedDateTime format: .*documents\[0\]\.eventCreatedDateTime is not/,
      ),
      expect.stringMatching(/^wrong eventDateTime format: .*documents\[0\]\.eventDateTime is not/),
      expect.stringMatching(
        /^eventDateTime too early: .*documents\[0\]\.eventCreatedDateTime is before eventDateTime/,
      ),
      expect.stringMatching(
        /^eventDateTime too late: .*documents\[0\]\.eventCreatedDateTime is in the future/,
      ),
    ]);
    const tomorrow = new Date(testNowMs() + 86_400_000).toISOString();
    expect((await importEvents([{ ...cases[0], eventCreatedDateTime: tomorrow }])).message).toMatch(
      /documents\[0\]\.eventCreatedDateTime is in the future/,
    );
  });

  it('the message comes in Chinese too', async () => {
    expect((await importEvents(gateway('wrong-structure'), CN)).message).toMatch(
      /^导入数据无效：documents\[0\]\.eventType /,
    );
    expect((await importEvents(gateway('wrong-attribute-values'), CN)).message).toBe(
      '导入数据无效：documents[0].transportCall.UNLocationCode XY is not an ISO 3166-1 country code',
    );
  });
});

describe('points 9 and 10: event identity', () => {
  it('point 9: three different events sharing one eventID refuse the batch, naming the id', async () => {
    const events = sandbox();
    const shared = '3cecb101-7a1a-43a4-9d62-e88a131651e6';
    const batch = ['e6', 'e8', 'e3'].map((suffix) => ({ ...byId(events, suffix), eventID: shared }));
    const before = await eventCount();
    const answer = await importEvents(batch);
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(
      `Invalid import data: documents[1].eventID ${shared} is also the eventID of documents[0], a different event`,
    );
    expect((await importEvents(batch, CN)).message).toBe(
      `导入数据无效：documents[1].eventID ${shared} is also the eventID of documents[0], a different event`,
    );
    expect(await eventCount()).toBe(before);
  });

  it('point 9: an eventID already stored for a different event is refused, not counted as unchanged', async () => {
    const drafted = byId(sandbox(), 'e6');
    const before = await eventCount();
    const answer = await importEvents([{ ...drafted, shipmentEventTypeCode: 'APPR' }]);
    expect(answer.message).toBe(
      'Invalid import data: documents[0].eventID 3cecb101-7a1a-43a4-9d62-e88a131651e6 is already stored for a different event (changed: typeCode)',
    );
    expect(await eventCount()).toBe(before);
    // The same event again, its keys in another order and null for an absent property, is unchanged.
    const again = { ...Object.fromEntries(Object.entries(drafted).reverse()), changeRemark: null };
    expect((await importEvents([again])).data).toMatchObject({ inserted: 0, unchanged: 1 });
  });

  it('point 9: the same event sent twice in one batch (the gateway file does) is one row', async () => {
    const twins = gateway('wrong-event-ids').slice(5);
    expect(twins[0]).toEqual(twins[1]);
    expect((await importEvents(twins)).data).toMatchObject({ received: 2, inserted: 1, unchanged: 1 });
  });

  it('point 10: an event without eventID is keyed by its canonical form, not its text', async () => {
    const [drafted] = gateway('wrong-date-times');
    expect(drafted).not.toHaveProperty('eventID');
    expect((await importEvents([drafted])).data).toMatchObject({ inserted: 1 });
    const reordered = Object.fromEntries(Object.entries(drafted!).reverse());
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(drafted));
    const sameInstant = { ...reordered, reason: null, eventDateTime: '2019-11-11T23:11:00Z' };
    expect((await importEvents([reordered, sameInstant])).data).toMatchObject({ inserted: 0, unchanged: 2 });
    const another = { ...drafted, eventDateTime: '2019-11-13T07:41:00+08:30' };
    expect((await importEvents([another])).data).toMatchObject({ inserted: 1 });
  });
});
