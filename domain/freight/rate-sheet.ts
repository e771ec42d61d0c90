/**
 * An imported rate sheet (spec §3 freight rates, docs/decisions.md "Rate sheets"): how its columns
 * become a rate card's fields, how its cells are read, and the sheet's own rules beyond a card's
 * (domain/freight/rate-card.ts). The template's layout is one row per card, one column per field
 * (headed by `rateCardFieldNames`) and one column per surcharge, its header naming the code, basis,
 * currency and payment term ("BAF · per container · USD · PRE"); an empty surcharge cell means the
 * card has no such charge. A sheet laid out another way is mapped column by column once, and the
 * mapping is kept per tenant and carrier.
 */
import type { PaymentTerm } from './codes.ts';
import { isIsoDate } from './dates.ts';
import {
  checkRateCard,
  containerTypeOf,
  formatRateCardProblem,
  type RateCardField,
  type RateCardInput,
  type RateCardMessage,
  rateCardFieldNames,
  type SurchargeBasis,
} from './rate-card.ts';

export type Language = 'cn' | 'en';

/** The largest sheet accepted: a 100 000-row carrier tariff is about 6 MiB as .xlsx, 12 MiB as .csv. */
export const RATE_SHEET_MAX_BYTES = 20 * 1024 * 1024;
/** The most rows and columns one sheet may have (a wider or longer one is not a carrier tariff). */
export const RateSheetLimit = { maxRows: 200_000, maxColumns: 100, maxHeaderLength: 100 } as const;
/** How long an import's preview can be published: a day, then it is dropped. */
export const RATE_IMPORT_HOURS = 24;

/** The fields one column holds (surcharges take a column each, see SurchargeColumn). */
export const SHEET_FIELDS = [
  'carrierScac',
  'pol',
  'pod',
  'via',
  'serviceCode',
  'containerType',
  'currency',
  'oceanFreight',
  'validFrom',
  'validTo',
  'transitDays',
  'remarks',
] as const satisfies readonly RateCardField[];
export type SheetField = (typeof SHEET_FIELDS)[number];

/** The columns a sheet must have; the carrier is the page's when the sheet has none. */
export const REQUIRED_SHEET_FIELDS: readonly SheetField[] = [
  'pol',
  'pod',
  'containerType',
  'currency',
  'oceanFreight',
  'validFrom',
  'validTo',
];

export interface SurchargeColumn {
  code: string;
  basis: SurchargeBasis;
  currency: string;
  paymentTerm: PaymentTerm;
}

/** What one of the sheet's columns holds. */
export type ColumnTarget =
  | { kind: 'field'; field: SheetField }
  | ({ kind: 'surcharge' } & SurchargeColumn)
  | { kind: 'ignore' };

/** Each of the sheet's headers with what its column holds; saved per tenant and carrier. */
export interface SheetMapping {
  columns: { header: string; target: ColumnTarget }[];
}

const BASIS_WORDS: Record<SurchargeBasis, { cn: string; en: string }> = {
  container: { cn: '每箱', en: 'per container' },
  bl: { cn: '每票', en: 'per B/L' },
};
const TERM_WORDS: Record<PaymentTerm, { cn: string; en: string }> = {
  PRE: { cn: '预付', en: 'PRE' },
  COL: { cn: '到付', en: 'COL' },
};

/** A surcharge column's header as the template writes it. */
export const surchargeHeader = (column: SurchargeColumn, language: Language): string =>
  [
    column.code,
    BASIS_WORDS[column.basis][language],
    column.currency,
    TERM_WORDS[column.paymentTerm][language],
  ].join(' · ');

const normalHeader = (header: string): string => header.trim().replace(/\s+/g, ' ').toLowerCase();

const wordOf = <K extends string>(table: Record<K, { cn: string; en: string }>, word: string): K | null =>
  (Object.keys(table) as K[]).find(
    (key) => normalHeader(table[key].cn) === word || normalHeader(table[key].en) === word,
  ) ?? null;

/** The surcharge a template header names, in either language, or null. */
export const surchargeOfHeader = (header: string): SurchargeColumn | null => {
  const parts = header.split('·').map(normalHeader);
  if (parts.length !== 4) return null;
  const [code = '', basisWord = '', currency = '', termWord = ''] = parts;
  const basis = wordOf(BASIS_WORDS, basisWord);
  const paymentTerm = wordOf(TERM_WORDS, termWord);
  if (!/^[a-z0-9]{2,6}$/.test(code) || !/^[a-z]{3}$/.test(currency) || basis === null || paymentTerm === null)
    return null;
  return { code: code.toUpperCase(), basis, currency: currency.toUpperCase(), paymentTerm };
};

