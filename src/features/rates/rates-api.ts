import type { Page, Quotation, RateSearchResult } from '../../../domain/api/freight.ts';
import { FreightPath } from '../../../domain/api/freight-paths.ts';
import type { ContainerType } from '../../../domain/freight/codes.ts';
import { fetchData } from '../../api/client.ts';

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

const defined = (body: object) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && value !== ''));

export const searchRates = (query: RateQuery, signal?: AbortSignal): Promise<RateSearchResult> =>
  fetchData<RateSearchResult>(FreightPath.searchRates, defined(query), signal);

export const saveQuotation = (
  items: { rateId: number; quantity: number }[],
  remark = '',
): Promise<Quotation> => fetchData<Quotation>(FreightPath.saveQuotation, { items, remark });

export const getQuotation = (id: string, signal?: AbortSignal): Promise<Quotation> =>
  fetchData<Quotation>(FreightPath.getQuotation, { id }, signal);

export const listMyQuotations = (
  page: { pageNo: number; pageSize: number },
  signal?: AbortSignal,
): Promise<Page<Quotation>> => fetchData<Page<Quotation>>(FreightPath.listMyQuotations, page, signal);
