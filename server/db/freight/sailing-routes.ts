/**
 * Sailing routes (DCSA Commercial Schedules point-to-point routings, one leg or a feeder leg and a
 * mainline leg) and, for China exports, what is sold on them: the tariff, SPOT products, existing space.
 */
import { CONTAINER_TYPE_INFO, CONTAINER_TYPES } from '../../../domain/freight/codes.ts';
import { addDays, isoWeekday, mondayOf, toLocalIso } from '../../../domain/freight/dates.ts';
import type { FreightScale } from './generator.ts';
import type { LoopTemplate } from './loops.ts';
import { DAY, HOUR, isChina, iso, type Phase } from './phase.ts';
import { createRates, type SoldRoute } from './rates.ts';
import { REFERENCE_CARRIERS, type ReferenceCarrier } from './reference-carriers.ts';
import type { ReferencePlace } from './reference-places.ts';
import { createSpace } from './space.ts';
import type { ShipmentRoute } from './tracking.ts';

/** The DCSA cut-offs every generated sailing publishes, in hours before its ETD. */
const CUT_OFF_HOURS_BEFORE_ETD: [code: string, hours: number][] = [
  ['ECP', 168],
  ['EFC', 120],
  ['DGC', 96],
  ['DCO', 72],
  ['VCO', 48],
  ['RCO', 36],
  ['FCO', 30],
];

/** Free days at destination carriers usually grant, the common 7 and 14 twice as often. */
const FREE_DAY_OFFERS = [5, 7, 7, 10, 14, 14, 21];

/**
 * A carrier's free time at a port of discharge, the same on all its sailings there. It is a hash of
 * the pair rather than a draw: drawing would move the seeded sequence and every value after it.
 */
const freeDaysAt = (scac: string, pod: string): number => {
  let hash = 0;
  for (const char of `${scac}:${pod}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return FREE_DAY_OFFERS[hash % FREE_DAY_OFFERS.length]!;
};

/** A vessel's call at a port on one voyage, as planned and as it happens (or is expected to). */
export interface Call {
  place: ReferencePlace;
  voyageNumber: string;
  plannedArrival: number;
  plannedDeparture: number;
  arrival: number;
  departure: number;
}

/** One leg of a route: the mainline vessel, or a feeder vessel or barge into the mainline's hub. */
export interface Leg {
  mode: 'VESSEL' | 'BARGE';
  from: Call;
  to: Call;
  vessel: { imo: string; name: string; flag: string };
  voyageNumber: string;
  serviceCode: string;
  serviceName: string;
}

const cutOffsFor = (etd: number, place: ReferencePlace) =>
  CUT_OFF_HOURS_BEFORE_ETD.map(([code, hours]) => ({
    cutOffDateTimeCode: code,
    cutOffDateTime: toLocalIso(Math.floor((etd - hours * HOUR) / HOUR) * HOUR, place.timeZone),
  }));

const locationOf = (place: ReferencePlace) => ({ UNLocationCode: place.code, locationName: place.nameEn });

/** A leg as DCSA CS 1.0.3 Leg. */
const dcsaLeg = (leg: Leg, index: number, carrier: ReferenceCarrier) => ({
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
});

export const createSailingRoutes = (
  phase: Phase,
  scale: Pick<FreightScale, 'spotShare' | 'existingShare'>,
  firstRouteId: number,
) => {
  const { sink, random, now } = phase;
  const rates = createRates(phase);
  const space = createSpace(phase);
  let routeId = firstRouteId - 1;
  const shipmentCandidates: ShipmentRoute[] = [];
  const carrierFactor = new Map(
    REFERENCE_CARRIERS.map((carrier) => [carrier.scac, 0.9 + random.next() * 0.25]),
  );
  const offers45 = new Map(REFERENCE_CARRIERS.map((carrier) => [carrier.scac, random.chance(0.5)]));

  /** The tariff and, on upcoming sailings, SPOT products or existing space of a China export. */
  const sell = async (
    route: SoldRoute,
    template: LoopTemplate,
    carrier: ReferenceCarrier,
    etd: number,
    routeKm: number,
  ) => {
    const types = CONTAINER_TYPES.filter(
      (type) =>
        (type !== '45HQ' || offers45.get(carrier.scac)) &&
        (!CONTAINER_TYPE_INFO[type].reefer || (template.reefer && random.chance(0.6))),
    );
    const fco = etd - 30 * HOUR;
    const upcoming = etd > now && etd < now + 6 * 7 * DAY;
    const spot = upcoming && carrier.spot && random.chance(scale.spotShare);
    const existing = !spot && upcoming && random.chance(scale.existingShare);
    const prices = await rates.tariff(route, types, {
      routeKm,
      carrierFactor: carrierFactor.get(carrier.scac)!,
      validTo: addDays(route.validFrom, 13),
    });
    if (!spot && !existing) return;
    const spotPrices = await space(route, {
      kind: spot ? 'guarantee' : 'existing',
      etdWeekday: isoWeekday(route.etdDate),
      cutOff: iso(fco),
      prices,
    });
    for (const [type, price] of spotPrices) await rates.spot(route, type, price, iso(fco).slice(0, 10));
  };

  /** Writes one sailing route and, for China exports, what is sold on it. */
  const add = async (template: LoopTemplate, carrier: ReferenceCarrier, legs: Leg[], routeKm: number) => {
    const first = legs[0]!;
    const main = legs[legs.length - 1]!;
    const etd = first.from.departure;
    const eta = main.to.arrival;
    const pol = first.from.place;
    const pod = main.to.place;
    const etdDate = toLocalIso(etd, pol.timeZone).slice(0, 10);
    const transitDays = Math.max(1, Math.round((eta - etd) / DAY));
    routeId++;
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
      legs: JSON.stringify(legs.map((leg, index) => dcsaLeg(leg, index, carrier))),
      cutOffs: JSON.stringify(cutOffsFor(etd, pol)),
      freeDaysAtDestination: freeDaysAt(carrier.scac, pod.code),
      source: 'demo',
    });
    // Only China exports are sold, and only their direct sailings carry the demo shipments.
    if (!isChina(pol.code) || isChina(pod.code)) return;
    const route: SoldRoute = {
      routeId,
      pol: pol.code,
      pod: pod.code,
      carrierScac: carrier.scac,
      etdDate,
      etd: iso(etd),
      eta: iso(eta),
      transitDays,
      transshipments: legs.length - 1,
      // The loop's service is the mainline leg's: AEU1, AEU2... sell as routes AEU1, AEU2.
      routeCode: `${template.code}${main.serviceCode.slice(-1)}`,
      serviceCode: main.serviceCode,
      vesselName: main.vessel.name,
      voyageNumber: main.voyageNumber,
      validFrom: mondayOf(etdDate),
    };
    await sell(route, template, carrier, etd, routeKm);
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
        plannedEta: main.to.plannedArrival,
      });
    }
  };

  return { add, shipmentCandidates };
};

export type SailingRoutes = ReturnType<typeof createSailingRoutes>;
