/**
 * Request body schemas of the freight area, keyed by FreightPath. They check shapes and bounds;
 * the freight services check meaning (a real UN/LOCODE, a date range in order, check digits) and
 * answer with the messages of domain/freight/messages.ts.
 */
import * as v from 'valibot';
import { CONTAINER_TYPES, PLANNER_MODES } from '../freight/codes.ts';
import { QUOTATION_MAX_ITEMS, QUOTATION_MAX_QUANTITY } from '../freight/search-rules.ts';
import { MultiLineText, PlainJson, Text } from './plain-text.ts';
import { Id } from './schema-parts.ts';

export const PAGE_SIZE_MAX = 100;
export const DEFAULT_PAGE_SIZE = 20;
export const TRACKING_MAX_NUMBERS = 20;
export const IMPORT_MAX_DOCUMENTS = 2000;
const page = {
  pageNo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)), 1),
  pageSize: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(PAGE_SIZE_MAX)),
    DEFAULT_PAGE_SIZE,
  ),
};
const Code = Text(10);
const DateText = Text(10);
const dateWindow = {
  etdFrom: v.optional(DateText),
  etdTo: v.optional(DateText),
  etdWeek: v.optional(DateText),
};

export const SearchPortsBody = v.object({
  keyword: Text(50),
  kind: v.optional(v.picklist(['seaport', 'rail', 'inland'])),
  ...page,
});
export const ListCarriersBody = v.object({
  keyword: v.optional(Text(50)),
  ...page,
});

export const RATE_SORTS = ['price', 'transitTime', 'etd'] as const;
export const SearchRatesBody = v.object({
  /** The tenant an anonymous visitor searches (default 1); a signed-in viewer searches the session's. */
  companyId: v.optional(Id),
  pol: Code,
  pod: Code,
  containerType: v.optional(v.picklist(CONTAINER_TYPES)),
  carrier: v.optional(Code),
  spotOnly: v.optional(v.boolean()),
  ...dateWindow,
  sortBy: v.optional(v.picklist(RATE_SORTS), 'price'),
  sortOrder: v.optional(v.picklist(['asc', 'desc']), 'asc'),
  ...page,
});
export type SearchRatesBody = v.InferOutput<typeof SearchRatesBody>;

export const SaveQuotationBody = v.object({
  items: v.pipe(
    v.array(
      v.object({
        rateId: Id,
        quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(QUOTATION_MAX_QUANTITY)),
      }),
    ),
    v.minLength(1),
    v.maxLength(QUOTATION_MAX_ITEMS),
  ),
  remark: v.optional(MultiLineText(500), ''),
});
export const GetQuotationBody = v.object({ id: Text(64) });
export const ListMyQuotationsBody = v.object({ ...page });

/**
 * Space lists open where the user can act: sailings past their cut-off or stopped are
 * left out unless the request sets includeClosed.
 */
const closedFilter = { includeClosed: v.optional(v.boolean(), false) };
/** An anonymous visitor's tenant (a signed-in request's is the session's); none: the default tenant. */
const tenantOfVisitor = { companyId: v.optional(Id) };
export const ListSpotProductsBody = v.object({
  ...tenantOfVisitor,
  pol: v.optional(Code),
  pod: v.optional(Code),
  carrier: v.optional(Code),
  ...dateWindow,
  ...closedFilter,
  ...page,
});
export const SPACE_KIND_FILTERS = ['guarantee', 'existing'] as const;
export const SearchSpaceBody = v.object({
  ...tenantOfVisitor,
  pol: Code,
  pod: Code,
  carrier: v.optional(Code),
  kind: v.optional(v.picklist(SPACE_KIND_FILTERS)),
  /** ISO weekdays of the ETD, 1 Monday ... 7 Sunday; none means every day. */
  weekdays: v.optional(
    v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))), v.maxLength(7)),
  ),
  ...dateWindow,
  ...closedFilter,
  ...page,
});
export const GetSpaceDetailBody = v.object({ sailingId: Id, ...tenantOfVisitor });

export const SearchPointToPointBody = v.object({
  pol: Code,
  pod: Code,
  carrier: v.optional(Code),
  directOnly: v.optional(v.boolean()),
  ...dateWindow,
  sortBy: v.optional(v.picklist(['etd', 'transitTime']), 'etd'),
  ...page,
});
export const SearchVesselScheduleBody = v.object({
  vessel: Text(50),
  dateFrom: v.optional(DateText),
  dateTo: v.optional(DateText),
  ...page,
});

export const TrackBody = v.object({
  numbers: v.pipe(v.array(Text(40)), v.maxLength(100)),
});

export const SearchSeaRailRoutesBody = v.object({
  origin: v.optional(Code),
  destination: v.optional(Code),
  ...page,
});
export const PlanRoutesBody = v.object({
  origin: Code,
  destination: Code,
  rankBy: v.optional(v.picklist(['time', 'cost']), 'time'),
  modes: v.optional(v.pipe(v.array(v.picklist(PLANNER_MODES)), v.minLength(1), v.maxLength(4))),
  maxOptions: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)), 5),
});

export const SearchPrerecordedBody = v.object({ customerNo: Text(30), ...page });

export const IMPORT_KINDS = ['tntEvents', 'csPointToPoint'] as const;
export const ImportDcsaBody = v.object({
  kind: v.picklist(IMPORT_KINDS),
  documents: v.pipe(
    v.array(v.pipe(v.unknown(), PlainJson)),
    v.minLength(1),
    v.maxLength(IMPORT_MAX_DOCUMENTS),
  ),
});
