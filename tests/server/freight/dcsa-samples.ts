/**
 * Small DCSA sample documents written from the reference OpenAPI documents
 * (shared/reference/dcsa): TNT 2.2.0 events (shipmentEvent, transportEvent, equipmentEvent of
 * event domain 1.0.4) and one CS 1.0.3 PointToPoint route with a transshipment.
 */
export const SAMPLE_CONTAINER = 'BICU1234565';
export const SAMPLE_BOOKING = 'ABC123123123';
export const SAMPLE_TRANSPORT_DOCUMENT = 'HLCUSHA2107ABCD';

const references = [
  { documentReferenceType: 'BKG', documentReferenceValue: SAMPLE_BOOKING },
  { documentReferenceType: 'TRD', documentReferenceValue: SAMPLE_TRANSPORT_DOCUMENT },
];

const transportCall = {
  transportCallID: '123e4567-e89b-12d3-a456-426614174000',
  transportCallReference: 'SR11111X-9321483-2107W-CNSHA-ACT-1-1',
  carrierServiceCode: 'FE1',
  carrierExportVoyageNumber: '2107W',
  transportCallSequenceNumber: 1,
  UNLocationCode: 'CNSHA',
  facilityTypeCode: 'POTE',
  modeOfTransport: 'VESSEL',
  location: { UNLocationCode: 'CNSHA', locationName: 'Yangshan terminal' },
  vessel: {
    vesselIMONumber: '9321483',
    vesselName: 'King of the Seas',
    vesselFlag: 'DE',
    vesselCallSignNumber: 'NCVV',
    vesselOperatorCarrierCode: 'HLCU',
  },
};

export const tntEvents = (): Record<string, unknown>[] => [
  {
    eventID: '84db923d-2a19-4eb0-beb5-446c1ec57d34',
    eventType: 'SHIPMENT',
    eventCreatedDateTime: '2021-01-09T14:12:56+01:00',
    eventDateTime: '2021-01-09T14:12:56+01:00',
    eventClassifierCode: 'ACT',
    shipmentEventTypeCode: 'CONF',
    documentID: SAMPLE_BOOKING,
    documentTypeCode: 'BKG',
    reason: 'All good',
  },
  {
    eventID: '5e51e72c-d872-11ea-811c-0242ac130003',
    eventType: 'EQUIPMENT',
    eventCreatedDateTime: '2021-01-12T07:41:00+08:00',
    eventDateTime: '2021-01-12T07:41:00+08:00',
    eventClassifierCode: 'ACT',
    equipmentEventTypeCode: 'GTIN',
    equipmentReference: SAMPLE_CONTAINER,
    ISOEquipmentCode: '22GP',
    emptyIndicatorCode: 'LADEN',
    eventLocation: { UNLocationCode: 'CNSHA', locationName: 'Yangshan terminal' },
    transportCall,
    documentReferences: references,
    seals: [{ sealNumber: 'DE23452', sealSource: 'CUS', sealType: 'WIR' }],
  },
  {
    eventID: '6e51e72c-d872-11ea-811c-0242ac130003',
    eventType: 'EQUIPMENT',
    eventCreatedDateTime: '2021-01-14T02:00:00+08:00',
    eventDateTime: '2021-01-14T01:30:00+08:00',
    eventClassifierCode: 'ACT',
    equipmentEventTypeCode: 'LOAD',
    equipmentReference: SAMPLE_CONTAINER,
    emptyIndicatorCode: 'LADEN',
    transportCall,
    documentReferences: references,
  },
  {
    eventID: '7e51e72c-d872-11ea-811c-0242ac130003',
    eventType: 'TRANSPORT',
    eventCreatedDateTime: '2021-01-01T10:00:00+08:00',
    eventDateTime: '2021-01-14T20:00:00+08:00',
    eventClassifierCode: 'PLN',
    transportEventTypeCode: 'DEPA',
    transportCall,
    documentReferences: references,
  },
  {
    eventID: '8e51e72c-d872-11ea-811c-0242ac130003',
    eventType: 'TRANSPORT',
    eventCreatedDateTime: '2021-01-14T21:00:00+08:00',
    eventDateTime: '2021-01-14T20:45:00+08:00',
    eventClassifierCode: 'ACT',
    transportEventTypeCode: 'DEPA',
    delayReasonCode: 'ANA',
    changeRemark: 'Late berth',
    transportCall,
    documentReferences: references,
  },
];

export const pointToPoint = (): Record<string, unknown> => ({
  placeOfReceipt: {
    facilityTypeCode: 'POTE',
    location: { UNLocationCode: 'CNWUH', locationName: 'Wuhan Yangluo' },
    dateTime: '2031-03-02T10:00:00+08:00',
  },
  placeOfDelivery: {
    facilityTypeCode: 'POTE',
    location: { UNLocationCode: 'DEHAM', locationName: 'Hamburg CTA' },
    dateTime: '2031-04-15T06:00:00+02:00',
  },
  receiptTypeAtOrigin: 'CY',
  deliveryTypeAtDestination: 'CY',
  cutOffTimes: [
    { cutOffDateTimeCode: 'DCO', cutOffDateTime: '2031-02-27T12:00:00+08:00' },
    { cutOffDateTimeCode: 'FCO', cutOffDateTime: '2031-03-01T12:00:00+08:00' },
  ],
  solutionNumber: 1,
  routingReference: 'Route123',
  transitTime: 44,
  legs: [
    {
      sequenceNumber: 1,
      transport: { modeOfTransport: 'BARGE', barge: { name: 'Yangtze Star' } },
      departure: {
        facilityTypeCode: 'POTE',
        location: { UNLocationCode: 'CNWUH' },
        dateTime: '2031-03-02T10:00:00+08:00',
      },
      arrival: {
        facilityTypeCode: 'POTE',
        location: { UNLocationCode: 'CNSHA' },
        dateTime: '2031-03-06T08:00:00+08:00',
      },
    },
    {
      sequenceNumber: 2,
      transport: {
        modeOfTransport: 'VESSEL',
        vessel: {
          vesselIMONumber: '9321483',
          name: 'King of the Seas',
          flag: 'DE',
          operatorCarrierCode: 'HLCU',
          operatorCarrierCodeListProvider: 'NMFTA',
        },
        servicePartners: [
          {
            carrierCode: 'HLCU',
            carrierCodeListProvider: 'NMFTA',
            carrierServiceName: 'Great Lion Service',
            carrierServiceCode: 'FE1',
            carrierExportVoyageNumber: '3110W',
          },
        ],
        universalServiceReference: 'SR12345A',
      },
      departure: {
        facilityTypeCode: 'POTE',
        location: { UNLocationCode: 'CNSHA' },
        dateTime: '2031-03-08T20:00:00+08:00',
      },
      arrival: {
        facilityTypeCode: 'POTE',
        location: { UNLocationCode: 'DEHAM' },
        dateTime: '2031-04-15T06:00:00+02:00',
      },
    },
  ],
});
