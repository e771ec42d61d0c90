/**
 * Tables of the freight area (places, carriers, sailings, rates, space, shipments, customs documents).
 * Times are ISO-8601 UTC text (`2025-01-14T08:21:00.000Z`), calendar dates `yyyy-MM-dd` (the local
 * date at the port), JSON documents text, flags integers: the same on SQLite and PostgreSQL.
 */
import type { Generated, Insertable, Selectable } from 'kysely';

export interface PlacesTable {
  /** UN/LOCODE. */
  code: string;
  nameEn: string;
  nameCn: string;
  country: string;
  /** seaport | rail | inland */
  kind: string;
  timeZone: string;
  lat: number;
  lon: number;
}

export interface CarriersTable {
  scac: string;
  nameEn: string;
  nameCn: string;
  /** Publishes schedules (1) or is tracked only (0). */
  schedules: number;
  spot: number;
}

export interface ServicesTable {
  /** `${carrierScac}-${code}` */
  id: string;
  carrierScac: string;
  code: string;
  nameEn: string;
  nameCn: string;
  tradeLane: string;
}

export interface VesselsTable {
  imo: string;
  name: string;
  flag: string;
  callSign: string;
  operatorScac: string;
  teu: number;
}

export interface VoyagesTable {
  id: number;
  serviceId: string;
  vesselImo: string;
  /** Carrier export voyage number of the outbound half, e.g. 2419W. */
  voyageNumber: string;
  /** The voyage number of the return half, e.g. 2419E. */
  returnVoyageNumber: string;
}

export interface PortCallsTable {
  id: number;
  voyageId: number;
  sequence: number;
  placeCode: string;
  voyageNumber: string;
  plannedArrival: string;
  plannedDeparture: string;
  estimatedArrival: string | null;
  estimatedDeparture: string | null;
  actualArrival: string | null;
  actualDeparture: string | null;
  /** OVS port call status code (OMIT, ADHO...), null for a normal call. */
  statusCode: string | null;
}

/** Point-to-point sailings in the DCSA Commercial Schedules shape (generated or imported). */
export interface SailingRoutesTable {
  id: Generated<number>;
  /** Identity for idempotent imports: POL, POD, departure and the legs' vessels and voyages. */
  routeKey: string;
  pol: string;
  pod: string;
  carrierScac: string;
  serviceCode: string;
  serviceName: string;
  vesselImo: string;
  vesselName: string;
  voyageNumber: string;
  etd: string;
  eta: string;
  etdDate: string;
  etdWeekday: number;
  transitDays: number;
  transshipments: number;
  /** JSON: DCSA CS Leg[] */
  legs: string;
  /** JSON: DCSA CS CutOffTime[] */
  cutOffs: string;
  /** Free days at the port of discharge before demurrage (migration 0015; 7 when the source has none). */
  freeDaysAtDestination: Generated<number>;
  /** demo | dcsa */
  source: string;
  /** Imported: the place of receipt's UN/LOCODE when it is not the port of loading (migration 0018). */
  receiptCode: string | null;
  /** Imported: the place of delivery's UN/LOCODE when it is not the port of discharge. */
  deliveryCode: string | null;
  /** Imported: JSON `PublishedRoute`, the route's own fields as published; null on generated routes. */
  published: string | null;
}

/** A UN/LOCODE an imported route names that the reference places do not know (migration 0018). */
export interface ImportedPlacesTable {
  code: string;
  /** The `locationName` it was first published with. */
  name: string;
  country: string;
  /** seaport (a vessel or barge leg calls there) | inland */
  kind: string;
  /** The publisher's UTC offset there (`-07:00`): the place's zone is not known. */
  timeZone: string;
}

/**
 * The rates search index (spec section 6): one row per sailing and container type. A rate card's
 * revision gives a row for each sailing it applies to (migration 0040); generated demo rows have no card.
 */
export interface RatesTable {
  /** Named by the demo generator, taken from the table for a card's rows. */
  id: Generated<number>;
  routeId: number;
  pol: string;
  pod: string;
  carrierScac: string;
  containerType: string;
  etdDate: string;
  etd: string;
  eta: string;
  transitDays: number;
  transshipments: number;
  validFrom: string;
  validTo: string;
  currency: string;
  /** JSON: { code, amount, currency, paymentTerm }[] without the ocean freight. */
  surcharges: string;
  oceanFreight: number;
  allIn: number;
  routeCode: string;
  serviceCode: string;
  vesselName: string;
  voyageNumber: string;
  isSpot: number;
  /** The tenant whose price this is (demo rows: the default tenant). */
  companyId: Generated<number>;
  rateCardId: number | null;
  revisionId: number | null;
  /** The revision's version: its rows are in force while it is the latest (./repositories/rate-offers.ts). */
  versionId: number | null;
}

export interface SpaceSailingsTable {
  /** Generated rows give their ids; a release takes the next (migration 0038). */
  id: Generated<number>;
  /** The tenant whose space it is (migration 0038; the generated demo rows: the demo tenant). */
  companyId: Generated<number>;
  /** When staff released it (ISO); null on generated demo rows. */
  releasedAt: string | null;
  routeId: number;
  pol: string;
  pod: string;
  carrierScac: string;
  serviceCode: string;
  vesselName: string;
  voyageNumber: string;
  etd: string;
  eta: string;
  etdDate: string;
  etdWeekday: number;
  transitDays: number;
  routeCode: string;
  /** guarantee (SPOT with a loading guarantee) | existing (现舱) */
  kind: string;
  stopped: number;
  /** FCL delivery cut-off (DCSA FCO). */
  cutOff: string;
  currency: string;
}

