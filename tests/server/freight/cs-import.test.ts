/**
 * The freight data import, the Commercial Schedules side: real published point-to-point routes (the DCSA
 * Conformance-Gateway's examples, tests/fixtures/dcsa/cs) and variants of them for the options CS
 * 1.0.3 allows, imported through the API and searched like a customer does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { CsPointToPoint } from '../../../domain/freight/dcsa-schemas.ts';
import { FREIGHT_SCALES } from '../../../server/db/freight/generator.ts';
import { seedFreight } from '../../../server/db/freight/seed.ts';
import type { Viewer } from '../../../server/services/accounts/viewer.ts';
import { testNowMs } from '../../support/test-clock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { asViewer, call, startFreightApp, viewers } from './support.ts';

type Json = Record<string, unknown>;
const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/dcsa/cs');
const fixture = (name: string): Json[] => JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8'));

/**
 * The gateway's routes as its publisher sends them: it fills the DEPARTURE_DATE and ARRIVAL_DATE
 * placeholders of the legs with times; here each route's own receipt and delivery times.
 */
const published = (name: string): Json[] =>
  fixture(name).map((route) => {
    const receipt = (route.placeOfReceipt as { dateTime: string }).dateTime;
    const delivery = (route.placeOfDelivery as { dateTime: string }).dateTime;
    return JSON.parse(
      JSON.stringify(route).replaceAll('DEPARTURE_DATE', receipt).replaceAll('ARRIVAL_DATE', delivery),
    );
  });
/** The three CMA CGM routes Colbert (USCOL) - Seattle - Shanghai - Valencia - Madrid, 2024-09. */
const cmaRoutes = () => published('commercialschedules-api-1.0.0-ptpnextpage.json');
/** The gateway's Maersk example (one vessel leg at Amsterdam). */
const maerskRoute = () => published('commercialschedules-api-1.0.0-ptp.json')[0]!;

const EN = { 'accept-language': 'en' };
const staff = asViewer(viewers.staff);
const importRoutes = (t: TestApp, documents: unknown[]) =>
  call(t, FreightPath.importDcsa, { kind: 'csPointToPoint', documents }, { ...EN, ...staff });
const SEPTEMBER = { etdFrom: '2024-09-01', etdTo: '2024-09-30' };
const search = (t: TestApp, body: Json) =>
  call(t, FreightPath.searchPointToPoint, { ...SEPTEMBER, ...body }, EN);

describe('a server starts on a database that received an import first', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    t.app.addHook('onRequest', async (request) => {
      const header = request.headers['x-test-viewer'];
      if (typeof header === 'string')
        (request as unknown as { viewer: Viewer | null }).viewer = JSON.parse(header);
    });
  }, 60_000);
  afterAll(() => t.close());

  it('imports before the first seed, then the start-up seeding numbers its routes after the imported ones', async () => {
    expect((await importRoutes(t, cmaRoutes())).data).toMatchObject({ inserted: 3 });
    const counts = await seedFreight(t.db, { scale: FREIGHT_SCALES.test, now: testNowMs() });
    expect(counts).not.toBeNull();
    const imported = await t.db
      .selectFrom('sailingRoutes')
      .select('id')
      .where('source', '=', 'dcsa')
      .orderBy('id')
      .execute();
    expect(imported.map((row) => row.id)).toEqual([1, 2, 3]);
    const firstGenerated = await t.db
      .selectFrom('sailingRoutes')
      .select((eb) => eb.fn.min('id').as('id'))
      .where('source', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(Number(firstGenerated.id)).toBe(4);
    // The database's own numbering (PostgreSQL's identity) counts on after the generated ids.
    const variant = maerskRoute();
    (variant.legs as Json[])[0]!.arrival = {
      facilityTypeCode: 'POTE',
      location: { UNLocationCode: 'DEHAM' },
      dateTime: '2025-01-20T09:00:00+01:00',
    };
    expect((await importRoutes(t, [variant])).data).toMatchObject({ inserted: 1 });
    const last = await t.db
      .selectFrom('sailingRoutes')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const demoLast = await t.db
      .selectFrom('sailingRoutes')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('source', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(Number(last.id)).toBe(Number(demoLast.id) + 1);
    expect((await search(t, { pol: 'USSEA', pod: 'ESMAD' })).data.total).toBe(3);
  });
});

