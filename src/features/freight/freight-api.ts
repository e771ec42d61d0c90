import type { CarrierListing, Page, PlaceRef } from '../../../domain/api/freight.ts';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { fetchData } from '../../api/client.ts';
import { visitorTenant } from '../../api/tenant.ts';

/** Shared freight look-ups (ports, carriers, SPOT products) for the rate and logistics pages. */
export const searchPorts = (body: {
  keyword: string;
  kind?: PlaceRef['kind'] | undefined;
  pageSize?: number;
}): Promise<Page<PlaceRef>> =>
  fetchData(FreightPath.searchPorts, {
    keyword: body.keyword,
    ...(body.kind ? { kind: body.kind } : {}),
    pageSize: body.pageSize ?? 10,
  });

export const listCarriers = (
  body: { keyword?: string; pageSize?: number } = {},
): Promise<Page<CarrierListing>> => fetchData(FreightPath.listCarriers, { pageSize: 100, ...body });

/** The page the dataPage machine asks for. */
export interface Paging {
  pageNo: number;
  pageSize: number;
}

export interface SpotQuery {
  pol?: string;
  pod?: string;
  etdWeek?: string;
  /** Sailings past their cut-off too (the server leaves them out unless asked). */
  includeClosed?: boolean;
}

/** SPOT products (/spotFreight and /grabSpace list the same ones) of this build's tenant. */
export const listSpotProducts = (query: SpotQuery & Paging, signal?: AbortSignal) =>
  fetchData(FreightPath.listSpotProducts, { ...query, ...visitorTenant }, signal);
