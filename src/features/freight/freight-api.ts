import type { CarrierRef, Page, PlaceRef } from '../../../domain/api/freight.ts';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import { fetchData } from '../../api/client.ts';

/** Shared freight look-ups (ports, carriers) for the rate and logistics pages. */
export const searchPorts = (body: {
  keyword: string;
  kind?: PlaceRef['kind'] | undefined;
  pageSize?: number;
}): Promise<Page<PlaceRef>> =>
  fetchData<Page<PlaceRef>>(FreightPath.searchPorts, {
    keyword: body.keyword,
    ...(body.kind ? { kind: body.kind } : {}),
    pageSize: body.pageSize ?? 10,
  });

export type CarrierOption = CarrierRef & { schedules: boolean };

export const listCarriers = (
  body: { keyword?: string; pageSize?: number } = {},
): Promise<Page<CarrierOption>> =>
  fetchData<Page<CarrierOption>>(FreightPath.listCarriers, { pageSize: 100, ...body });