/** What a template header (either language) holds, or null for a header the template has not. */
export const templateTargetOf = (header: string): ColumnTarget | null => {
  const word = normalHeader(header);
  const field = SHEET_FIELDS.find(
    (name) =>
      normalHeader(rateCardFieldNames[name].cn) === word ||
      normalHeader(rateCardFieldNames[name].en) === word,
  );
  if (field !== undefined) return { kind: 'field', field };
  const surcharge = surchargeOfHeader(header);
  return surcharge === null ? null : { kind: 'surcharge', ...surcharge };
};

export type MappingProblem = 'missingColumns' | 'duplicateField' | 'unmappedColumn';

/** Why a mapping cannot read the sheet, or null when it can: every required field has one column. */
export const mappingProblemOf = (
  mapping: SheetMapping,
  headers: readonly string[],
): MappingProblem | null => {
  const targets = new Map(mapping.columns.map(({ header, target }) => [header, target]));
  if (headers.some((header) => !targets.has(header))) return 'unmappedColumn';
  const fields = headers.flatMap((header) => {
    const target = targets.get(header);
    return target?.kind === 'field' ? [target.field] : [];
  });
  if (new Set(fields).size !== fields.length) return 'duplicateField';
  const codes = headers.flatMap((header) => {
    const target = targets.get(header);
    return target?.kind === 'surcharge' ? [target.code] : [];
  });
  if (new Set(codes).size !== codes.length) return 'duplicateField';
  return REQUIRED_SHEET_FIELDS.every((field) => fields.includes(field)) ? null : 'missingColumns';
};

/**
 * The mapping a sheet is read with without asking: the template's own headers, or else the mapping
 * saved for the carrier when it names every header of this sheet; null when the colleague maps it.
 */
export const automaticMapping = (
  headers: readonly string[],
  saved: SheetMapping | null,
): SheetMapping | null => {
  const template = headers.map((header) => ({ header, target: templateTargetOf(header) }));
  if (template.every((column) => column.target !== null)) {
    const mapping = { columns: template as SheetMapping['columns'] };
    if (mappingProblemOf(mapping, headers) === null) return mapping;
  }
  if (saved !== null && mappingProblemOf(saved, headers) === null)
    return { columns: saved.columns.filter(({ header }) => headers.includes(header)) };
  return null;
};

/**
 * One cell as a sheet reader gives it: text, a number, a date (the reader writes a date cell as
 * yyyy-MM-dd), a formula whose value was never saved, or nothing.
 */
export type SheetCell = string | number | { formula: string } | null;

/** Excel's day 0 (1899-12-30, so that its phantom 1900-02-29 keeps later serial numbers right). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** A cell's date as yyyy-MM-dd: an ISO date, 2026/3/1 or 2026.3.1, or an Excel serial number. */
export const sheetDate = (cell: string | number): string => {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 1 || cell > 2_958_465) return String(cell);
    return new Date(EXCEL_EPOCH_MS + Math.floor(cell) * DAY_MS).toISOString().slice(0, 10);
  }
  const text = cell.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return sheetDate(Number(text));
  const parts = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (parts === null) return text;
  const [, year = '', month = '', day = ''] = parts;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : text;
};

