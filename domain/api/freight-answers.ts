/** What the freight calls answer in `data` (docs/freight.md for each endpoint): runtime schemas and their types. */
import * as v from 'valibot';
import { SPACE_AVAILABILITY_LEVELS, SPACE_KINDS } from '../constants.ts';
import { EVENT_TYPES, PAYMENT_TERMS } from '../freight/codes.ts';
import { type FreightMessageId, freightMessages } from '../freight/messages.ts';
import { SURCHARGE_BASES } from '../freight/rate-card.ts';

const PageFields = v.strictObject({
  total: v.number(),
  pageNo: v.number(),
  pageSize: v.number(),
  /** Generated demonstration data (pages label it as such). */
  demoData: v.boolean(),
});
export type Page<T> = { list: T[] } & v.InferOutput<typeof PageFields>;
export const pageOf = <TItem extends v.GenericSchema>(item: TItem) =>
  v.strictObject({ list: v.array(item), ...PageFields.entries });

export const PlaceRef = v.strictObject({
  code: v.string(),
  nameEn: v.string(),
  nameCn: v.string(),
  country: v.string(),
  kind: v.picklist(['seaport', 'rail', 'inland']),
  /** IANA zone; for a place known only from an imported route, the publisher's offset there (`-07:00`). */
  timeZone: v.string(),
  /** Null for a place known only from an imported route (DCSA locations carry no coordinates). */
  lat: v.nullable(v.number()),
  lon: v.nullable(v.number()),
});
export type PlaceRef = v.InferOutput<typeof PlaceRef>;

/** A place the reference data does not know: its UN/LOCODE only. */
export const PlaceCode = v.strictObject({ code: v.string() });
export const PlaceOrCode = v.union([PlaceRef, PlaceCode]);

/** A code with its names in both languages (customs office, trade mode, network operator). */
export const NamedCode = v.strictObject({ code: v.string(), nameCn: v.string(), nameEn: v.string() });
export type NamedCode = v.InferOutput<typeof NamedCode>;

export const CarrierRef = v.strictObject({ scac: v.string(), nameEn: v.string(), nameCn: v.string() });
export type CarrierRef = v.InferOutput<typeof CarrierRef>;

/** A carrier of webfclfreight/listCarriers: whether the schedules know its sailings. */
export const CarrierListing = v.strictObject({ ...CarrierRef.entries, schedules: v.boolean() });
export type CarrierListing = v.InferOutput<typeof CarrierListing>;

export const RATE_GATE_MESSAGES = [
  'loginToViewRates',
  'certifyToViewRates',
] as const satisfies readonly FreightMessageId[];
export type RateGateMessage = (typeof RATE_GATE_MESSAGES)[number];
const RateGate = v.nullable(v.picklist(RATE_GATE_MESSAGES));

/**
 * Spec §6: prices are for certified customers, staff, or anyone signed in under the public-FCL
 * flag (domain/access.ts). Answers that carry prices say whether this viewer sees them; when not,
 * every price field is null and the gate names the message (log in, or certify) shown instead.
 */
export const PriceGate = v.strictObject({
  gate: RateGate,
  /** The gate's message in the request's language; null when prices show. */
  gateMessage: v.nullable(v.string()),
});
export type PriceGate = v.InferOutput<typeof PriceGate>;

export type GatedPage<T> = Page<T> & PriceGate;
export const gatedPageOf = <TItem extends v.GenericSchema>(item: TItem) =>
  v.strictObject({ ...pageOf(item).entries, ...PriceGate.entries });

export const Surcharge = v.strictObject({
  code: v.string(),
  nameCn: v.string(),
  nameEn: v.string(),
  amount: v.number(),
  currency: v.string(),
  /** PRE prepaid, COL collect. */
  paymentTerm: v.picklist(PAYMENT_TERMS),
  /** Per container or per bill of lading (a rate card's charge); absent in quotations saved before. */
  basis: v.optional(v.picklist(SURCHARGE_BASES)),
});
export type Surcharge = v.InferOutput<typeof Surcharge>;

export const CutOff = v.strictObject({
  /** DCSA cutOffDateTimeCode (DCO, VCO, FCO, ...). */
  code: v.string(),
  nameCn: v.string(),
  nameEn: v.string(),
  /** Local time at the port of loading with its offset. */
  dateTime: v.string(),
});
export type CutOff = v.InferOutput<typeof CutOff>;

export const RateDetail = v.strictObject({
  oceanFreight: v.number(),
  surcharges: v.array(Surcharge),
  validFrom: v.string(),
  validTo: v.string(),
  cutOffs: v.array(CutOff),
});
export type RateDetail = v.InferOutput<typeof RateDetail>;

