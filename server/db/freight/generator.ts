/**
 * Generates the freight demo data from the reference places, carriers and loop templates with a
 * seeded PRNG: the same scale, seed and clock give the same rows. Everything it writes is demo data
 * (freight_meta says so, and the API marks it). Rows stream to a BulkWriter in batches, so the large
 * scale (>= 1 000 000 rates, >= 100 000 shipments) never sits in memory at once.
 */

import type { Insertable } from 'kysely';
import { CONTAINER_TYPE_INFO, CONTAINER_TYPES, type ContainerType } from '../../../domain/freight/codes.ts';
import { makeContainerNumber } from '../../../domain/freight/container-number.ts';
import {
  addDays,
  isoWeek,
  isoWeekday,
  localToInstant,
  mondayOf,
  toLocalIso,
} from '../../../domain/freight/dates.ts';
import { makeImo } from '../../../domain/freight/identifiers.ts';
import type { FreightSchema } from '../freight-schema.ts';
import { type BulkWriter, snakeCase } from './bulk.ts';
import { LOOP_TEMPLATES, type LoopTemplate } from './loops.ts';
import { NETWORK_BARGE, NETWORK_RAIL, TRUCK_LAND_GROUPS } from './network-reference.ts';
import { createRandom, type Random } from './random.ts';
import { REFERENCE_CARRIERS, type ReferenceCarrier, SCHEDULE_CARRIERS } from './reference-carriers.ts';
import { distanceKm, placeByCode, REFERENCE_PLACES, type ReferencePlace } from './reference-places.ts';

export interface FreightScale {
  name: string;
  /** How many loop templates to run (all by default). */
  templates: number;
  carriersPerLoop: number;
  weeksBefore: number;
  weeksAfter: number;
  shipments: number;
  customsDocuments: number;
  /** Share of a SPOT carrier's upcoming China-export sailings sold as SPOT products. */
  spotShare: number;
  /** Share of other upcoming China-export sailings with existing space (现舱). */
  existingShare: number;
}

export const FREIGHT_SCALES = {
  /** What the server test suites seed: every feature present, small enough for a test file. */
  test: {
    name: 'test',
    templates: 12,
    carriersPerLoop: 2,
    weeksBefore: 2,
    weeksAfter: 4,
    shipments: 120,
    customsDocuments: 300,
    spotShare: 0.5,
    existingShare: 0.15,
  },
  /** First start of the portal. */
  default: {
    name: 'default',
    templates: LOOP_TEMPLATES.length,
    carriersPerLoop: 2,
    weeksBefore: 3,
    weeksAfter: 6,
    shipments: 2000,
    customsDocuments: 3000,
    spotShare: 0.35,
    existingShare: 0.1,
  },
  /** Benchmarks: at least 1 000 000 rates and 100 000 shipments. */
  large: {
    name: 'large',
    templates: LOOP_TEMPLATES.length,
    carriersPerLoop: 8,
    weeksBefore: 10,
    weeksAfter: 38,
    shipments: 100_000,
    customsDocuments: 200_000,
    spotShare: 0.2,
    existingShare: 0.05,
  },
} as const satisfies Record<string, FreightScale>;

export interface GenerateOptions {
  scale: FreightScale;
  /** The clock the data is built around: sailings before it have actual times, after it estimates. */
  now: number;
  seed?: number;
  log?: (line: string) => void;
}

export type GenerateCounts = Record<string, number>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/**
 * Service speed between ports: 17.5 knots (about 780 km a day), what slow-steaming container
 * services average at sea; with the port stays it gives the published transit times of
 * docs/freight.md ("Transit times").
 */
const SPEED_KM_PER_DAY = 780;
/** Short legs follow the coast closely; only ocean legs need the template's detour factor. */
const COASTAL_LEG_KM = 3000;
const COASTAL_ROUTING = 1.2;
const BATCH_ROWS = 20_000;

/**
 * The tables the generator fills. Their columns are the migration's (0003_freight.ts), mirrored as
 * types in freight-schema.ts; rows are typed by those, so no third column list is kept here.
 */
type Table = Exclude<keyof FreightSchema, 'quotations' | 'quotationSequences'>;
type Row<T extends Table> = Insertable<FreightSchema[T]>;

/** Buffers rows per table and writes them in batches. */
const createSink = (writer: BulkWriter) => {
  const buffers = new Map<Table, Record<string, unknown>[]>();
  const counts: GenerateCounts = {};
  const flush = async (table: Table) => {
    const rows = buffers.get(table);
    if (rows === undefined || rows.length === 0) return;
    buffers.set(table, []);
    await writer.insert(table, rows);
  };
  return {
    counts,
    add: async <T extends Table>(table: T, row: Row<T>) => {
      let rows = buffers.get(table);
      if (rows === undefined) {
        rows = [];
        buffers.set(table, rows);
      }
      rows.push(row);
      // Counted by SQL table name, as the seed log and the scales table of docs/freight.md name them.
      counts[snakeCase(table)] = (counts[snakeCase(table)] ?? 0) + 1;
      if (rows.length >= BATCH_ROWS) await flush(table);
    },
    flushAll: async () => {
      for (const table of buffers.keys()) await flush(table);
    },
  };
};

type Sink = ReturnType<typeof createSink>;

const iso = (ms: number) => new Date(ms).toISOString();
const round10 = (value: number) => Math.round(value / 10) * 10;
const isChina = (code: string) => code.startsWith('CN');

