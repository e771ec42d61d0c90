/** Port type-ahead by code or name in both languages, the carrier list, and what is published. */
import type { CarrierRef, Page, PlaceRef } from '../../../domain/api/freight.ts';
import type { Published } from '../../../domain/freight/published.ts';
import type { FreightRepositories } from '../../db/repositories/freight-repositories.ts';
import { invalid, type FreightOutcome as Outcome, ok } from '../outcome.ts';
import type { Reference } from './reference.ts';

const pageOf = <T>(items: T[], pageNo: number, pageSize: number): Page<T> => ({
  list: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  total: items.length,
  pageNo,
  pageSize,
  demoData: false,
});

/** Code prefix first, then name prefix (English, Chinese), then any name containing the text. */
const portScore = (place: PlaceRef, text: string): number => {
  const upper = text.toUpperCase();
  const lower = text.toLowerCase();
  if (place.code === upper) return 0;
  if (place.code.startsWith(upper)) return 1;
  if (place.nameEn.toLowerCase().startsWith(lower) || place.nameCn.startsWith(text)) return 2;
  if (place.nameEn.toLowerCase().includes(lower) || place.nameCn.includes(text)) return 3;
  return -1;
};

export const createCatalogService = (
  reference: Reference,
  repositories: Pick<FreightRepositories, 'published'>,
) => ({
  /** Whether each kind of freight data has any row: an empty portal's pages say so (spec §2). */
  /** What the tenant has published, and the carriers' sailings and events every tenant shares. */
  published: async (companyId: number): Promise<Outcome<Published>> =>
    ok(await repositories.published.published(companyId)),

  searchPorts: async (body: {
    keyword: string;
    kind?: PlaceRef['kind'] | undefined;
    pageNo: number;
    pageSize: number;
  }): Promise<Outcome<Page<PlaceRef>>> => {
    const text = body.keyword.trim();
    if (text === '') return invalid('portQueryRequired');
    const scored = (await reference.places())
      .filter((place) => body.kind === undefined || place.kind === body.kind)
      .map((place) => ({ place, score: portScore(place, text) }))
      .filter((item) => item.score >= 0)
      .sort((a, b) => a.score - b.score || a.place.code.localeCompare(b.place.code));
    return ok(
      pageOf(
        scored.map((item) => item.place),
        body.pageNo,
        body.pageSize,
      ),
    );
  },

  listCarriers: async (body: {
    keyword?: string | undefined;
    pageNo: number;
    pageSize: number;
  }): Promise<Outcome<Page<CarrierRef & { schedules: boolean }>>> => {
    const text = (body.keyword ?? '').trim().toLowerCase();
    const carriers = (await reference.carriers())
      .filter(
        (carrier) =>
          text === '' ||
          carrier.scac.toLowerCase().startsWith(text) ||
          carrier.nameEn.toLowerCase().includes(text) ||
          carrier.nameCn.includes(text),
      )
      .map((carrier) => ({
        scac: carrier.scac,
        nameEn: carrier.nameEn,
        nameCn: carrier.nameCn,
        schedules: carrier.schedules === 1,
      }));
    return ok(pageOf(carriers, body.pageNo, body.pageSize));
  },
});
