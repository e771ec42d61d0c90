/** SPOT products with a loading guarantee, available space (现舱) by lane and week, sailing detail. */
import type {
  GatedPage,
  RateGateMessage,
  SpaceSailing,
  SpaceSailingDetail,
} from '../../../domain/api/freight.ts';
import { toLocalIso } from '../../../domain/freight/dates.ts';
import { availabilityLevel, canTake, sailingLevel } from '../../../domain/freight/space.ts';
import type { FreightRepositories } from '../../db/repositories/freight-repositories.ts';
import { tenantOf, type Viewer } from '../accounts/viewer.ts';
import { notFound, type FreightOutcome as Outcome, ok } from '../outcome.ts';
import { type PriceGateOf, priceBehind, type Ungated } from './price-gate.ts';
import { checkWindow, type Reference, todayOf } from './reference.ts';
import type { ScheduleService } from './schedules.ts';

type SailingRecord = Awaited<ReturnType<FreightRepositories['space']['searchSpace']>>['rows'][number];

interface Window {
  etdFrom?: string | undefined;
  etdTo?: string | undefined;
  etdWeek?: string | undefined;
  /** Sailings past their cut-off or stopped too (lists open on what the user can book). */
  includeClosed?: boolean | undefined;
}

export const createSpaceService = (deps: {
  repositories: Pick<FreightRepositories, 'schedules' | 'space' | 'demoData'>;
  reference: Reference;
  schedules: ScheduleService;
  gateFor: PriceGateOf;
  now: () => number;
}) => {
  const { repositories, reference, gateFor } = deps;

  /** Sailings as the API shows them; prices only when the gate is open. */
  const toSailings = async (
    records: SailingRecord[],
    gate: RateGateMessage | null,
  ): Promise<SpaceSailing[]> => {
    const inventory = await repositories.space.inventoryOf(records.map((record) => record.id));
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
      companyId?: number | undefined;
      pol?: string | undefined;
      pod?: string | undefined;
      carrier?: string | undefined;
      kind?: string | undefined;
      weekdays?: number[] | undefined;
      pageNo: number;
      pageSize: number;
    },
    viewer: Viewer | null,
  ): Promise<Outcome<Ungated<GatedPage<SpaceSailing>>>> => {
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
    const { rows, total } = await repositories.space.searchSpace({
      companyId: tenantOf(viewer, body.companyId),
      pol,
      pod,
      carrier: carrier.data,
      kind: body.kind,
      weekdays: body.weekdays,
      etdFrom: window.data.from,
      etdTo: window.data.to,
      openAt: body.includeClosed === true ? undefined : new Date(deps.now()).toISOString(),
      pageNo: body.pageNo,
      pageSize: body.pageSize,
    });
    return ok({
      list: await toSailings(rows, gate),
      total,
      pageNo: body.pageNo,
      pageSize: body.pageSize,
      demoData: await repositories.demoData.anyDemoRoute(rows.map((row) => row.routeId)),
      gate,
    });
  };

  return {
    listSpotProducts: (
      body: Window & {
        companyId?: number | undefined;
        pol?: string | undefined;
        pod?: string | undefined;
        carrier?: string | undefined;
        pageNo: number;
        pageSize: number;
      },
      viewer: Viewer | null,
    ) => search({ ...body, kind: 'guarantee' }, viewer),

    searchSpace: (
      body: Window & {
        companyId?: number | undefined;
        pol: string;
        pod: string;
        carrier?: string | undefined;
        kind?: string | undefined;
        weekdays?: number[] | undefined;
        pageNo: number;
        pageSize: number;
      },
      viewer: Viewer | null,
    ) => search(body, viewer),

    getSpaceDetail: async (
      body: { sailingId: number; companyId?: number | undefined },
      viewer: Viewer | null,
    ): Promise<Outcome<Ungated<SpaceSailingDetail>>> => {
      const record = await repositories.space.spaceSailingById(
        tenantOf(viewer, body.companyId),
        body.sailingId,
      );
      if (record === undefined) return notFound('sailingNotFound');
      const gate = await gateFor(viewer);
      const [sailing] = await toSailings([record], gate);
      const route = await repositories.schedules.routeById(record.routeId);
      return ok({
        ...sailing!,
        gate,
        schedule: route === undefined ? null : await deps.schedules.toRoute(route),
      });
    },
  };
};
