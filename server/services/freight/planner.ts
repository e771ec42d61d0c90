/**
 * The global solution planner: door-to-door options composing truck, rail, barge and sea legs,
 * ranked by time or cost with Yen's k shortest loopless paths over the generated network; and the
 * sea-rail routes (a rail leg into a port and a sea leg out of it, or the reverse).
 */
import type {
  GatedPage,
  PlaceRef,
  PlannerLeg,
  PlannerOption,
  PlanResult,
  RateGateMessage,
  SeaRailRoute,
} from '../../../domain/api/freight.ts';
import { PLANNER_MODES, type PlannerMode } from '../../../domain/freight/codes.ts';
import { samePlaces } from '../../../domain/freight/search-rules.ts';
import { buildGraph, type Edge, kShortestPaths } from '../../../domain/freight/shortest-paths.ts';
import { networkOperator } from '../../db/freight/network-reference.ts';
import type { FreightRepositories } from '../../db/repositories/freight-repositories.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { invalid, notFound, type FreightOutcome as Outcome, ok } from '../outcome.ts';
import { type PriceGateOf, priceBehind, type Ungated } from './price-gate.ts';
import type { Reference } from './reference.ts';

/** Time and money spent at the start of a leg: port cut-off and handling, rail terminal, barge, truck. */
export const LEG_DWELL_DAYS: Record<PlannerMode, number> = { VESSEL: 2, RAIL: 1, BARGE: 1, TRUCK: 0.2 };
export const LEG_HANDLING_USD: Record<PlannerMode, number> = { VESSEL: 150, RAIL: 120, BARGE: 80, TRUCK: 0 };
/** kg CO2 per FEU-km, rough public averages. */
const CO2_KG_PER_KM: Record<PlannerMode, number> = { VESSEL: 0.03, RAIL: 0.05, BARGE: 0.06, TRUCK: 0.2 };