export const RateRow = v.strictObject({
  rateId: v.number(),
  pol: PlaceRef,
  pod: PlaceRef,
  carrier: CarrierRef,
  containerType: v.string(),
  /** Local times at the POL / POD with offsets. */
  etd: v.string(),
  eta: v.string(),
  etdDate: v.string(),
  transitDays: v.number(),
  transshipments: v.number(),
  routeCode: v.string(),
  serviceCode: v.string(),
  vesselName: v.string(),
  voyageNumber: v.string(),
  currency: v.string(),
  /** Null behind the gate. */
  allIn: v.nullable(v.number()),
  /** The buy price behind `allIn`, for staff only (domain/freight/sell-price.ts); never a customer's. */
  buyAllIn: v.optional(v.number()),
  isSpot: v.boolean(),
  /** Null when the viewer passes the rate gate; otherwise which message the row shows. */
  gate: RateGate,
  detail: v.nullable(RateDetail),
});
export type RateRow = v.InferOutput<typeof RateRow>;

export const RateSearchResult = gatedPageOf(RateRow);
export type RateSearchResult = v.InferOutput<typeof RateSearchResult>;

export const InventoryLine = v.strictObject({
  containerType: v.string(),
  capacity: v.number(),
  remaining: v.number(),
  /** Null behind the gate. */
  price: v.nullable(v.number()),
  currency: v.string(),
  level: v.picklist(SPACE_AVAILABILITY_LEVELS),
  bookable: v.boolean(),
});
export type InventoryLine = v.InferOutput<typeof InventoryLine>;

export const SpaceSailing = v.strictObject({
  sailingId: v.number(),
  routeId: v.number(),
  kind: v.picklist(SPACE_KINDS),
  loadingGuarantee: v.boolean(),
  pol: PlaceRef,
  pod: PlaceRef,
  carrier: CarrierRef,
  serviceCode: v.string(),
  routeCode: v.string(),
  vesselName: v.string(),
  voyageNumber: v.string(),
  etd: v.string(),
  eta: v.string(),
  etdDate: v.string(),
  /** ISO weekday of the ETD: 1 Monday ... 7 Sunday. */
  etdWeekday: v.number(),
  transitDays: v.number(),
  cutOff: v.string(),
  stopped: v.boolean(),
  level: v.picklist(SPACE_AVAILABILITY_LEVELS),
  /** The lowest bookable price; null behind the gate or when nothing is bookable. */
  minPrice: v.nullable(v.number()),
  currency: v.string(),
  inventory: v.array(InventoryLine),
});
export type SpaceSailing = v.InferOutput<typeof SpaceSailing>;