const VESSEL_WORDS = [
  'AURORA',
  'BRIGHTNESS',
  'CAPELLA',
  'DESTINY',
  'EMINENCE',
  'FORTUNE',
  'GALAXY',
  'HARMONY',
  'INFINITY',
  'JADE',
  'KINGDOM',
  'LIBERTY',
  'MAJESTY',
  'NEPTUNE',
  'ORION',
  'PACIFIC',
  'QUASAR',
  'RADIANCE',
  'SERENITY',
  'TRIUMPH',
  'UNITY',
  'VIRTUE',
  'WISDOM',
  'ZENITH',
  'ATLAS',
  'BEIJING',
  'CHENGDU',
  'DALIAN',
  'ESSEN',
  'FUJIAN',
  'GENOA',
  'HAMBURG',
  'ISTANBUL',
  'JAKARTA',
  'KOBE',
  'LISBON',
  'MADRID',
  'NINGBO',
  'OSAKA',
  'PIRAEUS',
  'QINGDAO',
  'ROTTERDAM',
  'SHANGHAI',
  'TIANJIN',
  'UTRECHT',
  'VALENCIA',
  'WUHAN',
  'XIAMEN',
  'YANTIAN',
  'ZURICH',
  'ANTARES',
  'BOREAS',
  'CORONA',
  'DRACO',
  'ELARA',
  'FELICITY',
  'GLORY',
  'HORIZON',
  'IRIS',
  'JUPITER',
  'KESTREL',
  'LYRA',
  'MERIDIAN',
  'NOVA',
  'OCEANUS',
  'PEGASUS',
  'REGULUS',
  'SIRIUS',
  'TAURUS',
  'VEGA',
];
const VESSEL_PREFIX: Record<string, string> = {
  MAEU: 'MAERSK',
  MSCU: 'MSC',
  CMDU: 'CMA CGM',
  COSU: 'COSCO',
  ONEY: 'ONE',
  EGLV: 'EVER',
  HDMU: 'HMM',
  YMLU: 'YM',
  ZIMU: 'ZIM',
  OOLU: 'OOCL',
  PABV: 'KOTA',
  WHLC: 'WAN HAI',
  APLU: 'APL',
  KMTU: 'KMTC',
  CHNJ: 'CSCL',
};
const FLAGS = ['PA', 'LR', 'MH', 'HK', 'SG', 'MT', 'DK', 'DE', 'CN', 'GR', 'BS', 'CY', 'PT', 'GB'];

/** Container owner codes (ISO 6346 owner + category U) used for generated containers. */
const OWNER_CODES: Record<string, string[]> = {
  MAEU: ['MSKU', 'MRKU', 'MAEU'],
  MSCU: ['MSCU', 'MEDU'],
  CMDU: ['CMAU', 'TGHU'],
  COSU: ['CSNU', 'CBHU', 'CSLU'],
  HLCU: ['HLXU', 'HLBU'],
  ONEY: ['ONEU', 'NYKU'],
  EGLV: ['EGHU', 'EISU'],
  HDMU: ['HDMU'],
  YMLU: ['YMLU'],
  ZIMU: ['ZIMU', 'ZCSU'],
  OOLU: ['OOLU', 'OOCU'],
};
const LESSOR_CODES = ['TGHU', 'TCNU', 'CAIU', 'SEGU', 'FSCU', 'GESU', 'TEMU', 'BMOU', 'TRHU', 'CSQU', 'DRYU'];

/** China feeder ports by the hub their feeder or barge connects to. */
const FEEDERS: Record<string, [port: string, mode: 'VESSEL' | 'BARGE'][]> = {
  CNSHA: [
    ['CNTAC', 'BARGE'],
    ['CNZJG', 'BARGE'],
    ['CNNKG', 'BARGE'],
    ['CNWUH', 'BARGE'],
  ],
  CNNGB: [
    ['CNWNZ', 'VESSEL'],
    ['CNTAC', 'BARGE'],
  ],
  CNSHK: [
    ['CNZUH', 'BARGE'],
    ['CNSWA', 'VESSEL'],
    ['CNHAK', 'VESSEL'],
    ['CNCAN', 'BARGE'],
  ],
  CNYTN: [
    ['CNSWA', 'VESSEL'],
    ['CNZHA', 'VESSEL'],
  ],
  CNTAO: [
    ['CNRZH', 'VESSEL'],
    ['CNYNT', 'VESSEL'],
    ['CNLYG', 'VESSEL'],
  ],
  CNTXG: [
    ['CNYIK', 'VESSEL'],
    ['CNDLC', 'VESSEL'],
  ],
  CNXMN: [['CNFOC', 'VESSEL']],
};

const CUT_OFF_HOURS_BEFORE_ETD: [code: string, hours: number][] = [
  ['ECP', 168],
  ['EFC', 120],
  ['DGC', 96],
  ['DCO', 72],
  ['VCO', 48],
  ['RCO', 36],
  ['FCO', 30],
];

const GOODS: [cn: string, en: string][] = [
  ['家具', 'Furniture'],
  ['服装', 'Garments'],
  ['电子元件', 'Electronic components'],
  ['机械配件', 'Machine parts'],
  ['陶瓷制品', 'Ceramics'],
  ['玩具', 'Toys'],
  ['灯具', 'Lamps'],
  ['轮胎', 'Tyres'],
  ['太阳能电池板', 'Solar panels'],
  ['纺织品', 'Textiles'],
  ['五金工具', 'Hardware tools'],
  ['塑料制品', 'Plastic products'],
  ['茶叶', 'Tea'],
  ['钢材', 'Steel products'],
  ['化工原料', 'Chemical raw materials'],
  ['汽车配件', 'Auto parts'],
];
const CUSTOMS_DISTRICTS: [code: string, name: string][] = [
  ['2248', '洋山海关 Yangshan Customs'],
  ['2225', '外港海关 Waigang Customs'],
  ['3104', '北仑海关 Beilun Customs'],
  ['5316', '大鹏海关 Dapeng Customs'],
  ['4258', '黄岛海关 Huangdao Customs'],
  ['0202', '新港海关 Xingang Customs'],
  ['3702', '东渡海关 Dongdu Customs'],
  ['5141', '南沙海关 Nansha Customs'],
];
const CUSTOMER_REGIONS = ['3101', '3302', '4403', '3702', '1207', '3502', '4401', '3205'];
const CUSTOMS_STATUSES = ['declared', 'inspection', 'released', 'cleared'];

