/**
 * Runtime schemas of the DCSA documents the importers take, after the reference OpenAPI documents
 * (shared/reference/dcsa): Track & Trace 2.2 events (event_domain 2.0.2: shipmentEvent,
 * transportEvent, equipmentEvent) and Commercial Schedules 1.0.3 PointToPoint routes. Unknown extra
 * properties are allowed, as the standard allows them; what the portal stores is checked.
 */
import * as v from 'valibot';
import {
  DOCUMENT_REFERENCE_TYPES,
  DOCUMENT_TYPE_CODES,
  EMPTY_INDICATORS,
  EQUIPMENT_EVENT_TYPE_CODES,
  SHIPMENT_EVENT_TYPE_CODES,
  TRANSPORT_EVENT_TYPE_CODES,
} from './codes.ts';
import { UN_LOCODE_PATTERN } from './identifiers.ts';

const DateTime = v.pipe(v.string(), v.isoTimestamp());
const UnLocode = v.pipe(v.string(), v.regex(UN_LOCODE_PATTERN));
const keys = <T extends object>(record: T) =>
  Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];

const DocumentReferences = v.optional(
  v.array(
    v.looseObject({
      documentReferenceType: v.picklist(DOCUMENT_REFERENCE_TYPES),
      documentReferenceValue: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    }),
  ),
);

const baseEvent = {
  eventID: v.optional(v.pipe(v.string(), v.uuid())),
  eventCreatedDateTime: DateTime,
  eventDateTime: DateTime,
  documentReferences: DocumentReferences,
};

const Vessel = v.looseObject({
  vesselIMONumber: v.optional(v.pipe(v.string(), v.regex(/^\d{7,8}$/))),
  vesselName: v.optional(v.pipe(v.string(), v.maxLength(50))),
  name: v.optional(v.pipe(v.string(), v.maxLength(50))),
});

const TransportCall = v.looseObject({
  transportCallID: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  modeOfTransport: v.pipe(v.string(), v.minLength(1), v.maxLength(20)),
  carrierServiceCode: v.optional(v.pipe(v.string(), v.maxLength(11))),
  carrierVoyageNumber: v.optional(v.pipe(v.string(), v.maxLength(50))),
  exportVoyageNumber: v.optional(v.pipe(v.string(), v.maxLength(50))),
  carrierExportVoyageNumber: v.optional(v.pipe(v.string(), v.maxLength(50))),
  UNLocationCode: v.optional(UnLocode),
  facilityTypeCode: v.optional(v.pipe(v.string(), v.maxLength(4))),
  location: v.optional(v.looseObject({ UNLocationCode: v.optional(UnLocode) })),
  vessel: v.optional(Vessel),
});

export type TransportCall = v.InferOutput<typeof TransportCall>;

export const ShipmentEvent = v.looseObject({
  ...baseEvent,
  eventType: v.literal('SHIPMENT'),
  eventClassifierCode: v.literal('ACT'),
  shipmentEventTypeCode: v.picklist(keys(SHIPMENT_EVENT_TYPE_CODES)),
  documentID: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  documentTypeCode: v.picklist(DOCUMENT_TYPE_CODES),
  reason: v.optional(v.pipe(v.string(), v.maxLength(250))),
});

export const TransportEvent = v.looseObject({
  ...baseEvent,
  eventType: v.literal('TRANSPORT'),
  eventClassifierCode: v.picklist(['ACT', 'PLN', 'EST']),
  transportEventTypeCode: v.picklist(keys(TRANSPORT_EVENT_TYPE_CODES)),
  transportCall: TransportCall,
});

export const EquipmentEvent = v.looseObject({
  ...baseEvent,
  eventType: v.literal('EQUIPMENT'),
  eventClassifierCode: v.picklist(['ACT', 'PLN', 'EST']),
  equipmentEventTypeCode: v.picklist(keys(EQUIPMENT_EVENT_TYPE_CODES)),
  equipmentReference: v.optional(v.pipe(v.string(), v.maxLength(15))),
  ISOEquipmentCode: v.optional(v.pipe(v.string(), v.maxLength(4))),
  emptyIndicatorCode: v.picklist(EMPTY_INDICATORS),
  eventLocation: v.optional(v.looseObject({ UNLocationCode: v.optional(UnLocode) })),
  facilityTypeCode: v.optional(v.pipe(v.string(), v.maxLength(4))),
  transportCall: v.optional(TransportCall),
});

export const TntEvent = v.variant('eventType', [ShipmentEvent, TransportEvent, EquipmentEvent]);
export type TntEvent = v.InferOutput<typeof TntEvent>;

const CsLocation = v.looseObject({
  UNLocationCode: UnLocode,
  locationName: v.optional(v.pipe(v.string(), v.maxLength(100))),
});

const Place = v.looseObject({
  facilityTypeCode: v.pipe(v.string(), v.maxLength(4)),
  location: CsLocation,
  dateTime: DateTime,
});

const ServicePartner = v.looseObject({
  carrierCode: v.optional(v.pipe(v.string(), v.maxLength(4))),
  carrierServiceName: v.optional(v.pipe(v.string(), v.maxLength(50))),
  carrierServiceCode: v.optional(v.pipe(v.string(), v.maxLength(11))),
  carrierExportVoyageNumber: v.optional(v.pipe(v.string(), v.maxLength(50))),
  carrierImportVoyageNumber: v.optional(v.pipe(v.string(), v.maxLength(50))),
});

export const CsLeg = v.looseObject({
  sequenceNumber: v.optional(v.pipe(v.number(), v.integer())),
  transport: v.optional(
    v.looseObject({
      modeOfTransport: v.picklist([
        'VESSEL',
        'BARGE',
        'RAIL',
        'TRUCK',
        'RAIL_TRUCK',
        'BARGE_TRUCK',
        'BARGE_RAIL',
        'MULTIMODAL',
      ]),
      vessel: v.optional(
        v.looseObject({
          vesselIMONumber: v.optional(v.pipe(v.string(), v.regex(/^\d{7,8}$/))),
          name: v.optional(v.pipe(v.string(), v.maxLength(50))),
          operatorCarrierCode: v.optional(v.pipe(v.string(), v.maxLength(10))),
        }),
      ),
      servicePartners: v.optional(v.array(ServicePartner)),
    }),
  ),
  departure: Place,
  arrival: Place,
});

export const CsPointToPoint = v.looseObject({
  placeOfReceipt: Place,
  placeOfDelivery: Place,
  receiptTypeAtOrigin: v.optional(v.picklist(['CY', 'SD', 'CFS'])),
  deliveryTypeAtDestination: v.optional(v.picklist(['CY', 'SD', 'CFS'])),
  cutOffTimes: v.optional(
    v.array(
      v.looseObject({ cutOffDateTimeCode: v.pipe(v.string(), v.maxLength(3)), cutOffDateTime: DateTime }),
    ),
  ),
  solutionNumber: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  routingReference: v.optional(v.pipe(v.string(), v.maxLength(5000))),
  transitTime: v.optional(v.pipe(v.number(), v.integer())),
  legs: v.pipe(v.array(CsLeg), v.minLength(1)),
});
export type CsPointToPoint = v.InferOutput<typeof CsPointToPoint>;
