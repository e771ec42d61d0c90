/** Point-to-point sailings (DCSA Commercial Schedules 1.0.3 shape) and schedules by vessel. */
import type { Page, PlaceRef, PointToPointRoute, VesselVoyage } from '../../../domain/api/freight.ts';
import { toLocalIso } from '../../../domain/freight/dates.ts';
import { isValidImo } from '../../../domain/freight/identifiers.ts';
import type { SailingRouteRow } from '../../db/freight-schema.ts';
import type { FreightRepositories } from '../../db/repositories/freight-repositories.ts';
import { invalid, type FreightOutcome as Outcome, ok } from '../outcome.ts';
import { checkWindow, type Reference, todayOf } from './reference.ts';
import type { PublishedRoute } from './route-import.ts';

/** What a stored DCSA leg may say of its ends (an imported one may leave parts out). */
type LegEnds = Partial<Record<'departure' | 'arrival', { location?: { UNLocationCode?: unknown } }>> | null;

/** The UN/LOCODEs the legs depart from and arrive at, each once. */
const legPlaceCodes = (legs: readonly unknown[]): string[] => {
  const codes = new Set<string>();
  for (const leg of legs as LegEnds[]) {
    for (const end of [leg?.departure, leg?.arrival]) {
      const code = end?.location?.UNLocationCode;
      if (typeof code === 'string') codes.add(code);
    }
  }
  return [...codes];
};

/** The route-level fields an imported route answers as published. */
const publishedFields = (published: PublishedRoute) => ({
  placeOfReceipt: published.placeOfReceipt,
  placeOfDelivery: published.placeOfDelivery,
  receiptTypeAtOrigin: published.receiptTypeAtOrigin,
  deliveryTypeAtDestination: published.deliveryTypeAtDestination,
  solutionNumber: published.solutionNumber,
  routingReference: published.routingReference,
});

