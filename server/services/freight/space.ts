/** SPOT products with a loading guarantee, available space (现舱) by lane and week, sailing detail. */
import type {
  GatedPage,
  RateGateMessage,
  SpaceSailing,
  SpaceSailingDetail,
} from '../../../domain/api/freight.ts';
import { toLocalIso } from '../../../domain/freight/dates.ts';
import { availabilityLevel, canTake, sailingLevel } from '../../../domain/freight/space.ts';
import type { FreightRepository } from '../../db/freight/repository.ts';
import type { Language } from '../../messages.ts';
import { notFound, type Outcome, ok } from './outcome.ts';
import { gateFields, type PriceGateOf, priceBehind } from './price-gate.ts';
import { checkWindow, type Reference, todayOf } from './reference.ts';
import type { ScheduleService } from './schedules.ts';
import type { Viewer } from './viewer.ts';

type SailingRecord = Awaited<ReturnType<FreightRepository['searchSpace']>>['rows'][number];

interface Window {
  etdFrom?: string | undefined;
  etdTo?: string | undefined;
  etdWeek?: string | undefined;
}

export const createSpaceService = (deps: {
  repository: FreightRepository;
  reference: Reference;
  schedules: ScheduleService;
  gateFor: PriceGateOf;
  now: () => number;
}) => {
  const { repository, reference, gateFor } = deps;

  /** Sailings as the API shows them; prices only when the gate is open. */
  const toSailings = async (
    records: SailingRecord[],
    gate: RateGateMessage | null,
  ): Promise<SpaceSailing[]> => {
    const inventory = await repository.inventoryOf(records.map((record) => record.id));
    const now = deps.now();
    return Promise.all(
      records.map(async (record) => {
        const pol = await reference.place(record.pol);
        const pod = await reference.place(record.pod);
        const state = { stopped: record.stopped === 1, cutOff: Date.parse(record.cutOff) };
        const lines = inventory
          .filter((line) => line.sailingId === record.id)
          .map((line) => {
            const level = availabilityLevel(line, state, now);
            return {
              containerType: line.containerType,
              capacity: line.capacity,
              remaining: line.remaining,
              price: priceBehind(gate, line.price),
              currency: record.currency,
              level,
              bookable: canTake(level, line.remaining, 1),
            };
          });
        const prices = lines
          .filter((line) => line.bookable)
          .map((line) => line.price)
          .filter((price) => price !== null);
        return {
          sailingId: record.id,
          routeId: record.routeId,
          kind: record.kind === 'guarantee' ? 'guarantee' : 'existing',
          loadingGuarantee: record.kind === 'guarantee',
          pol,
          pod,
          carrier: await reference.carrier(record.carrierScac),
          serviceCode: record.serviceCode,
          routeCode: record.routeCode,
          vesselName: record.vesselName,
          voyageNumber: record.voyageNumber,
          etd: toLocalIso(record.etd, pol.timeZone),
          eta: toLocalIso(record.eta, pod.timeZone),
          etdDate: record.etdDate,
          etdWeekday: record.etdWeekday,
          transitDays: record.transitDays,
          cutOff: toLocalIso(record.cutOff, pol.timeZone),
          stopped: record.stopped === 1,
          level: sailingLevel(lines, state, now),
          minPrice: prices.length === 0 ? null : Math.min(...prices),
          currency: record.currency,
          inventory: lines,
        } satisfies SpaceSailing;
      }),
    );
  };

  const search = async (
    body: Window & {
      pol?: string | undefined;
      pod?: string | undefined;
      carrier?: string | undefined;
      kind?: string | undefined;
      weekdays?: number[] | undefined;
      pageNo: number;
      pageSize: number;
    },
    viewer: Viewer | null,
    language: Language,
  ): Promise<Outcome<GatedPage<SpaceSailing>>> => {
    let pol: string | undefined;
    let pod: string | undefined;
    if (body.pol !== undefined && body.pol !== '') {
      const checked = await reference.checkPlace('pol', body.pol);
      if (!checked.ok) return checked;
      pol = checked.data;
    }
    if (body.pod !== undefined && body.pod !== '') {
      const checked = await reference.checkPlace('pod', body.pod);
      if (!checked.ok) return checked;
      pod = checked.data;
    }
    const carrier = await reference.checkCarrier(body.carrier);
    if (!carrier.ok) return carrier;
    const window = checkWindow(body, todayOf(deps.now()));
    if (!window.ok) return window;
    const gate = await gateFor(viewer);
    const { rows, total } = await repository.searchSpace({
      pol,
      pod,
      carrier: carrier.data,
      kind: body.kind,
      weekdays: body.weekdays,
      etdFrom: window.data.from,
      etdTo: window.data.to,
      pageNo: body.pageNo,
      pageSize: body.pageSize,
    });
    return ok({
      list: await toSailings(rows, gate),
      total,
      pageNo: body.pageNo,
      pageSize: body.pageSize,
      demoData: true,
      ...gateFields(gate, language),
    });
  };

  return {
    listSpotProducts: (
      body: Window & {
        pol?: string | undefined;
        pod?: string | undefined;
        carrier?: string | undefined;
        pageNo: number;
        pageSize: number;
      },
      viewer: Viewer | null,
      language: Language,
    ) => search({ ...body, kind: 'guarantee' }, viewer, language),

    searchSpace: (
      body: Window & {
        pol: string;
        pod: string;
        carrier?: string | undefined;
        kind?: string | undefined;
        weekdays?: number[] | undefined;
        pageNo: number;
        pageSize: number;
      },
      viewer: Viewer | null,
      language: Language,
    ) => search(body, viewer, language),

    getSpaceDetail: async (
      sailingId: number,
      viewer: Viewer | null,
      language: Language,
    ): Promise<Outcome<SpaceSailingDetail>> => {
      const record = await repository.spaceSailingById(sailingId);
      if (record === undefined) return notFound('sailingNotFound');
      const gate = await gateFor(viewer);
      const [sailing] = await toSailings([record], gate);
      const route = await repository.routeById(record.routeId);
      return ok({
        ...sailing!,
        ...gateFields(gate, language),
        schedule: route === undefined ? null : await deps.schedules.toRoute(route),
      });
    },
  };
};
