/** Response payloads (`data`) of the freight API; see docs/freight.md for each endpoint. */
import type { SpaceAvailabilityLevel } from '../constants.ts';
import type { FreightMessageId } from '../freight/messages.ts';

export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
  /** Generated demonstration data (pages label it as such). */
  demoData: boolean;
}

export interface PlaceRef {
  code: string;
  nameEn: string;
  nameCn: string;
  country: string;
  kind: 'seaport' | 'rail' | 'inland';
  /** IANA zone; for a place known only from an imported route, the publisher's offset there (`-07:00`). */
  timeZone: string;
  /** Null for a place known only from an imported route (DCSA locations carry no coordinates). */
  lat: number | null;
  lon: number | null;
}

/** A code with its names in both languages (customs office, trade mode, network operator). */
export interface NamedCode {
  code: string;
  nameCn: string;
  nameEn: string;
}

export interface CarrierRef {
  scac: string;
  nameEn: string;
  nameCn: string;
}

export type RateGateMessage = Extract<FreightMessageId, 'loginToViewRates' | 'certifyToViewRates'>;

/**
 * Spec §6: prices are for certified customers, staff, or anyone signed in under the public-FCL
 * flag (domain/access.ts). Answers that carry prices say whether this viewer sees them; when not,
 * every price field is null and the gate names the message (log in, or certify) shown instead.
 */
export interface PriceGate {
  gate: RateGateMessage | null;
  /** The gate's message in the request's language; null when prices show. */
  gateMessage: string | null;
}

export type GatedPage<T> = Page<T> & PriceGate;

export interface Surcharge {
  code: string;
  nameCn: string;
  nameEn: string;
  amount: number;
  currency: string;
  /** PRE prepaid, COL collect. */
  paymentTerm: 'PRE' | 'COL';
}

export interface CutOff {
  /** DCSA cutOffDateTimeCode (DCO, VCO, FCO, ...). */
  code: string;
  nameCn: string;
  nameEn: string;
  /** Local time at the port of loading with its offset. */
  dateTime: string;
}

export interface RateDetail {
  oceanFreight: number;
  surcharges: Surcharge[];
  validFrom: string;
  validTo: string;
  cutOffs: CutOff[];
}

export interface RateRow {
  rateId: number;
  pol: PlaceRef;
  pod: PlaceRef;
  carrier: CarrierRef;
  containerType: string;
  /** Local times at the POL / POD with offsets. */
  etd: string;
  eta: string;
  etdDate: string;
  transitDays: number;
  transshipments: number;
  routeCode: string;
  serviceCode: string;
  vesselName: string;
  voyageNumber: string;
  currency: string;
  /** Null behind the gate. */
  allIn: number | null;
  isSpot: boolean;
  /** Null when the viewer passes the rate gate; otherwise which message the row shows. */
  gate: RateGateMessage | null;
  detail: RateDetail | null;
}

export type RateSearchResult = GatedPage<RateRow>;

export interface InventoryLine {
  containerType: string;
  capacity: number;
  remaining: number;
  /** Null behind the gate. */
  price: number | null;
  currency: string;
  level: SpaceAvailabilityLevel;
  bookable: boolean;
}

export interface SpaceSailing {
  sailingId: number;
  routeId: number;
  kind: 'guarantee' | 'existing';
  loadingGuarantee: boolean;
  pol: PlaceRef;
  pod: PlaceRef;
  carrier: CarrierRef;
  serviceCode: string;
  routeCode: string;
  vesselName: string;
  voyageNumber: string;
  etd: string;
  eta: string;
  etdDate: string;
  /** ISO weekday of the ETD: 1 Monday ... 7 Sunday. */
  etdWeekday: number;
  transitDays: number;
  cutOff: string;
  stopped: boolean;
  level: SpaceAvailabilityLevel;
  /** The lowest bookable price; null behind the gate or when nothing is bookable. */
  minPrice: number | null;
  currency: string;
  inventory: InventoryLine[];
}

export interface SpaceSailingDetail extends SpaceSailing, PriceGate {
  schedule: PointToPointRoute | null;
}

/** CS 1.0.3 receipt / delivery types: container yard, store door, container freight station. */
export type ServiceType = 'CY' | 'SD' | 'CFS';

/** CS 1.0.3 `Location`: any of an address, address lines, a UN/LOCODE or a facility. */
export interface DcsaLocation {
  locationName?: string;
  facilityName?: string;
  address?: {
    street: string;
    streetNumber?: string;
    floor?: string;
    postCode?: string;
    city: string;
    stateRegion?: string;
    countryCode: string;
  };
  addressLines?: string[];
  UNLocationCode?: string;
  facility?: { facilityCode: string; facilityCodeListProvider: 'BIC' | 'SMDG' };
}

/** CS 1.0.3 place of receipt / delivery. */
export interface DcsaPlace {
  facilityTypeCode: string;
  location: DcsaLocation;
  dateTime: string;
}

/** DCSA Commercial Schedules 1.0.3 PointToPoint plus the portal's summary fields. */
export interface PointToPointRoute {
  id: number;
  carrier: CarrierRef;
  pol: PlaceRef;
  pod: PlaceRef;
  serviceCode: string;
  serviceName: string;
  serviceNameCn: string;
  vesselName: string;
  vesselImo: string;
  voyageNumber: string;
  etd: string;
  eta: string;
  transitTime: number;
  transshipments: number;
  source: 'demo' | 'dcsa';
  /** As published for an imported route (facility type, address or facility); the ports for a generated one. */
  placeOfReceipt: DcsaPlace;
  placeOfDelivery: DcsaPlace;
  /** As published (null when the carrier sent none); CY for generated routes. */
  receiptTypeAtOrigin: ServiceType | null;
  deliveryTypeAtDestination: ServiceType | null;
  cutOffTimes: { cutOffDateTimeCode: string; cutOffDateTime: string }[];
  /** As published (null when the carrier sent none); 1 for generated routes. */
  solutionNumber: number | null;
  /** The carrier's routing reference, quoted at booking (null when it sent none); `R{id}` for generated routes. */
  routingReference: string | null;
  /** DCSA Leg[] as stored (generated or imported). */
  legs: unknown[];
  /**
   * The known places the legs name, for their names in both languages (a DCSA location carries one
   * `locationName`); a place the portal does not know is not listed, and the leg shows its code.
   */
  legPlaces: PlaceRef[];
}

