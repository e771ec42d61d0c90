/** Request and answer schemas of the rate sheet endpoints (./rate-sheet-paths.ts). */
import * as v from 'valibot';
import { CONTAINER_TYPES, PAYMENT_TERMS } from '../freight/codes.ts';
import { RATE_CARD_FIELDS, SURCHARGE_BASES } from '../freight/rate-card.ts';
import { RateSheetLimit, SHEET_FIELDS } from '../freight/rate-sheet.ts';
import { LIST_PAGING } from './record-list.ts';
import { Id } from './schema-parts.ts';

export const IMPORT_STATUSES = ['reading', 'mapping', 'ready', 'failed', 'published'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const PREVIEW_SECTIONS = ['new', 'changed', 'unchanged', 'expiring', 'refused'] as const;
export type PreviewSection = (typeof PREVIEW_SECTIONS)[number];

const Header = v.pipe(v.string(), v.maxLength(RateSheetLimit.maxHeaderLength));

export const ColumnTargetSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('field'), field: v.picklist(SHEET_FIELDS) }),
  v.strictObject({
    kind: v.literal('surcharge'),
    code: v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,6}$/)),
    basis: v.picklist(SURCHARGE_BASES),
    currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
    paymentTerm: v.picklist(PAYMENT_TERMS),
  }),
  v.strictObject({ kind: v.literal('ignore') }),
]);

export const SheetMappingSchema = v.strictObject({
  columns: v.pipe(
    v.array(v.strictObject({ header: Header, target: ColumnTargetSchema })),
    v.maxLength(RateSheetLimit.maxColumns),
  ),
});

export const ImportIdBody = v.object({ importId: Id });
export type ImportIdBody = v.InferOutput<typeof ImportIdBody>;

export const ListImportRowsBody = v.object({
  importId: Id,
  section: v.picklist(PREVIEW_SECTIONS),
  ...LIST_PAGING,
});
export type ListImportRowsBody = v.InferOutput<typeof ListImportRowsBody>;

export const MapImportBody = v.object({ importId: Id, mapping: SheetMappingSchema });
export type MapImportBody = v.InferOutput<typeof MapImportBody>;

const Counts = v.strictObject({
  rows: v.number(),
  new: v.number(),
  changed: v.number(),
  unchanged: v.number(),
  expiring: v.number(),
  refused: v.number(),
});

/** An import as the page shows it: where it is, the sheet's columns, the preview's counts. */
export const RateImportView = v.strictObject({
  importId: v.number(),
  carrierScac: v.string(),
  fileName: v.string(),
  status: v.picklist(IMPORT_STATUSES),
  /** Why the sheet could not be read, in the caller's language. */
  problem: v.nullable(v.string()),
  headers: v.array(v.string()),
  /** The mapping the rows were read with; null while the colleague maps the columns. */
  mapping: v.nullable(SheetMappingSchema),
  /** What each header is taken for when mapping: the template's, else the carrier's saved one. */
  suggested: SheetMappingSchema,
  /** Rows read so far while reading. */
  rowsRead: v.number(),
  counts: Counts,
  /** The carrier's version the preview compares with, and the one in force now (0: none). */
  baseVersion: v.number(),
  currentVersion: v.number(),
  versionId: v.nullable(v.number()),
  createdAt: v.string(),
  expiresAt: v.string(),
});
export type RateImportView = v.InferOutput<typeof RateImportView>;

const CardView = v.strictObject({
  carrierScac: v.string(),
  pol: v.string(),
  pod: v.string(),
  via: v.nullable(v.string()),
  serviceCode: v.nullable(v.string()),
  containerType: v.picklist(CONTAINER_TYPES),
  currency: v.string(),
  oceanFreight: v.number(),
  surcharges: v.array(
    v.strictObject({
      code: v.string(),
      basis: v.picklist(SURCHARGE_BASES),
      currency: v.string(),
      amount: v.number(),
      paymentTerm: v.picklist(PAYMENT_TERMS),
    }),
  ),
  validFrom: v.string(),
  validTo: v.string(),
  transitDays: v.nullable(v.number()),
  remarks: v.string(),
});

export const ImportRowView = v.strictObject({
  /** The sheet's row number (the header is row 1); 0 for a card in force the sheet lacks. */
  rowNumber: v.number(),
  card: v.nullable(CardView),
  before: v.nullable(CardView),
  /** The fields a changed card changes. */
  changed: v.array(v.picklist(RATE_CARD_FIELDS)),
  /** A refused row's problems: the sheet's column and the rule, in the caller's language. */
  problems: v.array(v.strictObject({ column: v.string(), rule: v.string() })),
});
export type ImportRowView = v.InferOutput<typeof ImportRowView>;

export const ImportRowPage = v.strictObject({
  section: v.picklist(PREVIEW_SECTIONS),
  list: v.array(ImportRowView),
  total: v.number(),
  pageNo: v.number(),
  pageSize: v.number(),
});
export type ImportRowPage = v.InferOutput<typeof ImportRowPage>;

export const PublishedImport = v.strictObject({
  versionId: v.number(),
  number: v.number(),
  cardCount: v.number(),
  addedCount: v.number(),
  changedCount: v.number(),
  removedCount: v.number(),
  /** Rows refused and left out. */
  refusedCount: v.number(),
});
export type PublishedImport = v.InferOutput<typeof PublishedImport>;

/** The template's download: its language. */
export const TemplateBody = v.object({ language: v.picklist(['cn', 'en']) });
