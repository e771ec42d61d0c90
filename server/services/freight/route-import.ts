/**
 * A Commercial Schedules 1.0.3 point-to-point route as a sailing route, taken as carriers publish it.
 *
 * - Ports: the port of loading is the first sea (vessel or barge) leg's departure, the port of
 *   discharge the last sea leg's arrival; a route without a sea leg uses its first and last legs.
 *   Both need a UN/LOCODE: schedules are searched by port. The places of receipt and delivery are
 *   kept as published, and their UN/LOCODEs, when they are not the ports, are what else the route
 *   is found by (a CMA CGM route trucked from USCOL to Seattle is found from USCOL and from USSEA).
 * - Carrier: the main leg's first service partner (else the vessel operator). NMFTA codes are SCACs;
 *   SMDG liner codes are mapped to SCACs (`domain/freight/carrier-codes.ts`) and one the table does
 *   not know is refused, naming the field: the portal names and filters carriers by SCAC.
 * - Identity (the route key): carrier, places of receipt and delivery, and each leg's mode, ports
 *   and, on water, service and voyage: what identifies a sailing, not its times, so a re-timed
 *   sailing updates its route. A water leg without a voyage number is told by its vessel and
 *   departure date.
 * - Places: a UN/LOCODE the reference places do not know becomes an imported place, with the name
 *   and the UTC offset it was published with.
 */
import type { DcsaPlace, ServiceType } from '../../../domain/api/freight.ts';
import { type CarrierCodeListProvider, scacOf } from '../../../domain/freight/carrier-codes.ts';
import { isoWeekday } from '../../../domain/freight/dates.ts';
import type { CsLeg, CsLocation, CsPointToPoint } from '../../../domain/freight/dcsa-schemas.ts';
import type { ImportedPlacesTable, NewSailingRoute } from '../../db/freight-schema.ts';

/** The route's own fields as published, stored as `sailing_routes.published`. */
export interface PublishedRoute {
  placeOfReceipt: DcsaPlace;
  placeOfDelivery: DcsaPlace;
  receiptTypeAtOrigin: ServiceType | null;
  deliveryTypeAtDestination: ServiceType | null;
  solutionNumber: number | null;
  routingReference: string | null;
  /** The carrier code as published, beside the SCAC the row is filed under. */
  carrierCode: string | null;
  carrierCodeListProvider: CarrierCodeListProvider | null;
}

export type RouteMapping =
  | { ok: true; row: NewSailingRoute; places: ImportedPlacesTable[] }
  | { ok: false; path: string; problem: string };

const WATER_MODES = new Set(['VESSEL', 'BARGE']);
const isWater = (leg: CsLeg) => WATER_MODES.has(leg.transport?.modeOfTransport ?? '');

/** The water transport of a leg (vessel or barge): its first service partner and its craft. */
const waterOf = (leg: CsLeg) => {
  const transport = leg.transport;
  if (transport === undefined) return null;
  switch (transport.modeOfTransport) {
    case 'VESSEL':
      return { partner: transport.servicePartners?.[0], craft: transport.vessel };
    case 'BARGE':
      return { partner: transport.servicePartners?.[0], craft: transport.barge };
    default:
      return null;
  }
};

const utc = (dateTime: string) => new Date(dateTime).toISOString();

/** The offset a DCSA local time was published with (`-07:00`; `Z` is `+00:00`). */
const offsetOf = (dateTime: string): string => {
  const match = /([+-]\d{2}:\d{2})$/.exec(dateTime);
  return match?.[1] ?? '+00:00';
};

/** What names a location in the key: its UN/LOCODE, else its facility, else its address. */
const locationKey = (location: CsLocation): string =>
  location.UNLocationCode ??
  (location.facility === undefined
    ? JSON.stringify(location.address ?? location.addressLines ?? location.locationName ?? '')
    : `${location.facility.facilityCodeListProvider}:${location.facility.facilityCode}`);

const legKey = (leg: CsLeg): string => {
  const ends = `${locationKey(leg.departure.location)}-${locationKey(leg.arrival.location)}`;
  const water = waterOf(leg);
  if (water === null) return `${leg.transport?.modeOfTransport ?? ''}/${ends}`;
  const voyage =
    water.partner?.carrierExportVoyageNumber ??
    water.partner?.carrierImportVoyageNumber ??
    `${water.craft?.vesselIMONumber ?? water.craft?.name ?? ''}@${leg.departure.dateTime.slice(0, 10)}`;
  return `${leg.transport?.modeOfTransport}/${water.partner?.carrierServiceCode ?? ''}/${voyage}/${ends}`;
};

const asPlace = (place: CsPointToPoint['placeOfReceipt']): DcsaPlace => ({
  facilityTypeCode: place.facilityTypeCode,
  location: place.location as DcsaPlace['location'],
  dateTime: place.dateTime,
});