type Link = Awaited<ReturnType<FreightRepositories['network']['railLinks']>>[number];
interface LinkEdge extends Edge {
  link: Link;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

const costOf = (link: Link) => link.cost + LEG_HANDLING_USD[link.mode as PlannerMode];

export const createPlannerService = (deps: {
  repositories: Pick<FreightRepositories, 'network' | 'demoData'>;
  reference: Reference;
  gateFor: PriceGateOf;
}) => {
  const { repositories, reference, gateFor } = deps;

  const legOf = async (link: Link, gate: RateGateMessage | null): Promise<PlannerLeg> => ({
    mode: link.mode as PlannerMode,
    from: await reference.place(link.fromCode),
    to: await reference.place(link.toCode),
    days: round1(link.days + LEG_DWELL_DAYS[link.mode as PlannerMode]),
    cost: priceBehind(gate, costOf(link)),
    distanceKm: link.distanceKm,
    operator: networkOperator(link.operator),
  });

  /** Costs are prices: summed only when the gate is open. */
  const totalOf = (links: Link[], gate: RateGateMessage | null) =>
    priceBehind(
      gate,
      links.reduce((sum, link) => sum + costOf(link), 0),
    );

  return {
    planRoutes: async (
      body: {
        origin: string;
        destination: string;
        rankBy: 'time' | 'cost';
        modes?: PlannerMode[] | undefined;
        maxOptions: number;
      },
      viewer: Viewer | null,
    ): Promise<Outcome<Ungated<PlanResult>>> => {
      const origin = await reference.checkPlace('origin', body.origin);
      if (!origin.ok) return origin;
      const destination = await reference.checkPlace('destination', body.destination);
      if (!destination.ok) return destination;
      if (samePlaces(origin.data, destination.data)) return invalid('samePlaces');
      const gate = await gateFor(viewer);
      // Ranking by cost is ranking by price: behind the gate, by time.
      const rankBy = gate === null ? body.rankBy : 'time';
      const links = await repositories.network.networkLinks(body.modes ?? PLANNER_MODES);
      const graph = buildGraph<LinkEdge>(
        links.map((link) => ({
          id: String(link.id),
          from: link.fromCode,
          to: link.toCode,
          weight: rankBy === 'time' ? link.days + LEG_DWELL_DAYS[link.mode as PlannerMode] : costOf(link),
          link,
        })),
      );
      const paths = kShortestPaths(graph, origin.data, destination.data, body.maxOptions);
      if (paths.length === 0) return notFound('noRouteFound', { from: origin.data, to: destination.data });
      const options = await Promise.all(
        paths.map(async (path, index): Promise<PlannerOption> => {
          const links = path.edges.map((edge) => edge.link);
          const legs = await Promise.all(links.map((link) => legOf(link, gate)));
          return {
            rank: index + 1,
            totalDays: round1(legs.reduce((sum, leg) => sum + leg.days, 0)),
            totalCost: totalOf(links, gate),
            currency: 'USD',
            co2Kg: Math.round(legs.reduce((sum, leg) => sum + leg.distanceKm * CO2_KG_PER_KM[leg.mode], 0)),
            transfers: legs.length - 1,
            modes: [...new Set(legs.map((leg) => leg.mode))],
            legs,
          };
        }),
      );
      return ok({
        rankBy,
        options,
        demoData: options.length > 0 && (await repositories.demoData.generated()),
        gate,
      });
    },

    searchSeaRailRoutes: async (
      body: {
        origin?: string | undefined;
        destination?: string | undefined;
        pageNo: number;
        pageSize: number;
      },
      viewer: Viewer | null,
    ): Promise<Outcome<Ungated<GatedPage<SeaRailRoute>>>> => {
      let origin: string | undefined;
      let destination: string | undefined;
      if (body.origin !== undefined && body.origin !== '') {
        const checked = await reference.checkPlace('origin', body.origin);
        if (!checked.ok) return checked;
        origin = checked.data;
      }
      if (body.destination !== undefined && body.destination !== '') {
        const checked = await reference.checkPlace('destination', body.destination);
        if (!checked.ok) return checked;
        destination = checked.data;
      }
      const rails = (await repositories.network.railLinks()).filter((link) => link.toCode.length === 5);
      const places = new Map((await reference.places()).map((place) => [place.code, place]));
      const isPort = (code: string) => places.get(code)?.kind === 'seaport';
      const routes: { direction: 'export' | 'import'; legs: [Link, Link] }[] = [];
      // Export: inland terminal by rail to a port, then an international sea leg.
      const exportRails = rails.filter(
        (link) =>
          !isPort(link.fromCode) && isPort(link.toCode) && (origin === undefined || link.fromCode === origin),
      );
      const seaFrom = await repositories.network.linksFrom(
        [...new Set(exportRails.map((link) => link.toCode))],
        'VESSEL',
      );
      for (const rail of exportRails) {
        for (const sea of seaFrom) {
          if (
            sea.fromCode === rail.toCode &&
            sea.toCode.slice(0, 2) !== sea.fromCode.slice(0, 2) &&
            (destination === undefined || sea.toCode === destination)
          )
            routes.push({ direction: 'export', legs: [rail, sea] });
        }
      }
      // Import: sea into a port, then rail to an inland terminal.
      const importRails = rails.filter(
        (link) =>
          isPort(link.fromCode) &&
          !isPort(link.toCode) &&
          (destination === undefined || link.toCode === destination),
      );
      const seaTo = await repositories.network.linksTo(
        [...new Set(importRails.map((link) => link.fromCode))],
        'VESSEL',
      );
      for (const rail of importRails) {
        for (const sea of seaTo) {
          if (
            sea.toCode === rail.fromCode &&
            sea.toCode.slice(0, 2) !== sea.fromCode.slice(0, 2) &&
            (origin === undefined || sea.fromCode === origin)
          )
            routes.push({ direction: 'import', legs: [sea, rail] });
        }
      }
      const gate = await gateFor(viewer);
      const all = await Promise.all(
        routes.map(async ({ direction, legs }) => {
          const planned = await Promise.all(legs.map((link) => legOf(link, gate)));
          const route: SeaRailRoute = {
            direction,
            origin: planned[0]!.from as PlaceRef,
            transferPort: planned[0]!.to as PlaceRef,
            destination: planned[1]!.to as PlaceRef,
            totalDays: round1(planned[0]!.days + planned[1]!.days),
            totalCost: totalOf(legs, gate),
            currency: 'USD',
            legs: planned,
          };
          return { route, cost: costOf(legs[0]) + costOf(legs[1]) };
        }),
      );
      // Cheaper first among equally fast routes, unless the order would tell prices the gate hides.
      all.sort(
        (a, b) =>
          a.route.totalDays - b.route.totalDays ||
          (gate === null ? a.cost - b.cost : 0) ||
          a.route.origin.code.localeCompare(b.route.origin.code),
      );
      const start = (body.pageNo - 1) * body.pageSize;
      return ok({
        list: all.slice(start, start + body.pageSize).map((item) => item.route),
        total: all.length,
        pageNo: body.pageNo,
        pageSize: body.pageSize,
        demoData: all.length > 0 && (await repositories.demoData.generated()),
        gate,
      });
    },
  };
};
