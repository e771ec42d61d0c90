/**
 * The liner services: each loop template run by a few carriers, each with its own service code and
 * fleet, one voyage a week with its port calls; and the sailing routes a voyage offers (direct
 * between two of its calls, or from a China feeder or barge port through the first hub).
 */
import { addDays, isoWeek, localToInstant, mondayOf } from '../../../domain/freight/dates.ts';
import { makeImo } from '../../../domain/freight/identifiers.ts';
import { FEEDERS, FLAGS, VESSEL_PREFIX, VESSEL_WORDS } from './fleet-reference.ts';
import type { LoopTemplate } from './loops.ts';
import { DAY, HOUR, isChina, iso, type Phase } from './phase.ts';
import type { ReferenceCarrier } from './reference-carriers.ts';
import { distanceKm, placeByCode, type ReferencePlace } from './reference-places.ts';
import type { Call, Leg, SailingRoutes } from './sailing-routes.ts';
import { pickCarriers, sailDays, seaKm } from './sea-routing.ts';

/** One loop service of one carrier: the template it runs, its code and names (AEU1, "Asia - North Europe 1"). */
interface Service {
  template: LoopTemplate;
  carrier: ReferenceCarrier;
  code: string;
  name: string;
  nameCn: string;
  ports: ReferencePlace[];
}

type Vessel = Leg['vessel'];

