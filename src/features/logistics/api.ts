/** The freight API calls of the logistics pages (docs/freight.md). */
import type {
  CustomsDocument,
  GatedPage,
  Page,
  PlanResult,
  PointToPointRoute,
  SeaRailRoute,
  SpaceSailing,
  SpaceSailingDetail,
  TrackingResult,
  VesselVoyage,
} from '../../../domain/api/freight.ts';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import type { PlannerMode } from '../../../domain/freight/codes.ts';
import { fetchData } from '../../api/client.ts';

export const PAGE_SIZE = 10;

export interface PointToPointQuery {
  pol: string;
  pod: string;
  etdFrom?: string;
  etdTo?: string;
  directOnly?: boolean;
  sortBy: 'etd' | 'transitTime';
  pageNo: number;
}
export const searchPointToPoint = (query: PointToPointQuery, signal?: AbortSignal) =>
  fetchData<Page<PointToPointRoute>>(
    FreightPath.searchPointToPoint,
    { ...query, pageSize: PAGE_SIZE },
    signal,
  );

export interface VesselQuery {
  vessel: string;
  pageNo: number;
}
export const searchVesselSchedule = (query: VesselQuery, signal?: AbortSignal) =>
  fetchData<Page<VesselVoyage>>(FreightPath.searchVesselSchedule, { ...query, pageSize: 5 }, signal);

export const track = (numbers: string[], signal?: AbortSignal) =>
  fetchData<{ results: TrackingResult[] }>(FreightPath.track, { numbers }, signal);

export interface PrerecordedQuery {
  customerNo: string;
  pageNo: number;
}
export const searchPrerecorded = (query: PrerecordedQuery, signal?: AbortSignal) =>
  fetchData<Page<CustomsDocument>>(FreightPath.searchPrerecorded, { ...query, pageSize: PAGE_SIZE }, signal);

export interface SpaceQuery {
  pol: string;
  pod: string;
  etdWeek?: string;
  kind?: 'guarantee' | 'existing';
  weekdays?: number[];
  pageNo: number;
}
export const searchSpace = (query: SpaceQuery, signal?: AbortSignal) =>
  fetchData<GatedPage<SpaceSailing>>(FreightPath.searchSpace, { ...query, pageSize: PAGE_SIZE }, signal);

export const getSpaceDetail = (sailingId: number, signal?: AbortSignal) =>
  fetchData<SpaceSailingDetail>(FreightPath.getSpaceDetail, { sailingId }, signal);

export interface SpotQuery {
  pol?: string;
  pod?: string;
  etdWeek?: string;
  pageNo: number;
}
export const listSpotProducts = (query: SpotQuery, signal?: AbortSignal) =>
  fetchData<GatedPage<SpaceSailing>>(FreightPath.listSpotProducts, { ...query, pageSize: PAGE_SIZE }, signal);

export interface SeaRailQuery {
  origin?: string;
  destination?: string;
  pageNo: number;
}
export const searchSeaRailRoutes = (query: SeaRailQuery, signal?: AbortSignal) =>
  fetchData<GatedPage<SeaRailRoute>>(
    FreightPath.searchSeaRailRoutes,
    { ...query, pageSize: PAGE_SIZE },
    signal,
  );

export interface PlanQuery {
  origin: string;
  destination: string;
  rankBy: 'time' | 'cost';
  modes: PlannerMode[];
}
export const planRoutes = (query: PlanQuery, signal?: AbortSignal) =>
  fetchData<PlanResult>(FreightPath.planRoutes, { ...query, maxOptions: 5 }, signal);
