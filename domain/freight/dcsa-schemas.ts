/**
 * Runtime schemas of the DCSA documents the importers take, after the reference OpenAPI documents
 * (shared/reference/dcsa): Track & Trace 2.2.0 events (shipmentEvent, transportEvent,
 * equipmentEvent of event domain 1.0.4) and Commercial Schedules 1.0.3 PointToPoint routes. Unknown extra
 * properties are allowed, as the standard allows them; what the portal stores is checked.
 */
import * as v from 'valibot';
import {
  DOCUMENT_REFERENCE_TYPES,
  DOCUMENT_TYPE_CODES,
  EMPTY_INDICATORS,
  EQUIPMENT_EVENT_TYPE_CODES,
  EVENT_CLASSIFIERS,
  TNT22_FACILITY_TYPE_CODES,
  TNT22_MODES_OF_TRANSPORT,
  TNT22_SHIPMENT_EVENT_TYPE_CODES,
  TRANSPORT_EVENT_TYPE_CODES,
} from './codes.ts';
import { CONTAINER_NUMBER_SHAPE, isValidContainerNumber, normaliseReference } from './container-number.ts';
import { isIsoDate } from './dates.ts';
import { countryOfUnLocode, isUnLocodeOfCountry, UN_LOCODE_PATTERN } from './identifiers.ts';

const DateTime = v.pipe(v.string(), v.isoTimestamp());
/** The DCSA pattern, and a country part that is an ISO 3166-1 country (both importers). */
const UnLocode = v.pipe(
  v.string(),
  v.regex(UN_LOCODE_PATTERN),
  v.check(
    isUnLocodeOfCountry,
    (issue) => `${countryOfUnLocode(String(issue.input))} is not an ISO 3166-1 country code`,
  ),
);
const keys = <T extends object>(record: T) =>
  Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];
const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/*
 * Track & Trace 2.2.0 events, one schema per component of its resolved OpenAPI document
 * (tests/fixtures/dcsa/tnt/TNT_v2.2.0-resolved.yaml, from the DCSA Conformance-Gateway). TNT 2.2.0
 * refers to event domain 1.0.4, not to the 2.0.2 in shared/reference (whose shipment events may
 * only be ACT). Required is exactly the component's `required` list and enums are its enums
 * (tests/server/freight/tnt-schemas.test.ts walks the YAML). An optional property sent as null
 * counts as absent: publishers built on DCSA's reference implementation (the CTK's samples) write
 * every absent property as null.
 */
const maybe = <T extends v.GenericSchema>(schema: T) => v.nullish(schema);

/**
 * An RFC 3339 date-time with its offset (2019-11-12T07:41:00+08:30, or Z) on a real day. Seconds
 * may be left out (2024-10-02T06:00+08:00, as ISO 8601 allows) and fractions have any length
 * (2022-07-26T13:04:09.267832Z); a time without an offset would be another instant per reader.
 */
const DCSA_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
export const isDcsaDateTime = (text: string): boolean => {
  const match = DCSA_DATE_TIME.exec(text);
  return match !== null && isIsoDate(match[1]!);
};
/** The offset a DCSA date-time was written with: `+08:30`, `-05:00` or `Z`. */
export const offsetOfDcsaDateTime = (text: string): string => DCSA_DATE_TIME.exec(text)?.[3] ?? 'Z';
const EventDateTime = v.pipe(
  v.string(),
  v.check(isDcsaDateTime, 'is not an ISO 8601 date-time with its offset (2019-11-12T07:41:00+08:30)'),
);

/** An equipment reference shaped like an ISO 6346 number must carry its check digit: tracking verifies it. */
const EquipmentReference = v.pipe(
  Text(15),
  v.check(
    (reference) =>
      !CONTAINER_NUMBER_SHAPE.test(normaliseReference(reference)) || isValidContainerNumber(reference),
    'has the ISO 6346 shape but a wrong check digit',
  ),
);