export const createSailings = (
  phase: Phase,
  routes: SailingRoutes,
  options: { weeksBefore: number; weeksAfter: number; carriersPerLoop: number },
) => {
  const { sink, random, now } = phase;
  const anchorMonday = mondayOf(new Date(now).toISOString().slice(0, 10));
  let voyageId = 0;
  let portCallId = 0;
  let vesselIndex = 0;
  const usedVesselNames = new Set<string>();

  /** Enough ships for a weekly departure over the whole rotation. */
  const fleetFor = (service: Service) => {
    const { template, carrier, ports } = service;
    let rotationDays = 0;
    for (let index = 0; index < ports.length; index++) {
      rotationDays += sailDays(ports[index]!, ports[(index + 1) % ports.length]!, template.routing) + 1;
    }
    return Array.from({ length: Math.ceil(rotationDays / 7) }, () => {
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
  };

  /** The port calls of one voyage leaving the first port on `firstDate`, with drifting delays. */
  const writeCalls = async (
    service: Service,
    firstDate: string,
    numbers: [outbound: string, inbound: string],
  ) => {
    const { template, ports } = service;
    const calls: Call[] = [];
    let delayHours = random.int(-4, 10);
    let departure = localToInstant(firstDate, 20, ports[0]!.timeZone);
    for (const [index, place] of ports.entries()) {
      const plannedArrival =
        index === 0
          ? departure - 22 * HOUR
          : calls[index - 1]!.plannedDeparture + sailDays(ports[index - 1]!, place, template.routing) * DAY;
      const plannedDeparture = index === 0 ? departure : plannedArrival + random.int(16, 30) * HOUR;
      delayHours = Math.max(-12, delayHours + random.int(-6, 14));
      const arrival = plannedArrival + delayHours * HOUR;
      departure = plannedDeparture + delayHours * HOUR;
      const voyageNumber = index < template.outbound.length - 1 ? numbers[0] : numbers[1];
      calls.push({ place, voyageNumber, plannedArrival, plannedDeparture, arrival, departure });
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
    return calls;
  };

  /** The mainline leg between two calls of the voyage. */
  const mainLeg = (service: Service, vessel: Vessel, from: Call, to: Call): Leg => ({
    mode: 'VESSEL',
    from,
    to,
    vessel,
    voyageNumber: from.voyageNumber,
    serviceCode: service.code,
    serviceName: service.name,
  });

  /** Every pair of calls on the same direction of the loop, except China to China. */
  const directRoutes = async (service: Service, vessel: Vessel, calls: Call[]) => {
    const { template } = service;
    const halves = [
      [0, template.outbound.length - 1],
      [template.outbound.length - 1, calls.length - 1],
    ] as const;
    for (const [start, end] of halves) {
      for (let from = start; from < end; from++) {
        let km = 0;
        for (let to = from + 1; to <= end; to++) {
          km += seaKm(calls[to - 1]!.place, calls[to]!.place, template.routing);
          const a = calls[from]!;
          const b = calls[to]!;
          if (a.place.code === b.place.code || (isChina(a.place.code) && isChina(b.place.code))) continue;
          await routes.add(template, service.carrier, [mainLeg(service, vessel, a, b)], km);
        }
      }
    }
  };

  /** China feeder or barge into the first hub the mainline calls at, then the mainline onwards. */
  const feederRoutes = async (service: Service, vessel: Vessel, calls: Call[], stem: string) => {
    const { template } = service;
    const hubIndex = calls.findIndex(
      (call, index) => index < template.outbound.length && FEEDERS[call.place.code] !== undefined,
    );
    if (hubIndex < 0) return;
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
      };
      const hubCall: Call = { ...hub, arrival: hubArrival, plannedArrival: hubArrival };
      const feeder: Leg = {
        mode,
        from: feederCall,
        to: hubCall,
        vessel: {
          imo: mode === 'VESSEL' ? makeImo(860_000 + (vesselIndex % 9_000) + random.int(0, 999)) : '',
          name: `${mode === 'BARGE' ? 'BARGE' : 'FEEDER'} ${feederPlace.nameEn.toUpperCase()} ${random.int(1, 9)}`,
          flag: 'CN',
        },
        voyageNumber: `${stem}F`,
        serviceCode: `${feederCode.slice(2)}F`,
        serviceName: `${feederPlace.nameEn} feeder`,
      };
      let km = distanceKm(feederPlace, hub.place) * 1.3;
      for (let to = hubIndex + 1; to < template.outbound.length; to++) {
        km += seaKm(calls[to - 1]!.place, calls[to]!.place, template.routing);
        const destination = calls[to]!;
        if (isChina(destination.place.code)) continue;
        await routes.add(template, service.carrier, [feeder, mainLeg(service, vessel, hub, destination)], km);
      }
    }
  };

  /** One carrier's service on a loop: its row, its fleet, and a voyage every week of the window. */
  const runService = async (service: Service) => {
    const { template, carrier } = service;
    await sink.add('services', {
      id: `${carrier.scac}-${service.code}`,
      carrierScac: carrier.scac,
      code: service.code,
      nameEn: service.name,
      nameCn: service.nameCn,
      tradeLane: template.tradeLane,
    });
    const dayOffset = random.int(0, 6);
    const fleet = fleetFor(service);
    for (let week = -options.weeksBefore; week < options.weeksAfter; week++) {
      const ship = fleet[((week % fleet.length) + fleet.length) % fleet.length]!;
      if (!ship.added) {
        ship.added = true;
        await sink.add('vessels', {
          imo: ship.imo,
          name: ship.name,
          flag: ship.flag,
          callSign: ship.callSign,
          operatorScac: carrier.scac,
          teu: ship.teu,
        });
      }
      const firstDate = addDays(anchorMonday, week * 7 + dayOffset);
      const { year, week: weekNumber } = isoWeek(firstDate);
      const stem = `${String(year).slice(2)}${String(weekNumber).padStart(2, '0')}`;
      const numbers: [string, string] = [
        `${stem}${template.directions[0]}`,
        `${stem}${template.directions[1]}`,
      ];
      voyageId++;
      await sink.add('voyages', {
        id: voyageId,
        serviceId: `${carrier.scac}-${service.code}`,
        vesselImo: ship.imo,
        voyageNumber: numbers[0],
        returnVoyageNumber: numbers[1],
      });
      const calls = await writeCalls(service, firstDate, numbers);
      const vessel = { imo: ship.imo, name: ship.name, flag: ship.flag };
      await directRoutes(service, vessel, calls);
      await feederRoutes(service, vessel, calls, stem);
    }
  };

  /** Every carrier's service on one loop template. */
  return async (template: LoopTemplate, templateIndex: number) => {
    const ports = [...template.outbound, ...template.inbound].map((code) => placeByCode.get(code)!);
    const carriers = pickCarriers(random, templateIndex, options.carriersPerLoop);
    for (const [carrierIndex, carrier] of carriers.entries()) {
      await runService({
        template,
        carrier,
        code: `${template.code}${carrierIndex + 1}`,
        name: `${template.nameEn} ${carrierIndex + 1}`,
        nameCn: `${template.nameCn}${carrierIndex + 1}`,
        ports,
      });
    }
  };
};