/** A cell's whole amount: a number, or text such as "1,200" or " 1200.00 "; NaN when it is none. */
export const sheetNumber = (cell: string | number): number => {
  if (typeof cell === 'number') return cell;
  const text = cell.trim().replace(/[,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
};

const sheetText = (cell: string | number): string => (typeof cell === 'number' ? String(cell) : cell.trim());

/** The sheet's own rules, beyond a card's, with their texts in both languages. */
export const rateSheetMessages = {
  formulaWithoutValue: {
    cn: '{column}是没有计算结果的公式，请在 Excel 中保存后再上传',
    en: '{column} is a formula without a saved value; save the sheet in Excel and upload it again',
  },
  otherCarrier: {
    cn: '承运人与所选承运人 {carrier} 不同：一张表只能是一个承运人的运价',
    en: 'The carrier differs from the chosen carrier {carrier}: a sheet holds one carrier’s rates',
  },
  duplicateRow: {
    cn: '与第 {row} 行是同一运价（承运人、航线、中转、航线代码和箱型相同）',
    en: 'The same rate as row {row} (same carrier, lane, via, service and container type)',
  },
  rateSheetTooLarge: { cn: '运价表不能超过 20 MB', en: 'A rate sheet cannot be larger than 20 MB' },
  rateSheetType: {
    cn: '运价表必须是 .xlsx 或 UTF-8 / GB18030 编码的 .csv 文件',
    en: 'A rate sheet must be an .xlsx file or a .csv file in UTF-8 or GB18030',
  },
  rateSheetUnreadable: {
    cn: '无法读取这个文件：它不是完整的 .xlsx 或 .csv 表格',
    en: 'The file cannot be read: it is not a whole .xlsx or .csv sheet',
  },
  rateSheetEmpty: { cn: '表格没有表头或没有数据行', en: 'The sheet has no header row or no rows' },
  tooManyColumns: { cn: '表格不能超过 100 列', en: 'A sheet cannot have more than 100 columns' },
  tooManyRows: { cn: '表格不能超过 200,000 行', en: 'A sheet cannot have more than 200,000 rows' },
  duplicateHeader: {
    cn: '表头“{column}”出现了两次，请改名后再上传',
    en: 'The header “{column}” appears twice; rename one and upload again',
  },
  missingColumns: {
    cn: '映射缺少必需的列：起运港、目的港、箱型、币种、海运费、有效期开始和结束',
    en: 'The mapping lacks a required column: POL, POD, container type, currency, ocean freight, valid from and valid to',
  },
  duplicateField: {
    cn: '同一字段或附加费只能映射一列',
    en: 'Each field or surcharge can be mapped to one column only',
  },
  unmappedColumn: { cn: '请为每一列选择字段或“忽略”', en: 'Choose a field or “ignore” for every column' },
  rateImportNotFound: { cn: '找不到这次导入，或已过期', en: 'No such import, or it has expired' },
  rateImportNotReady: {
    cn: '这次导入还不能发布：表格仍在读取或需要先映射列',
    en: 'The import cannot be published yet: the sheet is still being read or needs its columns mapped',
  },
  rateImportPublished: { cn: '这次导入已经发布', en: 'This import has already been published' },
  previewOutdated: {
    cn: '预览之后该承运人已发布了新版本：请重新上传运价表再预览',
    en: 'A newer version of this carrier was published after the preview: upload the sheet again',
  },
  publishConflict: {
    cn: '另一位同事正在发布该承运人的运价，请稍后重新上传再试',
    en: 'A colleague is publishing this carrier’s rates at the same time; upload the sheet again shortly',
  },
  noValidRows: { cn: '没有可以发布的有效行', en: 'There is no valid row to publish' },
  carrierRequired: {
    cn: '请选择承运人（2-4 位 SCAC 代码）',
    en: 'Choose the carrier (a SCAC code of 2-4 letters)',
  },
  rateImportStarted: { cn: '正在读取运价表', en: 'The sheet is being read' },
  mappingSaved: { cn: '列映射已保存', en: 'The column mapping was saved' },
  ratesPublished: { cn: '运价已发布为新版本', en: 'The rates were published as a new version' },
} as const satisfies Record<string, { cn: string; en: string }>;

export type RateSheetMessageId = keyof typeof rateSheetMessages;

export const formatRateSheetMessage = (
  id: RateSheetMessageId,
  language: Language,
  values: Record<string, string | number> = {},
): string =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    rateSheetMessages[id][language] as string,
  );

/** A refused row's problem: the sheet's column (its header), and the rule it breaks. */
export type SheetProblem =
  | { column: string; field: RateCardField; message: RateCardMessage }
  | { column: string; message: 'formulaWithoutValue' | 'otherCarrier' | 'duplicateRow'; row?: number };

/** A sheet problem in words, in one language: the card's rule, or the sheet's. */
export const formatSheetProblem = (problem: SheetProblem, language: Language, carrier: string): string =>
  'field' in problem
    ? formatRateCardProblem(problem, language)
    : formatRateSheetMessage(problem.message, language, {
        column: problem.column,
        carrier,
        row: problem.row ?? '',
      });

/** One data row of a sheet read with a mapping: the card it gives, and what is wrong with it. */
export interface MappedRow {
  card: RateCardInput;
  problems: SheetProblem[];
}

/**
 * The card one row gives under a mapping (`cells` in the sheet's column order, `headers` the
 * sheet's headers): text trimmed and codes in capitals, dates and amounts read as sheetDate and
 * sheetNumber say; the carrier is the chosen one when the sheet has no carrier column. A card
 * rule's problem names the column it came from.
 */
export const mapRow = (
  cells: readonly SheetCell[],
  headers: readonly string[],
  mapping: SheetMapping,
  carrier: string,
): MappedRow => {
  const targets = new Map(mapping.columns.map(({ header, target }) => [header, target]));
  const problems: SheetProblem[] = [];
  const fieldColumn = new Map<RateCardField, string>();
  const values = new Map<SheetField, string | number>();
  const surcharges: RateCardInput['surcharges'] = [];
  const surchargeColumns: string[] = [];
  const formulaFields = new Set<RateCardField>();
  headers.forEach((header, index) => {
    const target = targets.get(header);
    const cell = cells[index] ?? null;
    if (target === undefined || target.kind === 'ignore') return;
    if (target.kind === 'field') fieldColumn.set(target.field, header);
    if (cell !== null && typeof cell === 'object') {
      // The formula is the row's problem in that column; the card's rule would only repeat it.
      problems.push({ column: header, message: 'formulaWithoutValue' });
      if (target.kind === 'field') formulaFields.add(target.field);
      return;
    }
    if (target.kind === 'field') {
      if (cell !== null && sheetText(cell) !== '') values.set(target.field, cell);
      return;
    }
    if (cell === null || sheetText(cell) === '') return;
    surcharges.push({
      code: target.code,
      basis: target.basis,
      currency: target.currency,
      amount: sheetNumber(cell),
      paymentTerm: target.paymentTerm,
    });
    surchargeColumns.push(header);
  });
  const text = (field: SheetField): string => {
    const value = values.get(field);
    return value === undefined ? '' : sheetText(value);
  };
  const code = (field: SheetField): string => text(field).toUpperCase().replace(/\s+/g, '');
  const optional = (field: SheetField): string | null => (code(field) === '' ? null : code(field));
  const sheetCarrier = code('carrierScac');
  const containerText = text('containerType');
  const card: RateCardInput = {
    carrierScac: sheetCarrier === '' ? carrier : sheetCarrier,
    pol: code('pol'),
    pod: code('pod'),
    via: optional('via'),
    serviceCode: optional('serviceCode'),
    containerType: (containerTypeOfText(containerText) ?? containerText) as RateCardInput['containerType'],
    currency: code('currency'),
    oceanFreight: values.has('oceanFreight') ? sheetNumber(values.get('oceanFreight') ?? '') : Number.NaN,
    surcharges,
    validFrom: values.has('validFrom') ? sheetDate(values.get('validFrom') ?? '') : '',
    validTo: values.has('validTo') ? sheetDate(values.get('validTo') ?? '') : '',
    transitDays: values.has('transitDays') ? sheetNumber(values.get('transitDays') ?? '') : null,
    remarks: text('remarks'),
  };
  if (card.carrierScac !== carrier)
    problems.push({ column: fieldColumn.get('carrierScac') ?? '', message: 'otherCarrier' });
  for (const problem of checkRateCard(card)) {
    if (formulaFields.has(problem.field)) continue;
    const column =
      problem.field === 'surcharges'
        ? (surchargeColumns[(problem.surcharge ?? 1) - 1] ?? rateCardFieldNames.surcharges.en)
        : (fieldColumn.get(problem.field) ?? problem.field);
    // An empty amount reads as "required", not as a malformed number.
    const message =
      problem.field === 'oceanFreight' && !values.has('oceanFreight') ? 'required' : problem.message;
    problems.push({ column, field: problem.field, message });
  }
  return { card, problems };
};

const containerTypeOfText = (text: string) => (text === '' ? null : containerTypeOf(text));

/** The fields a changed card changed, for the preview's "before → after". */
export const changedFields = (before: RateCardInput, after: RateCardInput): RateCardField[] =>
  (
    ['currency', 'oceanFreight', 'surcharges', 'validFrom', 'validTo', 'transitDays', 'remarks'] as const
  ).filter((field) =>
    field === 'surcharges'
      ? JSON.stringify(sortedCharges(before)) !== JSON.stringify(sortedCharges(after))
      : before[field] !== after[field],
  );

const sortedCharges = (card: RateCardInput) =>
  [...card.surcharges].sort((x, y) => x.code.localeCompare(y.code));

/** The template's example surcharges: a pricing desk's usual China export lines. */
export const TEMPLATE_SURCHARGES: readonly SurchargeColumn[] = [
  { code: 'BAF', basis: 'container', currency: 'USD', paymentTerm: 'PRE' },
  { code: 'OTHC', basis: 'container', currency: 'CNY', paymentTerm: 'PRE' },
  { code: 'DOC', basis: 'bl', currency: 'CNY', paymentTerm: 'PRE' },
  { code: 'DTHC', basis: 'container', currency: 'USD', paymentTerm: 'COL' },
];

/** The template's headers in one language: the fields, then the example surcharges. */
export const templateHeaders = (language: Language): string[] => [
  ...SHEET_FIELDS.map((field) => rateCardFieldNames[field][language]),
  ...TEMPLATE_SURCHARGES.map((column) => surchargeHeader(column, language)),
];