/** CS 1.0.3 receipt / delivery types: container yard, store door, container freight station. */
export const SERVICE_TYPES = ['CY', 'SD', 'CFS'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** CS 1.0.3 `Location`: any of an address, address lines, a UN/LOCODE or a facility. */
export const DcsaLocation = v.strictObject({
  locationName: v.optional(v.string()),
  facilityName: v.optional(v.string()),
  address: v.optional(
    v.strictObject({
      street: v.string(),
      streetNumber: v.optional(v.string()),
      floor: v.optional(v.string()),
      postCode: v.optional(v.string()),
      city: v.string(),
      stateRegion: v.optional(v.string()),
      countryCode: v.string(),
    }),
  ),
  addressLines: v.optional(v.array(v.string())),
  UNLocationCode: v.optional(v.string()),
  facility: v.optional(
    v.strictObject({ facilityCode: v.string(), facilityCodeListProvider: v.picklist(['BIC', 'SMDG']) }),
  ),
});
export type DcsaLocation = v.InferOutput<typeof DcsaLocation>;

/** CS 1.0.3 place of receipt / delivery. */
export const DcsaPlace = v.strictObject({
  facilityTypeCode: v.string(),
  location: DcsaLocation,
  dateTime: v.string(),
});
export type DcsaPlace = v.InferOutput<typeof DcsaPlace>;

const DcsaCutOff = v.strictObject({ cutOffDateTimeCode: v.string(), cutOffDateTime: v.string() });

/** DCSA Commercial Schedules 1.0.3 PointToPoint plus the portal's summary fields. */
export const PointToPointRoute = v.strictObject({
  id: v.number(),
  carrier: CarrierRef,
  pol: PlaceRef,
  pod: PlaceRef,
  serviceCode: v.string(),
  serviceName: v.string(),
  serviceNameCn: v.string(),
  vesselName: v.string(),
  vesselImo: v.string(),
  voyageNumber: v.string(),
  etd: v.string(),
  eta: v.string(),
  transitTime: v.number(),
  transshipments: v.number(),
  source: v.picklist(['demo', 'dcsa']),
  /** As published for an imported route (facility type, address or facility); the ports for a generated one. */
  placeOfReceipt: DcsaPlace,
  placeOfDelivery: DcsaPlace,
  /** As published (null when the carrier sent none); CY for generated routes. */
  receiptTypeAtOrigin: v.nullable(v.picklist(SERVICE_TYPES)),
  deliveryTypeAtDestination: v.nullable(v.picklist(SERVICE_TYPES)),
  cutOffTimes: v.array(DcsaCutOff),
  /** As published (null when the carrier sent none); 1 for generated routes. */
  solutionNumber: v.nullable(v.number()),
  /** The carrier's routing reference, quoted at booking (null when it sent none); `R{id}` for generated routes. */
  routingReference: v.nullable(v.string()),
  /** DCSA Leg[] as stored (generated or imported). */
  legs: v.array(v.unknown()),
  /**
   * The known places the legs name, for their names in both languages (a DCSA location carries one
   * `locationName`); a place the portal does not know is not listed, and the leg shows its code.
   */
  legPlaces: v.array(PlaceRef),
});
export type PointToPointRoute = v.InferOutput<typeof PointToPointRoute>;

export const SpaceSailingDetail = v.strictObject({
  ...SpaceSailing.entries,
  ...PriceGate.entries,
  schedule: v.nullable(PointToPointRoute),
});
export type SpaceSailingDetail = v.InferOutput<typeof SpaceSailingDetail>;

export const VesselPortCall = v.strictObject({
  sequence: v.number(),
  place: PlaceOrCode,
  voyageNumber: v.string(),
  plannedArrival: v.string(),
  plannedDeparture: v.string(),
  estimatedArrival: v.nullable(v.string()),
  estimatedDeparture: v.nullable(v.string()),
  actualArrival: v.nullable(v.string()),
  actualDeparture: v.nullable(v.string()),
  statusCode: v.nullable(v.string()),
});
export type VesselPortCall = v.InferOutput<typeof VesselPortCall>;

export const VesselVoyage = v.strictObject({
  vessel: v.strictObject({
    imo: v.string(),
    name: v.string(),
    flag: v.string(),
    callSign: v.string(),
    operator: v.nullable(CarrierRef),
    teu: v.number(),
  }),
  serviceCode: v.string(),
  serviceName: v.string(),
  serviceNameCn: v.string(),
  voyageNumber: v.string(),
  returnVoyageNumber: v.string(),
  calls: v.array(VesselPortCall),
});
export type VesselVoyage = v.InferOutput<typeof VesselVoyage>;

export const Milestone = v.strictObject({
  eventType: v.picklist(EVENT_TYPES),
  /** The DCSA event type code (GTIN, LOAD, DEPA, ISSU...). */
  code: v.string(),
  nameCn: v.string(),
  nameEn: v.string(),
  equipmentReference: v.nullable(v.string()),
  emptyIndicator: v.nullable(v.string()),
  /**
   * A shipment event's document: DCSA documentTypeCode with its names, and documentID as published
   * (a booking and a transport document are both "Drafted").
   */
  documentType: v.nullable(NamedCode),
  documentId: v.nullable(v.string()),
  location: v.nullable(PlaceOrCode),
  modeOfTransport: v.nullable(v.string()),
  vesselName: v.nullable(v.string()),
  voyageNumber: v.nullable(v.string()),
  /**
   * Local times with offsets (PLN / EST / ACT): as the publisher wrote them for imported events
   * (their offset is the local one by DCSA's definition), in the place's zone for generated ones and
   * for imported times written in UTC at a place whose zone is known.
   */
  planned: v.nullable(v.string()),
  estimated: v.nullable(v.string()),
  actual: v.nullable(v.string()),
  status: v.picklist(['done', 'expected']),
});
export type Milestone = v.InferOutput<typeof Milestone>;

export const TrackedShipment = v.strictObject({
  bookingNumber: v.string(),
  blNumber: v.string(),
  carrier: v.nullable(CarrierRef),
  pol: v.nullable(PlaceOrCode),
  pod: v.nullable(PlaceOrCode),
  vesselName: v.string(),
  voyageNumber: v.string(),
  etd: v.nullable(v.string()),
  eta: v.nullable(v.string()),
  containers: v.array(
    v.strictObject({ containerNumber: v.string(), containerType: v.string(), isoEquipmentCode: v.string() }),
  ),
});

export const TrackingResult = v.strictObject({
  input: v.string(),
  number: v.string(),
  type: v.nullable(v.picklist(['container', 'billOfLading', 'booking'])),
  status: v.picklist(['found', 'notFound', 'invalid']),
  problem: v.nullable(v.picklist(Object.keys(freightMessages) as FreightMessageId[])),
  message: v.nullable(v.string()),
  shipment: v.nullable(TrackedShipment),
  milestones: v.array(Milestone),
});
export type TrackingResult = v.InferOutput<typeof TrackingResult>;

export const PlannerLeg = v.strictObject({
  mode: v.picklist(['TRUCK', 'RAIL', 'BARGE', 'VESSEL']),
  from: PlaceRef,
  to: PlaceRef,
  days: v.number(),
  /** Estimated USD; null behind the gate. */
  cost: v.nullable(v.number()),
  distanceKm: v.number(),
  /** Rail, barge and truck operators by name; a sea leg's code is its carriers' SCACs (MAEU,MSCU). */
  operator: NamedCode,
});
export type PlannerLeg = v.InferOutput<typeof PlannerLeg>;

export const PlannerOption = v.strictObject({
  rank: v.number(),
  totalDays: v.number(),
  /** Null behind the gate. */
  totalCost: v.nullable(v.number()),
  currency: v.literal('USD'),
  co2Kg: v.number(),
  transfers: v.number(),
  modes: v.array(v.string()),
  legs: v.array(PlannerLeg),
});
export type PlannerOption = v.InferOutput<typeof PlannerOption>;

export const PlanResult = v.strictObject({
  ...PriceGate.entries,
  /** Ranking by cost is ranking by price: behind the gate the options are ranked by time. */
  rankBy: v.picklist(['time', 'cost']),
  options: v.array(PlannerOption),
  demoData: v.boolean(),
});
export type PlanResult = v.InferOutput<typeof PlanResult>;

export const SeaRailRoute = v.strictObject({
  direction: v.picklist(['export', 'import']),
  origin: PlaceRef,
  transferPort: PlaceRef,
  destination: PlaceRef,
  totalDays: v.number(),
  /** Null behind the gate. */
  totalCost: v.nullable(v.number()),
  currency: v.literal('USD'),
  legs: v.array(PlannerLeg),
});
export type SeaRailRoute = v.InferOutput<typeof SeaRailRoute>;

export const CustomsRecord = v.strictObject({
  customerNo: v.string(),
  blNumber: v.string(),
  vesselName: v.string(),
  voyageNumber: v.string(),
  tradeMode: NamedCode,
  goodsNameCn: v.string(),
  goodsNameEn: v.string(),
  packages: v.number(),
  grossWeightKg: v.number(),
});
export type CustomsRecord = v.InferOutput<typeof CustomsRecord>;

/**
 * A pre-recorded customs document. The search is public (spec §1), but everyone sees only the
 * document (entry) number, its status, the customs office and the date; the full record is for
 * its owner and staff (domain/access.ts mayReadCustomsRecord).
 */
export const CustomsDocument = v.strictObject({
  id: v.number(),
  entryNo: v.string(),
  /** The customs office (关区) the declaration was lodged at. */
  declarePort: NamedCode,
  status: v.picklist(['declared', 'inspection', 'released', 'cleared']),
  declaredAt: v.string(),
  /** Null unless the viewer may read the full record. */
  record: v.nullable(CustomsRecord),
});
export type CustomsDocument = v.InferOutput<typeof CustomsDocument>;

export const QuotationLine = v.strictObject({
  rateId: v.number(),
  quantity: v.number(),
  unitPrice: v.number(),
  amount: v.number(),
  rate: RateRow,
});
export type QuotationLine = v.InferOutput<typeof QuotationLine>;

export const Quotation = v.strictObject({
  id: v.string(),
  quotationNo: v.string(),
  total: v.number(),
  currency: v.string(),
  remark: v.string(),
  validTo: v.string(),
  createdAt: v.string(),
  lines: v.array(QuotationLine),
});
export type Quotation = v.InferOutput<typeof Quotation>;

export const ImportResult = v.strictObject({
  kind: v.picklist(['tntEvents', 'csPointToPoint']),
  received: v.number(),
  inserted: v.number(),
  updated: v.number(),
  unchanged: v.number(),
});
export type ImportResult = v.InferOutput<typeof ImportResult>;

/** Whether any row of each kind of freight data is published (domain/freight/published.ts). */
export const PublishedFreight = v.strictObject({
  rates: v.boolean(),
  space: v.boolean(),
  sailings: v.boolean(),
  tracking: v.boolean(),
  network: v.boolean(),
  customs: v.boolean(),
});
