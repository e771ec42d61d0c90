import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  Milestone,
  Page,
  PlaceRef,
  RateGateMessage,
  SpaceSailing,
  TrackingResult,
} from '../../../domain/api/freight.ts';
import { rotterdam, shanghai } from '../../support/sample-places.ts';

export { rotterdam, shanghai };

export const chongqing: PlaceRef = {
  ...shanghai,
  code: 'CNCKG',
  nameEn: 'Chongqing',
  nameCn: '重庆',
  kind: 'rail',
};
export const hamburg: PlaceRef = {
  ...rotterdam,
  code: 'DEHAM',
  nameEn: 'Hamburg',
  nameCn: '汉堡',
  country: 'DE',
  timeZone: 'Europe/Berlin',
};

export const page = <T>(list: T[], total = list.length, pageNo = 1): Page<T> => ({
  list,
  total,
  pageNo,
  pageSize: 10,
  demoData: true,
});

const milestone = (overrides: Partial<Milestone>): Milestone => ({
  eventType: 'EQUIPMENT',
  code: 'GTIN',
  nameCn: '进闸',
  nameEn: 'Gated in',
  equipmentReference: 'CSQU3054383',
  emptyIndicator: 'LADEN',
  documentType: null,
  documentId: null,
  location: shanghai,
  modeOfTransport: 'TRUCK',
  vesselName: 'MAERSK DESTINY',
  voyageNumber: '2647W',
  planned: null,
  estimated: null,
  actual: null,
  status: 'done',
  ...overrides,
});

export const foundContainer: TrackingResult = {
  input: 'CSQU3054383',
  number: 'CSQU3054383',
  type: 'container',
  status: 'found',
  problem: null,
  message: null,
  shipment: {
    bookingNumber: '2000000010',
    blNumber: 'MAEU2000000010',
    carrier: { scac: 'MAEU', nameEn: 'Maersk', nameCn: '马士基' },
    pol: shanghai,
    pod: rotterdam,
    vesselName: 'MAERSK DESTINY',
    voyageNumber: '2647W',
    etd: '2026-11-06T05:00:43+08:00',
    eta: '2026-12-20T22:46:26+01:00',
    containers: [{ containerNumber: 'CSQU3054383', containerType: '20GP', isoEquipmentCode: '22G1' }],
  },
  milestones: [
    milestone({ actual: '2026-11-03T03:00:43+08:00' }),
    milestone({
      eventType: 'TRANSPORT',
      code: 'DEPA',
      nameCn: '离港',
      nameEn: 'Departed',
      equipmentReference: null,
      emptyIndicator: null,
      modeOfTransport: 'VESSEL',
      planned: '2026-11-04T08:00:43+08:00',
      actual: '2026-11-06T05:00:43+08:00',
    }),
    milestone({
      code: 'DISC',
      nameCn: '卸船',
      nameEn: 'Discharged',
      location: rotterdam,
      modeOfTransport: 'VESSEL',
      planned: '2026-12-20T08:00:00+01:00',
      estimated: '2026-12-21T10:30:00+01:00',
      status: 'expected',
    }),
  ],
};

export const foundBill: TrackingResult = {
  ...foundContainer,
  input: 'MAEU2000000010',
  number: 'MAEU2000000010',
  type: 'billOfLading',
};

export const notFoundBooking: TrackingResult = {
  input: '7654321',
  number: '7654321',
  type: 'booking',
  status: 'notFound',
  problem: 'trackingNotFound',
  message: 'No tracking information was found for 7654321',
  shipment: null,
  milestones: [],
};