export interface VesselPortCall {
  sequence: number;
  place: PlaceRef | { code: string };
  voyageNumber: string;
  plannedArrival: string;
  plannedDeparture: string;
  estimatedArrival: string | null;
  estimatedDeparture: string | null;
  actualArrival: string | null;
  actualDeparture: string | null;
  statusCode: string | null;
}

export interface VesselVoyage {
  vessel: {
    imo: string;
    name: string;
    flag: string;
    callSign: string;
    operator: CarrierRef | null;
    teu: number;
  };
  serviceCode: string;
  serviceName: string;
  serviceNameCn: string;
  voyageNumber: string;
  returnVoyageNumber: string;
  calls: VesselPortCall[];
}

export interface Milestone {
  eventType: 'SHIPMENT' | 'TRANSPORT' | 'EQUIPMENT';
  /** The DCSA event type code (GTIN, LOAD, DEPA, ISSU...). */
  code: string;
  nameCn: string;
  nameEn: string;
  equipmentReference: string | null;
  emptyIndicator: string | null;
  /**
   * A shipment event's document: DCSA documentTypeCode with its names, and documentID as published
   * (a booking and a transport document are both "Drafted").
   */
  documentType: NamedCode | null;
  documentId: string | null;
  location: PlaceRef | { code: string } | null;
  modeOfTransport: string | null;
  vesselName: string | null;
  voyageNumber: string | null;
  /**
   * Local times with offsets (PLN / EST / ACT): as the publisher wrote them for imported events
   * (their offset is the local one by DCSA's definition), in the place's zone for generated ones and
   * for imported times written in UTC at a place whose zone is known.
   */
  planned: string | null;
  estimated: string | null;
  actual: string | null;
  status: 'done' | 'expected';
}

export interface TrackingResult {
  input: string;
  number: string;
  type: 'container' | 'billOfLading' | 'booking' | null;
  status: 'found' | 'notFound' | 'invalid';
  problem: FreightMessageId | null;
  message: string | null;
  shipment: {
    bookingNumber: string;
    blNumber: string;
    carrier: CarrierRef | null;
    pol: PlaceRef | { code: string } | null;
    pod: PlaceRef | { code: string } | null;
    vesselName: string;
    voyageNumber: string;
    etd: string | null;
    eta: string | null;
    containers: { containerNumber: string; containerType: string; isoEquipmentCode: string }[];
  } | null;
  milestones: Milestone[];
}

export interface PlannerLeg {
  mode: 'TRUCK' | 'RAIL' | 'BARGE' | 'VESSEL';
  from: PlaceRef;
  to: PlaceRef;
  days: number;
  /** Estimated USD; null behind the gate. */
  cost: number | null;
  distanceKm: number;
  /** Rail, barge and truck operators by name; a sea leg's code is its carriers' SCACs (MAEU,MSCU). */
  operator: NamedCode;
}

export interface PlannerOption {
  rank: number;
  totalDays: number;
  /** Null behind the gate. */
  totalCost: number | null;
  currency: 'USD';
  co2Kg: number;
  transfers: number;
  modes: string[];
  legs: PlannerLeg[];
}

export interface PlanResult extends PriceGate {
  /** Ranking by cost is ranking by price: behind the gate the options are ranked by time. */
  rankBy: 'time' | 'cost';
  options: PlannerOption[];
  demoData: true;
}

export interface SeaRailRoute {
  direction: 'export' | 'import';
  origin: PlaceRef;
  transferPort: PlaceRef;
  destination: PlaceRef;
  totalDays: number;
  /** Null behind the gate. */
  totalCost: number | null;
  currency: 'USD';
  legs: PlannerLeg[];
}

/**
 * A pre-recorded customs document. The search is public (spec §1), but everyone sees only the
 * document (entry) number, its status, the customs office and the date; the full record is for
 * its owner and staff (domain/access.ts mayReadCustomsRecord).
 */
export interface CustomsDocument {
  id: number;
  entryNo: string;
  /** The customs office (关区) the declaration was lodged at. */
  declarePort: NamedCode;
  status: 'declared' | 'inspection' | 'released' | 'cleared';
  declaredAt: string;
  /** Null unless the viewer may read the full record. */
  record: CustomsRecord | null;
}

export interface CustomsRecord {
  customerNo: string;
  blNumber: string;
  vesselName: string;
  voyageNumber: string;
  tradeMode: NamedCode;
  goodsNameCn: string;
  goodsNameEn: string;
  packages: number;
  grossWeightKg: number;
}

export interface QuotationLine {
  rateId: number;
  quantity: number;
  unitPrice: number;
  amount: number;
  rate: RateRow;
}

export interface Quotation {
  id: string;
  quotationNo: string;
  total: number;
  currency: string;
  remark: string;
  validTo: string;
  createdAt: string;
  lines: QuotationLine[];
}

export interface ImportResult {
  kind: 'tntEvents' | 'csPointToPoint';
  received: number;
  inserted: number;
  updated: number;
  unchanged: number;
}
