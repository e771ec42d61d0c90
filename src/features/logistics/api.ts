/** The freight API calls of the logistics pages (docs/freight.md). */
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import type { PlannerMode } from '../../../domain/freight/codes.ts';
import { fetchData } from '../../api/client.ts';
import { visitorTenant } from '../../api/tenant.ts';
import type { Paging } from '../freight/freight-api.ts';

export const PAGE_SIZE = 10;

export interface PointToPointQuery {
  pol: string;
  pod: string;
  etdFrom?: string;
  etdTo?: string;
  directOnly?: boolean;
  sortBy: 'etd' | 'transitTime';
}
export const searchPointToPoint = (query: PointToPointQuery & Paging, signal?: AbortSignal) =>
  fetchData(FreightPath.searchPointToPoint, query, signal);

export interface VesselQuery {
  vessel: string;
}
export const searchVesselSchedule = (query: VesselQuery & Paging, signal?: AbortSignal) =>
  fetchData(FreightPath.searchVesselSchedule, query, signal);

export const track = (numbers: string[], signal?: AbortSignal) =>
  fetchData(FreightPath.track, { numbers }, signal);

export interface PrerecordedQuery {
  customerNo: string;
}
export const searchPrerecorded = (query: PrerecordedQuery & Paging, signal?: AbortSignal) =>
  fetchData(FreightPath.searchPrerecorded, query, signal);

export interface SpaceQuery {
  pol: string;
  pod: string;
  etdWeek?: string;
  kind?: 'guarantee' | 'existing';
  weekdays?: number[];
  /** Sailings past their cut-off too (the server leaves them out unless asked). */
  includeClosed?: boolean;
}
/** The space of this build's tenant (a signed-in customer's is their session's). */
export const searchSpace = (query: SpaceQuery & Paging, signal?: AbortSignal) =>
  fetchData(FreightPath.searchSpace, { ...query, ...visitorTenant }, signal);

export const getSpaceDetail = (sailingId: number, signal?: AbortSignal) =>
  fetchData(FreightPath.getSpaceDetail, { sailingId, ...visitorTenant }, signal);

export interface SeaRailQuery {
  origin?: string;
  destination?: string;
}
export const searchSeaRailRoutes = (query: SeaRailQuery & Paging, signal?: AbortSignal) =>
  fetchData(FreightPath.searchSeaRailRoutes, query, signal);

export interface PlanQuery {
  origin: string;
  destination: string;
  rankBy: 'time' | 'cost';
  modes: PlannerMode[];
}
export const planRoutes = (query: PlanQuery, signal?: AbortSignal) =>
  fetchData(FreightPath.planRoutes, { ...query, maxOptions: 5 }, signal);
