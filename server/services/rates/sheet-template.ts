/**
 * The rate sheet template (docs/decisions.md "Rate sheets"), an .xlsx in the colleague's language:
 * the headers of domain/freight/rate-sheet.ts's templateHeaders and one example row. The writer
 * streams rows, so the benchmark writes its 100 000-row sheet with it too.
 */
import { PassThrough, type Stream } from 'node:stream';
import ExcelJS from 'exceljs';
import { type Language, templateHeaders } from '../../../domain/freight/rate-sheet.ts';

export type SheetValue = string | number | Date | null | { formula: string; result?: number | string };

/** Writes rows (the first the header) as an .xlsx's one worksheet into `target`. */
export const writeXlsx = async (
  rows: Iterable<SheetValue[]>,
  target: Stream | string,
  sheetName = 'Rates',
): Promise<void> => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter(
    typeof target === 'string' ? { filename: target } : { stream: target },
  );
  const sheet = workbook.addWorksheet(sheetName);
  let first = true;
  for (const row of rows) {
    const written = sheet.addRow(row);
    if (first) written.font = { bold: true };
    first = false;
    written.commit();
  }
  sheet.commit();
  await workbook.commit();
};

/** The example row: a Shanghai–Los Angeles 40' high cube with the template's surcharges. */
const EXAMPLE: SheetValue[] = [
  'MAEU',
  'CNSHA',
  'USLAX',
  null,
  'TP1',
  '40HQ',
  'USD',
  2350,
  '2026-12-01',
  '2026-12-31',
  14,
  '',
  180,
  1050,
  450,
  null,
];

/** Rows as an .xlsx in memory (the template; tests' sheets). */
export const xlsxBuffer = async (rows: Iterable<SheetValue[]>, sheetName = 'Rates'): Promise<Buffer> => {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeXlsx(rows, stream, sheetName);
  return Buffer.concat(chunks);
};

export const templateXlsx = (language: Language): Promise<Buffer> =>
  xlsxBuffer([templateHeaders(language), EXAMPLE], language === 'cn' ? '运价' : 'Rates');