const DocumentReference = v.looseObject({
  documentReferenceType: maybe(v.picklist(DOCUMENT_REFERENCE_TYPES)),
  documentReferenceValue: maybe(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
});

const TntLocation = v.looseObject({
  locationName: maybe(Text(100)),
  UNLocationCode: maybe(UnLocode),
  facilityCode: maybe(Text(6)),
  facilityCodeListProvider: maybe(v.picklist(['BIC', 'SMDG'])),
});

const TntVessel = v.looseObject({
  vesselIMONumber: v.pipe(v.string(), v.regex(/^\d{7}$/)),
  vesselName: maybe(Text(35)),
  vesselOperatorCarrierCode: maybe(Text(10)),
  vesselOperatorCarrierCodeListProvider: maybe(v.picklist(['SMDG', 'NMFTA'])),
});

/** A call names one place: its UN/LOCODE and its location's, when both are given, agree. */
const TransportCall = v.pipe(
  v.looseObject({
    transportCallID: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    carrierServiceCode: maybe(Text(5)),
    carrierVoyageNumber: maybe(Text(50)),
    exportVoyageNumber: maybe(Text(50)),
    importVoyageNumber: maybe(Text(50)),
    UNLocationCode: maybe(UnLocode),
    facilityTypeCode: maybe(v.picklist(TNT22_FACILITY_TYPE_CODES)),
    modeOfTransport: v.picklist(TNT22_MODES_OF_TRANSPORT),
    location: maybe(TntLocation),
    vessel: maybe(TntVessel),
  }),
  v.check(
    (call) =>
      call.UNLocationCode == null ||
      call.location?.UNLocationCode == null ||
      call.UNLocationCode === call.location.UNLocationCode,
    'names two places: UNLocationCode and location.UNLocationCode differ',
  ),
);
export type TransportCall = v.InferOutput<typeof TransportCall>;

const baseEvent = {
  eventID: maybe(v.pipe(v.string(), v.uuid())),
  eventCreatedDateTime: EventDateTime,
  eventDateTime: EventDateTime,
  eventClassifierCode: v.picklist(EVENT_CLASSIFIERS),
};
const DocumentReferences = maybe(v.array(DocumentReference));

export const ShipmentEvent = v.looseObject({
  ...baseEvent,
  eventType: v.literal('SHIPMENT'),
  shipmentEventTypeCode: v.picklist(TNT22_SHIPMENT_EVENT_TYPE_CODES),
  documentID: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  documentTypeCode: v.picklist(keys(DOCUMENT_TYPE_CODES)),
});

export const TransportEvent = v.looseObject({
  ...baseEvent,
  eventType: v.literal('TRANSPORT'),
  transportEventTypeCode: v.picklist(keys(TRANSPORT_EVENT_TYPE_CODES)),
  transportCall: TransportCall,
  documentReferences: DocumentReferences,
});

export const EquipmentEvent = v.looseObject({
  ...baseEvent,
  eventType: v.literal('EQUIPMENT'),
  equipmentEventTypeCode: v.picklist(keys(EQUIPMENT_EVENT_TYPE_CODES)),
  equipmentReference: maybe(EquipmentReference),
  ISOEquipmentCode: maybe(Text(4)),
  emptyIndicatorCode: v.picklist(EMPTY_INDICATORS),
  eventLocation: maybe(TntLocation),
  transportCall: maybe(TransportCall),
  documentReferences: DocumentReferences,
});

export const TntEvent = v.variant('eventType', [ShipmentEvent, TransportEvent, EquipmentEvent]);
export type TntEvent = v.InferOutput<typeof TntEvent>;

/** The schemas above by the TNT 2.2.0 component they follow, for the test that checks them against it. */
export const TNT_COMPONENTS = {
  shipmentEvent: ShipmentEvent,
  transportEvent: TransportEvent,
  equipmentEvent: EquipmentEvent,
  transportCall: TransportCall,
  location: TntLocation,
  vessel: TntVessel,
  documentReferences_inner: DocumentReference,
};

/*
 * Commercial Schedules 1.0.3, one schema per component of CS_v1.0.3.yaml, named after it. Required
 * is exactly the component's `required` list (tests/server/freight/cs-schemas.test.ts walks the
 * YAML); lengths, patterns and enums follow the YAML too.
 */
const CountryCode = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/));
const CarrierCodeListProvider = v.picklist(['SMDG', 'NMFTA']);
const VoyageReference = v.pipe(v.string(), v.regex(/^\d{2}[0-9A-Z]{2}[NEWSR]$/));

const Address = v.looseObject({
  street: Text(70),
  streetNumber: v.optional(Text(50)),
  floor: v.optional(Text(50)),
  postCode: v.optional(Text(10)),
  city: Text(35),
  stateRegion: v.optional(Text(65)),
  countryCode: CountryCode,
});

const Facility = v.looseObject({
  facilityCode: Text(6),
  facilityCodeListProvider: v.picklist(['BIC', 'SMDG']),
});

/**
 * CS `Location`: "specified using any of" an address, address lines, a UN/LOCODE or a facility, so
 * each is optional and one of them must be there (a location naming none of them says nowhere).
 */
const Location = v.pipe(
  v.looseObject({
    locationName: v.optional(Text(100)),
    facilityName: v.optional(Text(100)),
    address: v.optional(Address),
    addressLines: v.optional(v.pipe(v.array(Text(250)), v.maxLength(5))),
    UNLocationCode: v.optional(UnLocode),
    facility: v.optional(Facility),
  }),
  v.check(
    (location) =>
      location.address !== undefined ||
      (location.addressLines?.length ?? 0) > 0 ||
      location.UNLocationCode !== undefined ||
      location.facility !== undefined,
    'a location needs an address, address lines, a UN/LOCODE or a facility',
  ),
);
export type CsLocation = v.InferOutput<typeof Location>;

const FACILITY_TYPE_CODE = Text(4);