interface Call {
  place: ReferencePlace;
  voyageNumber: string;
  plannedArrival: number;
  plannedDeparture: number;
  arrival: number;
  departure: number;
  known: boolean;
}

interface RouteFacts {
  routeId: number;
  pol: string;
  pod: string;
  carrier: ReferenceCarrier;
  serviceCode: string;
  vesselImo: string;
  vesselName: string;
  voyageNumber: string;
  etd: number;
  eta: number;
  plannedEtd: number;
  plannedEta: number;
}

const pickCarriers = (random: Random, templateIndex: number, count: number): ReferenceCarrier[] => {
  const majors = SCHEDULE_CARRIERS.slice(0, 15);
  const chosen = [majors[templateIndex % majors.length]!];
  while (chosen.length < Math.min(count, SCHEDULE_CARRIERS.length)) {
    const pool = random.chance(0.7) ? majors : SCHEDULE_CARRIERS;
    const candidate = random.pick(pool);
    if (!chosen.includes(candidate)) chosen.push(candidate);
  }
  return chosen;
};

/** The sea distance of one leg: the great circle stretched by the coast or by the template's routing. */
const seaKm = (from: ReferencePlace, to: ReferencePlace, routing: number) => {
  const km = distanceKm(from, to);
  return km * (km < COASTAL_LEG_KM ? COASTAL_ROUTING : routing);
};

const sailDays = (from: ReferencePlace, to: ReferencePlace, routing: number) =>
  Math.max(0.6, seaKm(from, to, routing) / SPEED_KM_PER_DAY);

const cutOffsFor = (etd: number, place: ReferencePlace) =>
  CUT_OFF_HOURS_BEFORE_ETD.map(([code, hours]) => ({
    cutOffDateTimeCode: code,
    cutOffDateTime: toLocalIso(Math.floor((etd - hours * HOUR) / HOUR) * HOUR, place.timeZone),
  }));

const locationOf = (place: ReferencePlace) => ({ UNLocationCode: place.code, locationName: place.nameEn });

/** Prices in USD per container for a lane of `routeKm` sea kilometres. */
const priceRate = (
  random: Random,
  routeKm: number,
  carrierFactor: number,
  type: ContainerType,
  pod: string,
  etdDate: string,
  transshipped: boolean,
) => {
  const { week } = isoWeek(etdDate);
  const season = 1 + 0.1 * Math.sin(((week - 10) / 52) * 2 * Math.PI);
  const base20 = (260 + routeKm * 0.075) * carrierFactor * season * (0.95 + random.next() * 0.1);
  const forty = type !== '20GP' && type !== '20RF';
  const ofBySize: Record<ContainerType, number> = {
    '20GP': base20,
    '40GP': base20 * 1.8,
    '40HQ': base20 * 1.85,
    '45HQ': base20 * 2.2,
    '20RF': base20 * 1.9 + 600,
    '40RH': base20 * 1.8 * 1.7 + 900,
  };
  const surcharges: [code: string, amount: number, currency: string, term: string][] = [
    ['BAF', round10(routeKm * 0.02 * (forty ? 2 : 1)), 'USD', 'PRE'],
    ['LSS', forty ? 80 : 40, 'USD', 'PRE'],
    ['OTHC', forty ? 210 : 140, 'USD', 'PRE'],
    ['DOC', 60, 'USD', 'PRE'],
    ['ISPS', 11, 'USD', 'PRE'],
  ];
  if (/^(NL|BE|DE|GB|FR|ES|IT|PL|DK|SE|PT|GR|SI|HR)/.test(pod))
    surcharges.push(['CAF', round10(ofBySize[type] * 0.04), 'USD', 'PRE']);
  if (week >= 26 && week <= 40) surcharges.push(['PSS', forty ? 400 : 200, 'USD', 'PRE']);
  if (week % 4 === 1) surcharges.push(['GRI', forty ? 300 : 150, 'USD', 'PRE']);
  if (transshipped) surcharges.push(['EBS', forty ? 60 : 30, 'USD', 'PRE']);
  surcharges.push(['DTHC', round10((forty ? 260 : 180) * (0.9 + random.next() * 0.4)), 'USD', 'COL']);
  const oceanFreight = round10(ofBySize[type]);
  const allIn = oceanFreight + surcharges.reduce((sum, [, amount]) => sum + amount, 0);
  return { oceanFreight, surcharges, allIn };
};

/** What every phase of the generator writes with: the sink, the one seeded PRNG, the clock. */
interface Phase {
  sink: Sink;
  random: Random;
  now: number;
}

