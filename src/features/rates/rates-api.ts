import type { Page, Quotation, RateSearchResult } from '../../../domain/api/freight.ts';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import type { ContainerType } from '../../../domain/freight/codes.ts';
import { fetchData } from '../../api/client.ts';
import { visitorTenant } from '../../api/tenant.ts';

export type RateSort = 'price' | 'transitTime' | 'etd';
export type SortOrder = 'asc' | 'desc';

export interface RateQuery {
  pol: string;
  pod: string;
  containerType?: ContainerType | undefined;
  carrier?: string | undefined;
  spotOnly?: boolean | undefined;
  /** Any date of the chosen ETD week (`yyyy-MM-dd`); none: the next 28 days. */
  etdWeek?: string | undefined;
  sortBy: RateSort;
  sortOrder: SortOrder;
  pageNo: number;
  pageSize: number;
}

/** A visitor searches the build's tenant's rate cards (a signed-in user's tenant is the session's). */
export const searchRates = (query: RateQuery, signal?: AbortSignal): Promise<RateSearchResult> =>
  fetchData(FreightPath.searchRates, { ...visitorTenant, ...query }, signal);

export const saveQuotation = (
  items: { rateId: number; quantity: number }[],
  remark = '',
): Promise<Quotation> => fetchData(FreightPath.saveQuotation, { items, remark });

export const getQuotation = (id: string, signal?: AbortSignal): Promise<Quotation> =>
  fetchData(FreightPath.getQuotation, { id }, signal);

export const listMyQuotations = (
  page: { pageNo: number; pageSize: number },
  signal?: AbortSignal,
): Promise<Page<Quotation>> => fetchData(FreightPath.listMyQuotations, page, signal);