export const sailing: import('../../../domain/api/freight.ts').PointToPointRoute = {
  id: 118,
  carrier: { scac: 'MAEU', nameEn: 'Maersk', nameCn: '马士基' },
  pol: shanghai,
  pod: rotterdam,
  serviceCode: 'AEU1',
  serviceName: 'Asia - North Europe 1',
  serviceNameCn: '亚欧北欧线1',
  vesselName: 'MAERSK DESTINY',
  vesselImo: '9300013',
  voyageNumber: '2647W',
  etd: '2026-11-23T05:05:30+08:00',
  eta: '2027-01-10T13:53:09+01:00',
  transitTime: 49,
  transshipments: 1,
  source: 'demo',
  placeOfReceipt: {
    facilityTypeCode: 'POTE',
    location: { UNLocationCode: 'CNSHA' },
    dateTime: '2026-11-23T05:05:30+08:00',
  },
  placeOfDelivery: {
    facilityTypeCode: 'POTE',
    location: { UNLocationCode: 'NLRTM' },
    dateTime: '2027-01-10T13:53:09+01:00',
  },
  receiptTypeAtOrigin: 'CY',
  deliveryTypeAtDestination: 'CY',
  cutOffTimes: [
    { cutOffDateTimeCode: 'FCO', cutOffDateTime: '2026-11-21T23:00:00+08:00' },
    { cutOffDateTimeCode: 'DCO', cutOffDateTime: '2026-11-20T05:00:00+08:00' },
    { cutOffDateTimeCode: 'VCO', cutOffDateTime: '2026-11-21T05:00:00+08:00' },
  ],
  solutionNumber: 1,
  routingReference: 'R118',
  legs: [
    {
      sequenceNumber: 1,
      transport: {
        modeOfTransport: 'VESSEL',
        vessel: { vesselIMONumber: '9300013', name: 'MAERSK DESTINY' },
        servicePartners: [{ carrierServiceCode: 'AEU1', carrierExportVoyageNumber: '2647W' }],
      },
      departure: {
        location: { UNLocationCode: 'CNSHA', locationName: 'Shanghai' },
        dateTime: '2026-11-23T05:05:30+08:00',
      },
      arrival: {
        location: { UNLocationCode: 'SGSIN', locationName: 'Singapore' },
        dateTime: '2026-11-29T10:00:00+08:00',
      },
    },
    {
      sequenceNumber: 2,
      transport: { modeOfTransport: 'VESSEL', vessel: { name: 'MAERSK EMDEN' }, servicePartners: [] },
      departure: {
        location: { UNLocationCode: 'SGSIN', locationName: 'Singapore' },
        dateTime: '2026-12-01T18:00:00+08:00',
      },
      arrival: {
        location: { UNLocationCode: 'NLRTM', locationName: 'Rotterdam' },
        dateTime: '2027-01-10T13:53:09+01:00',
      },
    },
  ],
  legPlaces: [shanghai, rotterdam],
};

export const spaceSailing: SpaceSailing = {
  sailingId: 434,
  routeId: 6036,
  kind: 'guarantee',
  loadingGuarantee: true,
  pol: shanghai,
  pod: rotterdam,
  carrier: { scac: 'HLCU', nameEn: 'Hapag-Lloyd', nameCn: '赫伯罗特' },
  serviceCode: 'FE2',
  routeCode: 'FE2',
  vesselName: 'HAPAG-LLOYD VEGA',
  voyageNumber: '2647W',
  etd: '2026-11-25T11:00:00+08:00',
  eta: '2027-01-07T14:11:59+01:00',
  etdDate: '2026-11-25',
  etdWeekday: 3,
  transitDays: 43,
  cutOff: '2026-11-24T05:00:00+08:00',
  stopped: false,
  level: 'tight',
  minPrice: 2790,
  currency: 'USD',
  inventory: [
    {
      containerType: '20GP',
      capacity: 46,
      remaining: 5,
      price: 2790,
      currency: 'USD',
      level: 'tight',
      bookable: true,
    },
    {
      containerType: '40HQ',
      capacity: 20,
      remaining: 0,
      price: 5730,
      currency: 'USD',
      level: 'overload',
      bookable: false,
    },
  ],
};

/** An answer with the rate gate's fields (spec §6): null for viewers who see prices. */
export const withGate = <T extends object>(answer: T, gate: RateGateMessage | null) => ({
  ...answer,
  gate,
  gateMessage: gate,
});

/** The same sailing as a viewer behind the rate gate receives it: no prices. */
export const spaceSailingBehindGate: SpaceSailing = {
  ...spaceSailing,
  minPrice: null,
  inventory: spaceSailing.inventory.map((line) => ({ ...line, price: null })),
};

/** The first wait of a test covers the lazy route chunk and its catalogs (cold transforms take a while). */
export { ROUTE_LOADED as routeLoaded } from '../support/render-portal.tsx';

/** Types into a port field, waits for the type-ahead, and picks the first option with the keyboard. */
export async function pickWithKeyboard(input: HTMLElement, typed: string): Promise<void> {
  await userEvent.type(input, typed);
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '')!;
  await within(listbox).findAllByRole('option');
  await userEvent.keyboard('{ArrowDown}{Enter}');
}

/** The error text an input points at with aria-describedby, when it is marked invalid. */
export const describedError = (input: HTMLElement) =>
  input.getAttribute('aria-invalid') === 'true'
    ? document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent
    : null;