/** Shipments with containers and their DCSA Track & Trace events, on routes the loops wrote. */
const generateShipments = async (
  { sink, random, now }: Phase,
  count: number,
  shipmentCandidates: RouteFacts[],
) => {
  let containerSerial = 0;
  for (let index = 0; index < count && shipmentCandidates.length > 0; index++) {
    const route = random.pick(shipmentCandidates);
    const shipmentId = index + 1;
    const booking = String(2_000_000_000 + index * 13 + random.int(0, 12));
    const bl = `${route.carrier.scac}${booking}`;
    await sink.add('shipments', {
      id: shipmentId,
      bookingNumber: booking,
      blNumber: bl,
      carrierScac: route.carrier.scac,
      pol: route.pol,
      pod: route.pod,
      vesselName: route.vesselName,
      vesselImo: route.vesselImo,
      voyageNumber: route.voyageNumber,
      etd: iso(route.etd),
      eta: iso(route.eta),
      routeId: route.routeId,
    });
    const polPlace = placeByCode.get(route.pol)!;
    const podPlace = placeByCode.get(route.pod)!;
    const containerCount = random.chance(0.6) ? 1 : random.chance(0.75) ? 2 : 3;
    const type = random.pick(['20GP', '40GP', '40HQ', '40HQ', '40HQ'] as const);
    const event = async (
      eventType: string,
      typeCode: string,
      plannedAt: number,
      actualAt: number,
      place: ReferencePlace,
      extra: {
        facility?: string;
        mode?: string;
        equipment?: string;
        empty?: string;
        documentType?: string;
        documentId?: string;
      },
      withPlan = false,
    ) => {
      const classifiers: [string, number][] = [];
      if (withPlan) classifiers.push(['PLN', plannedAt]);
      if (eventType === 'SHIPMENT') {
        if (actualAt <= now) classifiers.push(['ACT', actualAt]);
      } else classifiers.push([actualAt <= now ? 'ACT' : 'EST', actualAt]);
      for (const [classifier, at] of classifiers) {
        const created = classifier === 'ACT' ? at + 5 * 60_000 : Math.min(now, at - DAY);
        await sink.add('trackingEvents', {
          eventId: random.uuid(),
          eventType,
          eventClassifierCode: classifier,
          typeCode,
          eventDateTime: iso(at),
          eventCreatedDateTime: iso(created),
          unLocationCode: place.code,
          facilityTypeCode: extra.facility ?? null,
          modeOfTransport: extra.mode ?? null,
          vesselImo: eventType === 'SHIPMENT' ? null : route.vesselImo,
          vesselName: eventType === 'SHIPMENT' ? null : route.vesselName,
          voyageNumber: eventType === 'SHIPMENT' ? null : route.voyageNumber,
          serviceCode: eventType === 'SHIPMENT' ? null : route.serviceCode,
          transportCallId: null,
          equipmentReference: extra.equipment ?? null,
          isoEquipmentCode: extra.equipment === undefined ? null : CONTAINER_TYPE_INFO[type].isoCode,
          emptyIndicatorCode: extra.empty ?? null,
          documentTypeCode: extra.documentType ?? null,
          documentId: extra.documentId ?? null,
          bookingReference: booking,
          transportDocumentReference: bl,
          source: 'demo',
        });
      }
    };
    await event('SHIPMENT', 'CONF', route.plannedEtd - 10 * DAY, route.plannedEtd - 10 * DAY, polPlace, {
      documentType: 'BKG',
      documentId: booking,
    });
    await event('SHIPMENT', 'ISSU', route.plannedEtd + DAY, route.etd + DAY, polPlace, {
      documentType: 'TRD',
      documentId: bl,
    });
    await event(
      'TRANSPORT',
      'DEPA',
      route.plannedEtd,
      route.etd,
      polPlace,
      { facility: 'POTE', mode: 'VESSEL' },
      true,
    );
    await event(
      'TRANSPORT',
      'ARRI',
      route.plannedEta,
      route.eta,
      podPlace,
      { facility: 'POTE', mode: 'VESSEL' },
      true,
    );
    for (let c = 0; c < containerCount; c++) {
      containerSerial++;
      const owner =
        index === 0 && c === 0
          ? 'CSQU'
          : random.pick(
              random.chance(0.6) ? (OWNER_CODES[route.carrier.scac] ?? LESSOR_CODES) : LESSOR_CODES,
            );
      const containerNumber =
        index === 0 && c === 0 ? 'CSQU3054383' : makeContainerNumber(owner, containerSerial);
      await sink.add('shipmentContainers', {
        containerNumber,
        shipmentId,
        containerType: type,
        isoEquipmentCode: CONTAINER_TYPE_INFO[type].isoCode,
        sealNumber: `${route.carrier.scac.slice(0, 2)}${random.int(1_000_000, 9_999_999)}`,
      });
      const jitter = () => random.int(-3, 3) * HOUR;
      const equipment = (
        typeCode: string,
        planned: number,
        actual: number,
        place: ReferencePlace,
        empty: string,
        facility: string,
        mode?: string,
      ) =>
        event('EQUIPMENT', typeCode, planned, actual, place, {
          equipment: containerNumber,
          empty,
          facility,
          ...(mode === undefined ? {} : { mode }),
        });
      await equipment(
        'GTOT',
        route.plannedEtd - 6 * DAY,
        route.etd - 6 * DAY + jitter(),
        polPlace,
        'EMPTY',
        'DEPO',
        'TRUCK',
      );
      await equipment(
        'GTIN',
        route.plannedEtd - 3 * DAY,
        route.etd - 3 * DAY + jitter(),
        polPlace,
        'LADEN',
        'POTE',
        'TRUCK',
      );
      await equipment(
        'LOAD',
        route.plannedEtd - 8 * HOUR,
        route.etd - 8 * HOUR,
        polPlace,
        'LADEN',
        'POTE',
        'VESSEL',
      );
      await equipment(
        'DISC',
        route.plannedEta + 10 * HOUR,
        route.eta + 10 * HOUR,
        podPlace,
        'LADEN',
        'POTE',
        'VESSEL',
      );
      await equipment(
        'GTOT',
        route.plannedEta + 3 * DAY,
        route.eta + 3 * DAY + jitter(),
        podPlace,
        'LADEN',
        'POTE',
        'TRUCK',
      );
      await equipment(
        'GTIN',
        route.plannedEta + 6 * DAY,
        route.eta + 6 * DAY + jitter(),
        podPlace,
        'EMPTY',
        'DEPO',
        'TRUCK',
      );
    }
  }
};