export const toRouteRow = (route: CsPointToPoint): RouteMapping => {
  const waterIndexes = route.legs.flatMap((leg, index) => (isWater(leg) ? [index] : []));
  const firstIndex = waterIndexes[0] ?? 0;
  const lastIndex = waterIndexes.at(-1) ?? route.legs.length - 1;
  const first = route.legs[firstIndex]!;
  const last = route.legs[lastIndex]!;
  const pol = first.departure.location.UNLocationCode;
  if (pol === undefined)
    return {
      ok: false,
      path: `.legs[${firstIndex}].departure.location.UNLocationCode`,
      problem: 'the port of loading needs a UN/LOCODE',
    };
  const pod = last.arrival.location.UNLocationCode;
  if (pod === undefined)
    return {
      ok: false,
      path: `.legs[${lastIndex}].arrival.location.UNLocationCode`,
      problem: 'the port of discharge needs a UN/LOCODE',
    };

  const vesselIndex = route.legs.findIndex((leg) => leg.transport?.modeOfTransport === 'VESSEL');
  const mainIndex = vesselIndex === -1 ? firstIndex : vesselIndex;
  const mainLeg = route.legs[mainIndex]!;
  const main = waterOf(mainLeg);
  const published = main?.partner?.carrierCode
    ? {
        code: main.partner.carrierCode,
        provider: main.partner.carrierCodeListProvider,
        path: `.legs[${mainIndex}].transport.servicePartners[0].carrierCode`,
      }
    : main?.craft?.operatorCarrierCode
      ? {
          code: main.craft.operatorCarrierCode,
          provider: main.craft.operatorCarrierCodeListProvider,
          path: `.legs[${mainIndex}].transport.${mainLeg.transport?.modeOfTransport === 'BARGE' ? 'barge' : 'vessel'}.operatorCarrierCode`,
        }
      : null;
  let scac = '';
  if (published !== null) {
    const mapped = scacOf(published.code, published.provider);
    if (mapped === null)
      return {
        ok: false,
        path: published.path,
        problem: `the SMDG liner code ${published.code} has no SCAC the portal knows`,
      };
    scac = mapped;
  }

  const receiptCode = route.placeOfReceipt.location.UNLocationCode;
  const deliveryCode = route.placeOfDelivery.location.UNLocationCode;
  const etd = first.departure.dateTime;
  const eta = last.arrival.dateTime;
  const etdDate = etd.slice(0, 10);
  const publishedRoute: PublishedRoute = {
    placeOfReceipt: asPlace(route.placeOfReceipt),
    placeOfDelivery: asPlace(route.placeOfDelivery),
    receiptTypeAtOrigin: route.receiptTypeAtOrigin ?? null,
    deliveryTypeAtDestination: route.deliveryTypeAtDestination ?? null,
    solutionNumber: route.solutionNumber ?? null,
    routingReference: route.routingReference ?? null,
    carrierCode: published?.code ?? null,
    carrierCodeListProvider: published?.provider ?? null,
  };
  const row: NewSailingRoute = {
    routeKey: [
      'dcsa',
      scac,
      `${locationKey(route.placeOfReceipt.location)}>${locationKey(route.placeOfDelivery.location)}`,
      route.legs.map(legKey).join('+'),
    ].join(':'),
    pol,
    pod,
    carrierScac: scac,
    serviceCode: main?.partner?.carrierServiceCode ?? '',
    serviceName: main?.partner?.carrierServiceName ?? '',
    vesselImo: main?.craft?.vesselIMONumber ?? '',
    vesselName: main?.craft?.name ?? '',
    voyageNumber: main?.partner?.carrierExportVoyageNumber ?? main?.partner?.carrierImportVoyageNumber ?? '',
    etd: utc(etd),
    eta: utc(eta),
    etdDate,
    etdWeekday: isoWeekday(etdDate),
    transitDays:
      route.transitTime ??
      Math.max(
        0,
        Math.round(
          (Date.parse(route.placeOfDelivery.dateTime) - Date.parse(route.placeOfReceipt.dateTime)) /
            86_400_000,
        ),
      ),
    transshipments: Math.max(0, waterIndexes.length - 1),
    legs: JSON.stringify(route.legs),
    cutOffs: JSON.stringify(route.cutOffTimes ?? []),
    source: 'dcsa',
    receiptCode: receiptCode !== undefined && receiptCode !== pol ? receiptCode : null,
    deliveryCode: deliveryCode !== undefined && deliveryCode !== pod ? deliveryCode : null,
    published: JSON.stringify(publishedRoute),
  };

  // Every UN/LOCODE the route names, with the name, kind and offset it was first published with.
  const places = new Map<string, ImportedPlacesTable>();
  const name = (code: string, location: CsLocation, dateTime: string, water: boolean) => {
    const known = places.get(code);
    if (known !== undefined) {
      if (water) known.kind = 'seaport';
      return;
    }
    places.set(code, {
      code,
      name: location.locationName ?? code,
      country: code.slice(0, 2),
      kind: water ? 'seaport' : 'inland',
      timeZone: offsetOf(dateTime),
    });
  };
  for (const leg of route.legs) {
    for (const end of [leg.departure, leg.arrival]) {
      if (end.location.UNLocationCode !== undefined)
        name(end.location.UNLocationCode, end.location, end.dateTime, isWater(leg));
    }
  }
  for (const end of [route.placeOfReceipt, route.placeOfDelivery]) {
    if (end.location.UNLocationCode !== undefined)
      name(end.location.UNLocationCode, end.location, end.dateTime, false);
  }
  return { ok: true, row, places: [...places.values()] };
};