const PlaceOfReceipt = v.looseObject({
  facilityTypeCode: FACILITY_TYPE_CODE,
  location: Location,
  dateTime: DateTime,
});
const PlaceOfDelivery = PlaceOfReceipt;
const PlaceOfDeparture = v.looseObject({
  transportCallReference: v.optional(Text(100)),
  facilityTypeCode: FACILITY_TYPE_CODE,
  location: Location,
  dateTime: DateTime,
});
const PlaceOfArrival = PlaceOfDeparture;

const CutOffTime = v.looseObject({ cutOffDateTimeCode: Text(3), cutOffDateTime: DateTime });

const CsVessel = v.looseObject({
  vesselIMONumber: v.optional(v.pipe(v.string(), v.regex(/^\d{7,8}$/))),
  MMSINumber: v.optional(v.pipe(v.string(), v.regex(/^\d{9}$/))),
  name: v.optional(Text(50)),
  flag: v.optional(CountryCode),
  callSign: v.optional(Text(10)),
  operatorCarrierCode: v.optional(Text(10)),
  operatorCarrierCodeListProvider: v.optional(CarrierCodeListProvider),
});
const Barge = CsVessel;

const ServicePartner = v.looseObject({
  carrierCode: v.optional(v.pipe(Text(4), v.regex(/^\S+$/))),
  carrierCodeListProvider: v.optional(CarrierCodeListProvider),
  carrierServiceName: v.optional(Text(50)),
  carrierServiceCode: v.optional(Text(11)),
  carrierImportVoyageNumber: v.optional(Text(50)),
  carrierExportVoyageNumber: v.optional(Text(50)),
});

const waterTransport = {
  portVisitReference: v.optional(Text(50)),
  transportCallReference: v.optional(Text(100)),
  servicePartners: v.optional(v.array(ServicePartner)),
  universalServiceReference: v.optional(v.pipe(v.string(), v.regex(/^SR\d{5}[A-Z]$/))),
  universalExportVoyageReference: v.optional(VoyageReference),
  universalImportVoyageReference: v.optional(VoyageReference),
};
const VesselTransport = v.looseObject({
  modeOfTransport: v.literal('VESSEL'),
  ...waterTransport,
  vessel: v.optional(CsVessel),
});
const BargeTransport = v.looseObject({
  modeOfTransport: v.literal('BARGE'),
  ...waterTransport,
  barge: v.optional(Barge),
});
/** `additionalProperties: false` in the YAML: a truck or rail leg carries its mode only. */
const OtherTransport = v.strictObject({
  modeOfTransport: v.picklist(['RAIL_TRUCK', 'BARGE_TRUCK', 'BARGE_RAIL', 'MULTIMODAL', 'RAIL', 'TRUCK']),
});

/**
 * CS's `integer` fields are `format: int32`, which is also what the portal's `integer` columns hold on
 * PostgreSQL (`transitTime` is a route's `transit_days`).
 */
const Int32 = v.pipe(v.number(), v.integer(), v.minValue(-2_147_483_648), v.maxValue(2_147_483_647));

export const CsLeg = v.looseObject({
  sequenceNumber: v.optional(Int32),
  transport: v.optional(v.variant('modeOfTransport', [VesselTransport, BargeTransport, OtherTransport])),
  departure: PlaceOfDeparture,
  intermediateCalls: v.optional(v.array(v.looseObject({}))),
  arrival: PlaceOfArrival,
  footprint: v.optional(v.looseObject({})),
  cutOffTimes: v.optional(v.array(CutOffTime)),
});
export type CsLeg = v.InferOutput<typeof CsLeg>;

export const CsPointToPoint = v.looseObject({
  placeOfReceipt: PlaceOfReceipt,
  placeOfDelivery: PlaceOfDelivery,
  receiptTypeAtOrigin: v.optional(v.picklist(['CY', 'SD', 'CFS'])),
  deliveryTypeAtDestination: v.optional(v.picklist(['CY', 'SD', 'CFS'])),
  cutOffTimes: v.optional(v.array(CutOffTime)),
  solutionNumber: v.optional(v.pipe(Int32, v.minValue(1))),
  routingReference: v.optional(v.pipe(Text(5000), v.regex(/^\S(?:.*\S)?$/))),
  transitTime: v.optional(Int32),
  solutionFootprint: v.optional(v.looseObject({})),
  legs: v.pipe(v.array(CsLeg), v.minLength(1)),
});
export type CsPointToPoint = v.InferOutput<typeof CsPointToPoint>;

/** The schemas above by the CS 1.0.3 component they follow, for the test that checks them against it. */
export const CS_COMPONENTS = {
  PointToPoint: CsPointToPoint,
  PlaceOfReceipt,
  PlaceOfDelivery,
  PlaceOfDeparture,
  PlaceOfArrival,
  Location,
  Address,
  Facility,
  CutOffTime,
  Leg: CsLeg,
  VesselTransport,
  BargeTransport,
  OtherTransport,
  Vessel: CsVessel,
  Barge,
  ServicePartner,
};