/** Pre-recorded customs documents (预录单) for a pool of customers. */
const generateCustomsDocuments = async ({ sink, random, now }: Phase, count: number) => {
  const customers: string[] = [];
  const customerCount = Math.max(40, Math.ceil(count / 25));
  const usedCustomers = new Set<string>();
  while (customers.length < customerCount) {
    const number = `${random.pick(CUSTOMER_REGIONS)}${String(random.int(0, 999_999)).padStart(6, '0')}`;
    if (!usedCustomers.has(number)) {
      usedCustomers.add(number);
      customers.push(number);
    }
  }
  for (let index = 0; index < count; index++) {
    const [district, port] = random.pick(CUSTOMS_DISTRICTS);
    const [goodsCn, goodsEn] = random.pick(GOODS);
    const declared = now - random.int(0, 120) * DAY - random.int(0, 23) * HOUR;
    const year = new Date(declared).getUTCFullYear();
    const carrier = random.pick(SCHEDULE_CARRIERS.slice(0, 15));
    await sink.add('customsDocuments', {
      id: index + 1,
      customerNo: random.pick(customers),
      entryNo: `${district}${year}1${String(index + 1).padStart(9, '0')}`,
      blNumber: `${carrier.scac}${random.int(1_000_000_000, 9_999_999_999)}`,
      vesselName: `${VESSEL_PREFIX[carrier.scac] ?? carrier.scac} ${random.pick(VESSEL_WORDS)}`,
      voyageNumber: `${String(year).slice(2)}${String(random.int(1, 52)).padStart(2, '0')}W`,
      declarePort: port,
      tradeMode: random.pick([
        '0110 一般贸易 General trade',
        '0615 进料对口 Processing with imported materials',
        '9610 跨境电商 Cross-border e-commerce',
      ]),
      goodsNameCn: goodsCn,
      goodsNameEn: goodsEn,
      packages: random.int(10, 2000),
      grossWeightKg: random.int(500, 26_000),
      status: random.pick(CUSTOMS_STATUSES),
      declaredAt: iso(declared),
    });
  }
};

/** The transport network of the planner: sea links from the loops, rail, barge, truck. */
const generateNetwork = async (sink: Sink, templates: readonly LoopTemplate[]) => {
  let linkId = 0;
  const seaLinks = new Map<string, { days: number; cost: number; km: number; operators: Set<string> }>();
  for (const [templateIndex, template] of templates.entries()) {
    // The loop closes: the last inbound call sails back to the first port.
    const ports = [...template.outbound, ...template.inbound, template.outbound[0]!].map(
      (code) => placeByCode.get(code)!,
    );
    const halves = [
      [0, template.outbound.length - 1],
      [template.outbound.length - 1, ports.length - 1],
    ] as const;
    const operators = pickCarriers(createRandom(templateIndex + 1), templateIndex, 3).map(
      (carrier) => carrier.scac,
    );
    for (const [start, end] of halves) {
      for (let from = start; from < end; from++) {
        let km = 0;
        let days = 0;
        for (let to = from + 1; to <= end; to++) {
          km += seaKm(ports[to - 1]!, ports[to]!, template.routing);
          days += sailDays(ports[to - 1]!, ports[to]!, template.routing) + (to > from + 1 ? 1 : 0);
          if (ports[from]!.code === ports[to]!.code) continue;
          const key = `${ports[from]!.code}>${ports[to]!.code}`;
          const cost = round10(300 + km * 0.075 * 1.85 + 420);
          const known = seaLinks.get(key);
          if (known === undefined || days < known.days)
            seaLinks.set(key, {
              days,
              cost: known === undefined ? cost : Math.min(cost, known.cost),
              km,
              operators: new Set([...(known?.operators ?? []), ...operators]),
            });
          else for (const operator of operators) known.operators.add(operator);
        }
      }
    }
  }
  for (const [key, link] of seaLinks) {
    const [fromCode, toCode] = key.split('>') as [string, string];
    linkId++;
    await sink.add('networkLinks', {
      id: linkId,
      fromCode,
      toCode,
      mode: 'VESSEL',
      days: Math.round(link.days * 10) / 10,
      cost: link.cost,
      distanceKm: Math.round(link.km),
      operator: [...link.operators].slice(0, 4).join(','),
    });
  }
  const addBoth = async (
    mode: string,
    a: string,
    b: string,
    days: number,
    costPerKm: number,
    fixed: number,
    operator: string,
  ) => {
    const km = distanceKm(placeByCode.get(a)!, placeByCode.get(b)!) * (mode === 'TRUCK' ? 1.25 : 1.3);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      linkId++;
      await sink.add('networkLinks', {
        id: linkId,
        fromCode: from,
        toCode: to,
        mode,
        days,
        cost: round10(fixed + km * costPerKm),
        distanceKm: Math.round(km),
        operator,
      });
    }
  };
  for (const [a, b, days, operator] of NETWORK_RAIL) await addBoth('RAIL', a, b, days, 0.62, 180, operator);
  for (const [a, b, days, operator] of NETWORK_BARGE) await addBoth('BARGE', a, b, days, 0.35, 90, operator);
  const groupOf = (code: string) =>
    TRUCK_LAND_GROUPS.find((group) => group.includes(code.slice(0, 2))) ?? code.slice(0, 2);
  for (let i = 0; i < REFERENCE_PLACES.length; i++) {
    for (let j = i + 1; j < REFERENCE_PLACES.length; j++) {
      const a = REFERENCE_PLACES[i]!;
      const b = REFERENCE_PLACES[j]!;
      const km = distanceKm(a, b);
      if (km > 650 || groupOf(a.code) !== groupOf(b.code)) continue;
      await addBoth(
        'TRUCK',
        a.code,
        b.code,
        Math.round((0.3 + (km * 1.25) / 550) * 10) / 10,
        1.6,
        120,
        'Demo trucking',
      );
    }
  }
};