export const createScheduleService = (deps: {
  repositories: Pick<FreightRepositories, 'schedules' | 'demoData'>;
  reference: Reference;
  now: () => number;
}) => {
  const { repositories, reference } = deps;

  const toRoute = async (row: SailingRouteRow): Promise<PointToPointRoute> => {
    const pol = await reference.placeOf(row.pol);
    const pod = await reference.placeOf(row.pod);
    const polZone = 'timeZone' in pol ? pol.timeZone : 'UTC';
    const podZone = 'timeZone' in pod ? pod.timeZone : 'UTC';
    const etd = toLocalIso(row.etd, polZone);
    const eta = toLocalIso(row.eta, podZone);
    const legs: unknown[] = JSON.parse(row.legs);
    const legPlaces = await Promise.all(legPlaceCodes(legs).map(reference.placeOf));
    return {
      id: row.id,
      carrier: await reference.carrier(row.carrierScac),
      pol: pol as PointToPointRoute['pol'],
      pod: pod as PointToPointRoute['pod'],
      serviceCode: row.serviceCode,
      ...(await reference.serviceNames(row.carrierScac, row.serviceCode, row.serviceName)),
      vesselName: row.vesselName,
      vesselImo: row.vesselImo,
      voyageNumber: row.voyageNumber,
      etd,
      eta,
      transitTime: row.transitDays,
      transshipments: row.transshipments,
      source: row.source === 'dcsa' ? 'dcsa' : 'demo',
      cutOffTimes: JSON.parse(row.cutOffs),
      // An imported route answers what it was published with (its routing reference
      // is what a customer quotes at booking); a generated one, its ports and the usual CY/CY.
      ...(row.published === null
        ? {
            placeOfReceipt: {
              facilityTypeCode: 'POTE',
              location: { UNLocationCode: row.pol, ...('nameEn' in pol ? { locationName: pol.nameEn } : {}) },
              dateTime: etd,
            },
            placeOfDelivery: {
              facilityTypeCode: 'POTE',
              location: { UNLocationCode: row.pod, ...('nameEn' in pod ? { locationName: pod.nameEn } : {}) },
              dateTime: eta,
            },
            receiptTypeAtOrigin: 'CY' as const,
            deliveryTypeAtDestination: 'CY' as const,
            solutionNumber: 1,
            routingReference: `R${row.id}`,
          }
        : publishedFields(JSON.parse(row.published) as PublishedRoute)),
      legs,
      legPlaces: legPlaces.filter((place): place is PlaceRef => 'nameEn' in place),
    };
  };

  return {
    toRoute,

    searchPointToPoint: async (body: {
      pol: string;
      pod: string;
      carrier?: string | undefined;
      directOnly?: boolean | undefined;
      etdFrom?: string | undefined;
      etdTo?: string | undefined;
      etdWeek?: string | undefined;
      sortBy: 'etd' | 'transitTime';
      pageNo: number;
      pageSize: number;
    }): Promise<Outcome<Page<PointToPointRoute>>> => {
      const lane = await reference.checkLane(body, todayOf(deps.now()));
      if (!lane.ok) return lane;
      const { rows, total } = await repositories.schedules.searchRoutes({
        pol: lane.data.pol,
        pod: lane.data.pod,
        etdFrom: lane.data.from,
        etdTo: lane.data.to,
        carrier: lane.data.carrier,
        directOnly: body.directOnly,
        sortBy: body.sortBy,
        pageNo: body.pageNo,
        pageSize: body.pageSize,
      });
      return ok({
        list: await Promise.all(rows.map(toRoute)),
        total,
        pageNo: body.pageNo,
        pageSize: body.pageSize,
        demoData: rows.some((row) => row.source === 'demo'),
      });
    },

    searchVesselSchedule: async (body: {
      vessel: string;
      dateFrom?: string | undefined;
      dateTo?: string | undefined;
      pageNo: number;
      pageSize: number;
    }): Promise<Outcome<Page<VesselVoyage>>> => {
      const text = body.vessel
        .trim()
        .toUpperCase()
        .replace(/^IMO\s*/, '');
      const imo = /^\d{7}$/.test(text);
      if (imo && !isValidImo(text)) return invalid('invalidImo', { imo: text });
      if (!imo && text.length < 3) return invalid('vesselQueryRequired');
      const today = todayOf(deps.now());
      const window = checkWindow({ etdFrom: body.dateFrom ?? today, etdTo: body.dateTo }, today, {
        from: 'dateFrom',
        to: 'dateTo',
        week: 'dateFrom',
      });
      if (!window.ok) return window;
      const vessels = await repositories.schedules.findVessels(imo ? { imo: text } : { namePrefix: text });
      const voyages = await repositories.schedules.voyagesOfVessels(vessels.map((vessel) => vessel.imo));
      const calls = await repositories.schedules.callsOfVoyages(voyages.map((voyage) => voyage.id));
      const from = Date.parse(`${window.data.from}T00:00:00Z`);
      const to = Date.parse(`${window.data.to}T23:59:59Z`);
      const result: VesselVoyage[] = [];
      for (const voyage of voyages) {
        const own = calls.filter((call) => call.voyageId === voyage.id);
        if (
          !own.some(
            (call) => Date.parse(call.plannedDeparture) >= from && Date.parse(call.plannedArrival) <= to,
          )
        )
          continue;
        const vessel = vessels.find((item) => item.imo === voyage.vesselImo)!;
        const operator = vessel.operatorScac === '' ? null : await reference.carrier(vessel.operatorScac);
        result.push({
          vessel: {
            imo: vessel.imo,
            name: vessel.name,
            flag: vessel.flag,
            callSign: vessel.callSign,
            operator,
            teu: vessel.teu,
          },
          serviceCode: voyage.serviceCode,
          serviceName: voyage.serviceName,
          serviceNameCn: voyage.serviceNameCn,
          voyageNumber: voyage.voyageNumber,
          returnVoyageNumber: voyage.returnVoyageNumber,
          calls: await Promise.all(
            own.map(async (call) => {
              const zone = await reference.timeZoneOf(call.placeCode);
              const local = (value: string | null) => (value === null ? null : toLocalIso(value, zone));
              return {
                sequence: call.sequence,
                place: await reference.placeOf(call.placeCode),
                voyageNumber: call.voyageNumber,
                plannedArrival: toLocalIso(call.plannedArrival, zone),
                plannedDeparture: toLocalIso(call.plannedDeparture, zone),
                estimatedArrival: local(call.estimatedArrival),
                estimatedDeparture: local(call.estimatedDeparture),
                actualArrival: local(call.actualArrival),
                actualDeparture: local(call.actualDeparture),
                statusCode: call.statusCode,
              };
            }),
          ),
        });
      }
      result.sort((a, b) =>
        (a.calls[0]?.plannedDeparture ?? '').localeCompare(b.calls[0]?.plannedDeparture ?? ''),
      );
      const start = (body.pageNo - 1) * body.pageSize;
      return ok({
        list: result.slice(start, start + body.pageSize),
        total: result.length,
        pageNo: body.pageNo,
        pageSize: body.pageSize,
        demoData: result.length > 0 && (await repositories.demoData.generated()),
      });
    },
  };
};

export type ScheduleService = ReturnType<typeof createScheduleService>;