describe('imported Commercial Schedules routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startFreightApp();
    const answer = await importRoutes(t, cmaRoutes());
    expect(answer.data).toEqual({
      kind: 'csPointToPoint',
      received: 3,
      inserted: 3,
      updated: 0,
      unchanged: 0,
    });
  }, 60_000);
  afterAll(() => t.close());

  it('point 6: a multimodal route is found by its sea ports and by its places of receipt and delivery', async () => {
    for (const [pol, pod] of [
      ['USSEA', 'ESVLC'],
      ['USSEA', 'ESMAD'],
      ['USCOL', 'ESVLC'],
      ['USCOL', 'ESMAD'],
    ]) {
      const found = await search(t, { pol, pod });
      expect(found.status, `${pol}-${pod}`).toBe(200);
      expect(found.data.total, `${pol}-${pod}`).toBe(3);
    }
    const [first] = (await search(t, { pol: 'USCOL', pod: 'ESMAD' })).data.list;
    expect(first).toMatchObject({
      source: 'dcsa',
      pol: { code: 'USSEA', nameEn: 'Seattle' },
      pod: { code: 'ESVLC' },
      vesselName: 'CMA CGM ORFEO',
      voyageNumber: '0TNDMN1MA',
      serviceCode: 'CPNW',
      transshipments: 1,
      transitTime: 87,
      etd: '2024-09-09T05:00:00-07:00',
    });
  });

  it('point 6: a UN/LOCODE only an import names becomes a place, with its published name and offset', async () => {
    const ports = await call(t, FreightPath.searchPorts, { keyword: 'USCOL' }, EN);
    expect(ports.data.list[0]).toMatchObject({
      code: 'USCOL',
      nameEn: 'COLBERT, WA',
      nameCn: 'COLBERT, WA',
      country: 'US',
      kind: 'inland',
      timeZone: '-07:00',
      lat: null,
    });
    const unknown = await search(t, { pol: 'USZZZ', pod: 'ESMAD' });
    expect(unknown.message).toBe('There is no port or place with the code USZZZ');
  });

  it('point 7: the SMDG liner code CMA is filed under the SCAC CMDU and keeps its published code', async () => {
    expect((await search(t, { pol: 'USSEA', pod: 'ESMAD', carrier: 'CMDU' })).data.total).toBe(3);
    expect((await search(t, { pol: 'USSEA', pod: 'ESMAD', carrier: 'MAEU' })).data.total).toBe(0);
    const [route] = (await search(t, { pol: 'USSEA', pod: 'ESMAD', carrier: 'CMDU' })).data.list;
    expect(route.carrier).toEqual({ scac: 'CMDU', nameEn: 'CMA CGM', nameCn: expect.any(String) });
    expect(route.legs[1].transport.servicePartners[0]).toMatchObject({
      carrierCode: 'CMA',
      carrierCodeListProvider: 'SMDG',
    });
    const row = await t.db
      .selectFrom('sailingRoutes')
      .select(['carrierScac', 'published'])
      .where('id', '=', route.id)
      .executeTakeFirstOrThrow();
    expect(row.carrierScac).toBe('CMDU');
    expect(JSON.parse(row.published!)).toMatchObject({ carrierCode: 'CMA', carrierCodeListProvider: 'SMDG' });
  });

  it('point 7: an SMDG code without a known SCAC is refused, naming the field', async () => {
    const [route] = cmaRoutes();
    const partner = ((route!.legs as Json[])[1]!.transport as { servicePartners: Json[] })
      .servicePartners[0]!;
    partner.carrierCode = 'XYZ';
    const answer = await importRoutes(t, [route]);
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(
      'Invalid import data: documents[0].legs[1].transport.servicePartners[0].carrierCode the SMDG liner code XYZ has no SCAC the portal knows',
    );
  });

  it('point 10: a re-timed sailing updates its route instead of adding a second one', async () => {
    const [orfeo] = cmaRoutes();
    const retimed = JSON.parse(
      JSON.stringify(orfeo).replaceAll('2024-09-09T05:00:00-07:00', '2024-09-10T07:00:00-07:00'),
    );
    expect((await importRoutes(t, [retimed])).data).toMatchObject({ inserted: 0, updated: 1, unchanged: 0 });
    const found = await search(t, { pol: 'USSEA', pod: 'ESMAD' });
    expect(found.data.total).toBe(3);
    const orfeos = found.data.list.filter(
      (route: { vesselName: string }) => route.vesselName === 'CMA CGM ORFEO',
    );
    expect(orfeos).toHaveLength(1);
    expect(orfeos[0].etd).toBe('2024-09-10T07:00:00-07:00');
    expect((await importRoutes(t, [retimed])).data).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
  });

  it('points 2 and 8: receipt by address and delivery by facility are stored and answered as published', async () => {
    const route = maerskRoute();
    route.placeOfReceipt = {
      facilityTypeCode: 'DEPO',
      location: {
        locationName: 'Empty depot',
        address: { street: 'Ruijggoordweg', streetNumber: '100', city: 'Amsterdam', countryCode: 'NL' },
      },
      dateTime: '2025-01-13T08:00:00+01:00',
    };
    route.placeOfDelivery = {
      facilityTypeCode: 'COFS',
      location: { facility: { facilityCode: 'CTA', facilityCodeListProvider: 'SMDG' } },
      dateTime: '2025-01-24T10:00:00+01:00',
    };
    route.receiptTypeAtOrigin = 'SD';
    route.deliveryTypeAtDestination = 'CFS';
    route.solutionNumber = 3;
    route.routingReference = 'Route123';
    const leg = (route.legs as Json[])[0]!;
    leg.departure = { ...(leg.departure as Json), dateTime: '2025-01-14T09:21:00+01:00' };
    leg.arrival = {
      facilityTypeCode: 'POTE',
      location: {
        UNLocationCode: 'DEHAM',
        facility: { facilityCode: 'CTA', facilityCodeListProvider: 'SMDG' },
      },
      dateTime: '2025-01-23T18:00:00+01:00',
    };
    expect((await importRoutes(t, [route])).data).toMatchObject({ inserted: 1 });
    const found = await search(t, { pol: 'NLAMS', pod: 'DEHAM', etdFrom: '2025-01-10', etdTo: '2025-01-20' });
    const answer = found.data.list.find((item: { source: string }) => item.source === 'dcsa');
    expect(answer).toMatchObject({
      carrier: { scac: 'MAEU' },
      serviceCode: 'FE1',
      vesselName: 'King of the Seas',
      placeOfReceipt: route.placeOfReceipt,
      placeOfDelivery: route.placeOfDelivery,
      receiptTypeAtOrigin: 'SD',
      deliveryTypeAtDestination: 'CFS',
      solutionNumber: 3,
      routingReference: 'Route123',
    });
    expect(answer.legs[0].arrival.facilityTypeCode).toBe('POTE');
  });

  it('point 8: the CMA CGM routes answer their RAMP places and no routing reference they did not publish', async () => {
    const [route] = (await search(t, { pol: 'USCOL', pod: 'ESMAD' })).data.list;
    expect(route).toMatchObject({
      placeOfReceipt: {
        facilityTypeCode: 'RAMP',
        location: { locationName: 'COLBERT, WA', UNLocationCode: 'USCOL' },
      },
      placeOfDelivery: { facilityTypeCode: 'RAMP', location: { UNLocationCode: 'ESMAD' } },
      receiptTypeAtOrigin: null,
      solutionNumber: 1,
      routingReference: null,
    });
  });

  it('point 8: generated routes keep their generated values', async () => {
    const found = await call(t, FreightPath.searchPointToPoint, { pol: 'CNSHA', pod: 'NLRTM' }, EN);
    expect(found.data.total).toBeGreaterThan(0);
    const [route] = found.data.list;
    expect(route).toMatchObject({
      source: 'demo',
      receiptTypeAtOrigin: 'CY',
      deliveryTypeAtDestination: 'CY',
      solutionNumber: 1,
      routingReference: `R${route.id}`,
      placeOfReceipt: { facilityTypeCode: 'POTE', location: { UNLocationCode: 'CNSHA' } },
    });
  });

  it("the gateway's Maersk example imports as published (address, UN/LOCODE and facility in every location)", async () => {
    expect((await importRoutes(t, [maerskRoute()])).data).toMatchObject({ inserted: 1 });
    const row = await t.db
      .selectFrom('sailingRoutes')
      .select(['pol', 'pod', 'carrierScac', 'receiptCode', 'deliveryCode', 'published'])
      .where('vesselImo', '=', '9321483')
      .where('etdDate', '=', '2025-01-14')
      .where('pod', '=', 'NLAMS')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      pol: 'NLAMS',
      pod: 'NLAMS',
      carrierScac: 'MAEU',
      receiptCode: null,
      deliveryCode: null,
    });
    expect(JSON.parse(row.published!).placeOfReceipt.location.address.street).toBe('Ruijggoordweg');
  });

  it('a barge-only route answers its barge as the vessel (transport.barge is read, not only transport.vessel)', async () => {
    const route = maerskRoute();
    const leg = (route.legs as Json[])[0]!;
    leg.transport = {
      modeOfTransport: 'BARGE',
      barge: { name: 'Rhine Star', vesselIMONumber: '9321483' },
      servicePartners: [
        {
          carrierCode: 'MSK',
          carrierCodeListProvider: 'SMDG',
          carrierServiceCode: 'RB1',
          carrierExportVoyageNumber: '301N',
        },
      ],
    };
    leg.arrival = {
      facilityTypeCode: 'INTE',
      location: { UNLocationCode: 'DEDUI', locationName: 'Duisburg DIT' },
      dateTime: '2025-01-16T10:00:00+01:00',
    };
    expect((await importRoutes(t, [route])).data).toMatchObject({ inserted: 1 });
    const [found] = (
      await search(t, { pol: 'NLAMS', pod: 'DEDUI', etdFrom: '2025-01-10', etdTo: '2025-01-20' })
    ).data.list;
    expect(found).toMatchObject({
      carrier: { scac: 'MAEU' },
      vesselName: 'Rhine Star',
      voyageNumber: '301N',
      transshipments: 0,
      // A reference place wins over the name and offset an import gives it.
      pod: { code: 'DEDUI', nameEn: 'Duisburg', timeZone: 'Europe/Berlin' },
    });
  });

  it('refuses what the portal cannot use, naming the field', async () => {
    const nowhere = maerskRoute();
    nowhere.placeOfReceipt = {
      facilityTypeCode: 'POTE',
      location: { locationName: 'Somewhere' },
      dateTime: '2025-01-14T09:21:00+01:00',
    };
    expect((await importRoutes(t, [nowhere])).message).toBe(
      'Invalid import data: documents[0].placeOfReceipt.location a location needs an address, address lines, a UN/LOCODE or a facility',
    );
    const noPort = maerskRoute();
    const leg = (noPort.legs as Json[])[0]!;
    leg.departure = {
      facilityTypeCode: 'POTE',
      location: { facility: { facilityCode: 'ADT', facilityCodeListProvider: 'SMDG' } },
      dateTime: '2025-01-14T09:21:00+01:00',
    };
    expect((await importRoutes(t, [noPort])).message).toBe(
      'Invalid import data: documents[0].legs[0].departure.location.UNLocationCode the port of loading needs a UN/LOCODE',
    );
    const truckWithPartners = cmaRoutes()[0]!;
    ((truckWithPartners.legs as Json[])[0]!.transport as Json).servicePartners = [];
    expect((await importRoutes(t, [truckWithPartners])).message).toMatch(
      /^Invalid import data: documents\[0\]\.legs\[0\]\.transport\.servicePartners /,
    );
  });

  it('CS numbers are int32 (transitTime is a transit_days column): past it is a 400 naming the field', async () => {
    const most = maerskRoute();
    most.transitTime = 2_147_483_647;
    expect((await importRoutes(t, [most])).code).toBe('1');
    for (const [field, value] of [
      ['transitTime', 2_147_483_648],
      ['transitTime', 1e308],
      ['solutionNumber', 2_147_483_648],
    ] as const) {
      const route = maerskRoute();
      route[field] = value;
      const answer = await importRoutes(t, [route]);
      expect([field, value, answer.code]).toEqual([field, value, '400']);
      expect(answer.message).toMatch(new RegExp(`^Invalid import data: documents\\[0\\]\\.${field} `));
    }
    const route = maerskRoute();
    (route.legs as Json[])[0]!.sequenceNumber = 2_147_483_648;
    const answer = await importRoutes(t, [route]);
    expect(answer.code).toBe('400');
    expect(answer.message).toMatch(/^Invalid import data: documents\[0\]\.legs\[0\]\.sequenceNumber /);
  });

  it('a UN/LOCODE whose country part is no ISO 3166-1 country (XYABC) is refused by name, in both languages', async () => {
    const routesBefore = await t.db
      .selectFrom('sailingRoutes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const unknownCountry = maerskRoute();
    const leg = (unknownCountry.legs as Json[])[0]!;
    leg.arrival = { ...(leg.arrival as Json), location: { UNLocationCode: 'XYABC' } };
    expect((await importRoutes(t, [unknownCountry])).message).toBe(
      'Invalid import data: documents[0].legs[0].arrival.location.UNLocationCode XY is not an ISO 3166-1 country code',
    );
    const chinese = await call(
      t,
      FreightPath.importDcsa,
      { kind: 'csPointToPoint', documents: [unknownCountry] },
      { 'accept-language': 'zh-CN', ...staff },
    );
    expect(chinese.message).toBe(
      '导入数据无效：documents[0].legs[0].arrival.location.UNLocationCode XY is not an ISO 3166-1 country code',
    );
    // The same route at a real port (the pattern alone let XYABC through) is taken.
    leg.arrival = { ...(leg.arrival as Json), location: { UNLocationCode: 'NLRTM' } };
    expect(v.safeParse(CsPointToPoint, unknownCountry).success).toBe(true);
    expect(
      await t.db
        .selectFrom('sailingRoutes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(routesBefore);
  });
});