export const generateFreight = async (
  writer: BulkWriter,
  options: GenerateOptions,
): Promise<GenerateCounts> => {
  const { scale, now } = options;
  const random = createRandom(options.seed ?? 20_240_601);
  const log = options.log ?? (() => {});
  const sink = createSink(writer);
  const today = new Date(now).toISOString().slice(0, 10);
  const anchorMonday = mondayOf(today);

  for (const place of REFERENCE_PLACES) {
    await sink.add('places', {
      code: place.code,
      nameEn: place.nameEn,
      nameCn: place.nameCn,
      country: place.code.slice(0, 2),
      kind: place.kind,
      timeZone: place.timeZone,
      lat: place.lat,
      lon: place.lon,
    });
  }
  const scheduleScacs = new Set(SCHEDULE_CARRIERS.map((carrier) => carrier.scac));
  for (const carrier of REFERENCE_CARRIERS) {
    await sink.add('carriers', {
      scac: carrier.scac,
      nameEn: carrier.nameEn,
      nameCn: carrier.nameCn,
      schedules: scheduleScacs.has(carrier.scac) ? 1 : 0,
      spot: carrier.spot ? 1 : 0,
    });
  }

  let voyageId = 0;
  let portCallId = 0;
  let routeId = 0;
  let rateId = 0;
  let spaceId = 0;
  let vesselIndex = 0;
  const usedVesselNames = new Set<string>();
  const shipmentCandidates: RouteFacts[] = [];
  const carrierFactor = new Map(
    REFERENCE_CARRIERS.map((carrier) => [carrier.scac, 0.9 + random.next() * 0.25]),
  );
  const offers45 = new Map(REFERENCE_CARRIERS.map((carrier) => [carrier.scac, random.chance(0.5)]));

  const templates = LOOP_TEMPLATES.slice(0, scale.templates);

  /** Writes one sailing route and, for China exports, its rates and space; returns the route id. */
  const addRoute = async (
    template: LoopTemplate,
    carrier: ReferenceCarrier,
    service: { code: string; name: string },
    legs: {
      mode: 'VESSEL' | 'BARGE';
      from: Call;
      to: Call;
      vessel: { imo: string; name: string; flag: string };
      voyageNumber: string;
      serviceCode: string;
      serviceName: string;
    }[],
    routeKm: number,
  ) => {
    const first = legs[0]!;
    const last = legs[legs.length - 1]!;
    const main = legs[legs.length - 1]!;
    const etd = first.from.departure;
    const eta = last.to.arrival;
    const pol = first.from.place;
    const pod = last.to.place;
    const etdDate = toLocalIso(etd, pol.timeZone).slice(0, 10);
    const transitDays = Math.max(1, Math.round((eta - etd) / DAY));
    routeId++;
    const dcsaLegs = legs.map((leg, index) => ({
      sequenceNumber: index + 1,
      transport:
        leg.mode === 'VESSEL'
          ? {
              modeOfTransport: 'VESSEL',
              vessel: {
                vesselIMONumber: leg.vessel.imo,
                name: leg.vessel.name,
                flag: leg.vessel.flag,
                operatorCarrierCode: carrier.scac,
                operatorCarrierCodeListProvider: 'NMFTA',
              },
              servicePartners: [
                {
                  carrierCode: carrier.scac,
                  carrierCodeListProvider: 'NMFTA',
                  carrierServiceName: leg.serviceName,
                  carrierServiceCode: leg.serviceCode,
                  carrierExportVoyageNumber: leg.voyageNumber,
                },
              ],
            }
          : { modeOfTransport: 'BARGE', barge: { name: leg.vessel.name } },
      departure: {
        facilityTypeCode: 'POTE',
        location: locationOf(leg.from.place),
        dateTime: toLocalIso(leg.from.departure, leg.from.place.timeZone),
      },
      arrival: {
        facilityTypeCode: 'POTE',
        location: locationOf(leg.to.place),
        dateTime: toLocalIso(leg.to.arrival, leg.to.place.timeZone),
      },
    }));
    const cutOffs = cutOffsFor(etd, pol);
    const routeKey = `demo:${pol.code}:${pod.code}:${legs.map((leg) => `${leg.vessel.imo}/${leg.voyageNumber}`).join('+')}`;
    await sink.add('sailingRoutes', {
      id: routeId,
      routeKey,
      pol: pol.code,
      pod: pod.code,
      carrierScac: carrier.scac,
      serviceCode: main.serviceCode,
      serviceName: main.serviceName,
      vesselImo: main.vessel.imo,
      vesselName: main.vessel.name,
      voyageNumber: main.voyageNumber,
      etd: iso(etd),
      eta: iso(eta),
      etdDate,
      etdWeekday: isoWeekday(etdDate),
      transitDays,
      transshipments: legs.length - 1,
      legs: JSON.stringify(dcsaLegs),
      cutOffs: JSON.stringify(cutOffs),
      source: 'demo',
    });
    if (!isChina(pol.code) || isChina(pod.code)) return;

    const validFrom = mondayOf(etdDate);
    const validTo = addDays(validFrom, 13);
    const routeCode = `${template.code}${service.code.slice(-1)}`;
    const types = CONTAINER_TYPES.filter(
      (type) =>
        (type !== '45HQ' || offers45.get(carrier.scac)) &&
        (!CONTAINER_TYPE_INFO[type].reefer || (template.reefer && random.chance(0.6))),
    );
    const fco = etd - 30 * HOUR;
    const upcoming = etd > now && etd < now + 6 * 7 * DAY;
    const spot = upcoming && carrier.spot && random.chance(scale.spotShare);
    const existing = !spot && upcoming && random.chance(scale.existingShare);
    const prices = new Map<ContainerType, number>();
    for (const type of types) {
      const price = priceRate(
        random,
        routeKm,
        carrierFactor.get(carrier.scac)!,
        type,
        pod.code,
        etdDate,
        legs.length > 1,
      );
      prices.set(type, price.allIn);
      rateId++;
      await sink.add('rates', {
        id: rateId,
        routeId,
        pol: pol.code,
        pod: pod.code,
        carrierScac: carrier.scac,
        containerType: type,
        etdDate,
        etd: iso(etd),
        eta: iso(eta),
        transitDays,
        transshipments: legs.length - 1,
        validFrom,
        validTo,
        currency: 'USD',
        surcharges: JSON.stringify(price.surcharges),
        oceanFreight: price.oceanFreight,
        allIn: price.allIn,
        routeCode,
        serviceCode: main.serviceCode,
        vesselName: main.vessel.name,
        voyageNumber: main.voyageNumber,
        isSpot: 0,
      });
    }
    if (spot || existing) {
      spaceId++;
      const stopped = existing && random.chance(0.08) ? 1 : 0;
      await sink.add('spaceSailings', {
        id: spaceId,
        routeId,
        pol: pol.code,
        pod: pod.code,
        carrierScac: carrier.scac,
        serviceCode: main.serviceCode,
        vesselName: main.vessel.name,
        voyageNumber: main.voyageNumber,
        etd: iso(etd),
        eta: iso(eta),
        etdDate,
        etdWeekday: isoWeekday(etdDate),
        transitDays,
        routeCode,
        kind: spot ? 'guarantee' : 'existing',
        stopped,
        cutOff: iso(fco),
        currency: 'USD',
      });
      for (const type of ['20GP', '40GP', '40HQ'] as const) {
        const allIn = prices.get(type);
        if (allIn === undefined || (existing && random.chance(0.3))) continue;
        const capacity = random.int(2, spot ? 60 : 20);
        const draw = random.next();
        const remaining =
          draw < 0.15
            ? 0
            : draw < 0.35
              ? Math.floor(capacity * 0.2 * random.next())
              : random.int(Math.ceil(capacity * 0.25), capacity);
        const price = round10(allIn * (spot ? 0.92 + random.next() * 0.23 : 0.97));
        await sink.add('spaceInventory', {
          sailingId: spaceId,
          containerType: type,
          capacity,
          remaining,
          price,
        });
        if (spot) {
          const surcharges = [['DTHC', 0, 'USD', 'COL']];
          rateId++;
          await sink.add('rates', {
            id: rateId,
            routeId,
            pol: pol.code,
            pod: pod.code,
            carrierScac: carrier.scac,
            containerType: type,
            etdDate,
            etd: iso(etd),
            eta: iso(eta),
            transitDays,
            transshipments: legs.length - 1,
            validFrom,
            validTo: iso(fco).slice(0, 10),
            currency: 'USD',
            surcharges: JSON.stringify(surcharges),
            oceanFreight: price,
            allIn: price,
            routeCode,
            serviceCode: main.serviceCode,
            vesselName: main.vessel.name,
            voyageNumber: main.voyageNumber,
            isSpot: 1,
          });
        }
      }
    }
    if (legs.length === 1 && etd > now - 60 * DAY && etd < now + 14 * DAY) {
      shipmentCandidates.push({
        routeId,
        pol: pol.code,
        pod: pod.code,
        carrier,
        serviceCode: main.serviceCode,
        vesselImo: main.vessel.imo,
        vesselName: main.vessel.name,
        voyageNumber: main.voyageNumber,
        etd,
        eta,
        plannedEtd: first.from.plannedDeparture,
        plannedEta: last.to.plannedArrival,
      });
    }
  };

  for (const [templateIndex, template] of templates.entries()) {
    const ports = [...template.outbound, ...template.inbound].map((code) => placeByCode.get(code)!);
    const carriers = pickCarriers(random, templateIndex, scale.carriersPerLoop);
    for (const [carrierIndex, carrier] of carriers.entries()) {
      const serviceCode = `${template.code}${carrierIndex + 1}`;
      const serviceName = `${template.nameEn} ${carrierIndex + 1}`;
      await sink.add('services', {
        id: `${carrier.scac}-${serviceCode}`,
        carrierScac: carrier.scac,
        code: serviceCode,
        nameEn: serviceName,
        nameCn: `${template.nameCn}${carrierIndex + 1}`,
        tradeLane: template.tradeLane,
      });
      const dayOffset = random.int(0, 6);
      let rotationDays = 0;
      for (let index = 0; index < ports.length; index++) {
        rotationDays += sailDays(ports[index]!, ports[(index + 1) % ports.length]!, template.routing) + 1;
      }
      const fleet = Array.from({ length: Math.ceil(rotationDays / 7) }, () => {
        const prefix = VESSEL_PREFIX[carrier.scac] ?? carrier.nameEn.split(' ')[0]!.toUpperCase();
        let name = `${prefix} ${random.pick(VESSEL_WORDS)}`;
        for (let n = 2; usedVesselNames.has(name); n++) name = `${prefix} ${random.pick(VESSEL_WORDS)} ${n}`;
        usedVesselNames.add(name);
        vesselIndex++;
        const vessel = { imo: makeImo(930_000 + vesselIndex), name, flag: random.pick(FLAGS) };
        const teu =
          template.tradeLane === 'Intra-Asia'
            ? random.int(10, 30) * 100
            : template.tradeLane === 'Asia-Europe'
              ? random.int(140, 240) * 100
              : random.int(40, 150) * 100;
        const callSign = `${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}${random.int(100, 999)}`;
        return { ...vessel, teu, callSign, added: false };
      });

      for (let week = -scale.weeksBefore; week < scale.weeksAfter; week++) {
        const vessel = fleet[((week % fleet.length) + fleet.length) % fleet.length]!;
        if (!vessel.added) {
          vessel.added = true;
          await sink.add('vessels', {
            imo: vessel.imo,
            name: vessel.name,
            flag: vessel.flag,
            callSign: vessel.callSign,
            operatorScac: carrier.scac,
            teu: vessel.teu,
          });
        }
        const firstDate = addDays(anchorMonday, week * 7 + dayOffset);
        const { year, week: weekNumber } = isoWeek(firstDate);
        const stem = `${String(year).slice(2)}${String(weekNumber).padStart(2, '0')}`;
        const outboundNumber = `${stem}${template.directions[0]}`;
        const inboundNumber = `${stem}${template.directions[1]}`;
        voyageId++;
        await sink.add('voyages', {
          id: voyageId,
          serviceId: `${carrier.scac}-${serviceCode}`,
          vesselImo: vessel.imo,
          voyageNumber: outboundNumber,
          returnVoyageNumber: inboundNumber,
        });

        const calls: Call[] = [];
        let delayHours = random.int(-4, 10);
        let departure = localToInstant(firstDate, 20, ports[0]!.timeZone);
        for (const [index, place] of ports.entries()) {
          const plannedArrival =
            index === 0
              ? departure - 22 * HOUR
              : calls[index - 1]!.plannedDeparture +
                sailDays(ports[index - 1]!, place, template.routing) * DAY;
          const plannedDeparture = index === 0 ? departure : plannedArrival + random.int(16, 30) * HOUR;
          delayHours = Math.max(-12, delayHours + random.int(-6, 14));
          const arrival = plannedArrival + delayHours * HOUR;
          departure = plannedDeparture + delayHours * HOUR;
          const voyageNumber = index < template.outbound.length - 1 ? outboundNumber : inboundNumber;
          calls.push({
            place,
            voyageNumber,
            plannedArrival,
            plannedDeparture,
            arrival,
            departure,
            known: departure <= now,
          });
          portCallId++;
          const arrived = arrival <= now;
          const departed = departure <= now;
          await sink.add('portCalls', {
            id: portCallId,
            voyageId,
            sequence: index + 1,
            placeCode: place.code,
            voyageNumber,
            plannedArrival: iso(plannedArrival),
            plannedDeparture: iso(plannedDeparture),
            estimatedArrival: arrived ? null : iso(arrival),
            estimatedDeparture: departed ? null : iso(departure),
            actualArrival: arrived ? iso(arrival) : null,
            actualDeparture: departed ? iso(departure) : null,
            statusCode: null,
          });
        }

        const vesselInfo = { imo: vessel.imo, name: vessel.name, flag: vessel.flag };
        const halves = [
          [0, template.outbound.length - 1],
          [template.outbound.length - 1, ports.length - 1],
        ] as const;
        for (const [start, end] of halves) {
          for (let from = start; from < end; from++) {
            let km = 0;
            for (let to = from + 1; to <= end; to++) {
              km += seaKm(calls[to - 1]!.place, calls[to]!.place, template.routing);
              const a = calls[from]!;
              const b = calls[to]!;
              if (a.place.code === b.place.code || (isChina(a.place.code) && isChina(b.place.code))) continue;
              await addRoute(
                template,
                carrier,
                { code: serviceCode, name: serviceName },
                [
                  {
                    mode: 'VESSEL',
                    from: a,
                    to: b,
                    vessel: vesselInfo,
                    voyageNumber: a.voyageNumber,
                    serviceCode,
                    serviceName,
                  },
                ],
                km,
              );
            }
          }
        }

        // China feeder or barge into the first hub the mainline calls at, then the mainline onwards.
        const hubIndex = calls.findIndex(
          (call, index) => index < template.outbound.length && FEEDERS[call.place.code] !== undefined,
        );
        if (hubIndex >= 0) {
          const hub = calls[hubIndex]!;
          const feeders = FEEDERS[hub.place.code]!.filter(([code]) => !template.outbound.includes(code));
          const chosen =
            feeders.length <= 1
              ? feeders
              : [random.pick(feeders), random.pick(feeders)].filter(
                  (item, index, list) => list.indexOf(item) === index,
                );
          for (const [feederCode, mode] of chosen) {
            const feederPlace = placeByCode.get(feederCode)!;
            const hubArrival = hub.departure - random.int(40, 60) * HOUR;
            const feederDeparture =
              hubArrival - Math.max(0.5, distanceKm(feederPlace, hub.place) / 400) * DAY - 12 * HOUR;
            const feederCall: Call = {
              place: feederPlace,
              voyageNumber: `${stem}F`,
              plannedArrival: feederDeparture - 20 * HOUR,
              plannedDeparture: feederDeparture,
              arrival: feederDeparture - 20 * HOUR,
              departure: feederDeparture,
              known: feederDeparture <= now,
            };
            const hubCall: Call = { ...hub, arrival: hubArrival, plannedArrival: hubArrival };
            const feederVessel = {
              imo: mode === 'VESSEL' ? makeImo(860_000 + (vesselIndex % 9_000) + random.int(0, 999)) : '',
              name: `${mode === 'BARGE' ? 'BARGE' : 'FEEDER'} ${feederPlace.nameEn.toUpperCase()} ${random.int(1, 9)}`,
              flag: 'CN',
            };
            let km = distanceKm(feederPlace, hub.place) * 1.3;
            for (let to = hubIndex + 1; to < template.outbound.length; to++) {
              km += seaKm(calls[to - 1]!.place, calls[to]!.place, template.routing);
              const destination = calls[to]!;
              if (isChina(destination.place.code)) continue;
              await addRoute(
                template,
                carrier,
                { code: serviceCode, name: serviceName },
                [
                  {
                    mode,
                    from: feederCall,
                    to: hubCall,
                    vessel: feederVessel,
                    voyageNumber: `${stem}F`,
                    serviceCode: `${feederCode.slice(2)}F`,
                    serviceName: `${feederPlace.nameEn} feeder`,
                  },
                  {
                    mode: 'VESSEL',
                    from: hub,
                    to: destination,
                    vessel: vesselInfo,
                    voyageNumber: hub.voyageNumber,
                    serviceCode,
                    serviceName,
                  },
                ],
                km,
              );
            }
          }
        }
      }
    }
    log(
      `template ${template.code}: ${sink.counts.sailing_routes ?? 0} routes, ${sink.counts.rates ?? 0} rates so far`,
    );
  }

  await generateShipments({ sink, random, now }, scale.shipments, shipmentCandidates);
  await generateCustomsDocuments({ sink, random, now }, scale.customsDocuments);
  await generateNetwork(sink, templates);

  await sink.add('freightMeta', {
    key: 'scale',
    value: scale.name,
  });
  await sink.add('freightMeta', {
    key: 'generatedFor',
    value: iso(now),
  });
  await sink.flushAll();
  log(`done: ${JSON.stringify(sink.counts)}`);
  return sink.counts;
};