export interface SpaceInventoryTable {
  sailingId: number;
  containerType: string;
  capacity: number;
  remaining: number;
  price: number;
  /** The release's allowance per customer account (migration 0038); null: SPACE_ALLOWANCE_PER_SAILING. */
  allowance: number | null;
}

/** One change of released space (migration 0038): who, when, what, and the quantity before and after. */
export interface SpaceReleaseChangesTable {
  id: Generated<number>;
  companyId: number;
  sailingId: number;
  userId: number;
  changedAt: string;
  /** domain/freight/space-release.ts ReleaseAction */
  action: string;
  containerType: string | null;
  quantityBefore: number | null;
  quantityAfter: number | null;
}

export interface ShipmentsTable {
  id: number;
  bookingNumber: string;
  blNumber: string;
  carrierScac: string;
  pol: string;
  pod: string;
  vesselName: string;
  vesselImo: string;
  voyageNumber: string;
  etd: string;
  eta: string;
  routeId: number | null;
}

export interface ShipmentContainersTable {
  containerNumber: string;
  shipmentId: number;
  containerType: string;
  isoEquipmentCode: string;
  sealNumber: string;
}

/** DCSA Track & Trace 2.2 events, flattened; the references are what tracking looks up. */
export interface TrackingEventsTable {
  eventId: string;
  eventType: string;
  eventClassifierCode: string;
  /** shipmentEventTypeCode, transportEventTypeCode or equipmentEventTypeCode. */
  typeCode: string;
  eventDateTime: string;
  eventCreatedDateTime: string;
  unLocationCode: string | null;
  facilityTypeCode: string | null;
  modeOfTransport: string | null;
  vesselImo: string | null;
  vesselName: string | null;
  voyageNumber: string | null;
  serviceCode: string | null;
  transportCallId: string | null;
  equipmentReference: string | null;
  isoEquipmentCode: string | null;
  emptyIndicatorCode: string | null;
  documentTypeCode: string | null;
  documentId: string | null;
  bookingReference: string | null;
  transportDocumentReference: string | null;
  /** demo | dcsa */
  source: string;
  /** The offset the publisher wrote eventDateTime with (`+08:30`, `Z`); null for generated events (0019). */
  eventOffset: string | null;
  /** bookingReference and transportDocumentReference as tracking matches them (`normaliseReference`, 0019). */
  bookingKey: string | null;
  documentKey: string | null;
  /** documentId as tracking matches it, for a shipment event of any document type (0043). */
  documentIdKey: string | null;
}

export interface CustomsDocumentsTable {
  id: number;
  customerNo: string;
  entryNo: string;
  blNumber: string;
  vesselName: string;
  voyageNumber: string;
  declarePort: string;
  tradeMode: string;
  goodsNameCn: string;
  goodsNameEn: string;
  packages: number;
  grossWeightKg: number;
  status: string;
  declaredAt: string;
  /** The company (tenant) the document was filed with; its staff and certified customers read it in full. */
  companyId: Generated<number>;
}

export interface QuotationsTable {
  id: string;
  quotationNo: string;
  userId: number;
  companyId: number;
  rateId: number;
  /** JSON: the rate row with its breakdown as it was when saved. */
  snapshot: string;
  /** JSON: { containerType, quantity, unitPrice, amount }[] */
  lines: string;
  total: number;
  currency: string;
  remark: string;
  validTo: string;
  createdAt: string;
}

/** The last quotation number handed out per UTC day (`yyyyMMdd`), taken by one atomic upsert. */
export interface QuotationSequencesTable {
  day: string;
  lastValue: number;
}

export interface NetworkLinksTable {
  id: Generated<number>;
  fromCode: string;
  toCode: string;
  /** TRUCK | RAIL | BARGE | VESSEL */
  mode: string;
  days: number;
  cost: number;
  distanceKm: number;
  operator: string;
}

export interface FreightMetaTable {
  key: string;
  value: string;
}

export interface FreightSchema {
  places: PlacesTable;
  importedPlaces: ImportedPlacesTable;
  carriers: CarriersTable;
  services: ServicesTable;
  vessels: VesselsTable;
  voyages: VoyagesTable;
  portCalls: PortCallsTable;
  sailingRoutes: SailingRoutesTable;
  rates: RatesTable;
  spaceSailings: SpaceSailingsTable;
  spaceInventory: SpaceInventoryTable;
  spaceReleaseChanges: SpaceReleaseChangesTable;
  shipments: ShipmentsTable;
  shipmentContainers: ShipmentContainersTable;
  trackingEvents: TrackingEventsTable;
  customsDocuments: CustomsDocumentsTable;
  quotations: QuotationsTable;
  quotationSequences: QuotationSequencesTable;
  networkLinks: NetworkLinksTable;
  freightMeta: FreightMetaTable;
}

export type PlaceRow = Selectable<PlacesTable>;
export type SailingRouteRow = Selectable<SailingRoutesTable>;
export type RateRow = Selectable<RatesTable>;
export type TrackingEventRow = Selectable<TrackingEventsTable>;
export type NewTrackingEvent = Insertable<TrackingEventsTable>;
export type NewSailingRoute = Insertable<SailingRoutesTable>;
export type NewQuotation = Insertable<QuotationsTable>;
