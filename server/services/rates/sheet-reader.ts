/**
 * Reads a rate sheet row by row, never the whole file at once (docs/decisions.md "Rate sheets"):
 * an .xlsx through exceljs's streaming WorkbookReader (its first worksheet), a .csv through
 * csv-parse, decoded as UTF-8 (a BOM or none) or, when it is not UTF-8, as GB18030 (what Excel on a
 * Chinese Windows saves). Cells come out as domain/freight/rate-sheet.ts's SheetCell.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import {
  RateSheetLimit,
  type RateSheetMessageId,
  type SheetCell,
} from '../../../domain/freight/rate-sheet.ts';

export type SheetFormat = 'xlsx' | 'csv';

/** A sheet that cannot be read as a whole, with the sheet-level rule it breaks. */
export class SheetReadError extends Error {
  readonly problem: RateSheetMessageId;
  constructor(problem: RateSheetMessageId) {
    super(problem);
    this.problem = problem;
  }
}

export interface SheetRow {
  /** The row's number as the spreadsheet shows it (the header is row 1). */
  row: number;
  cells: SheetCell[];
}

/** Bytes read to tell a .csv's encoding: enough for a header and some rows. */
const SNIFF_BYTES = 64 * 1024;
/** The longest CSV record: 100 columns of generous cells; a longer line is not a rate row. */
const MAX_RECORD_CHARS = 64 * 1024;

const isoDateOf = (date: Date): string =>
  Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);

/** An exceljs cell value as a SheetCell: dates as yyyy-MM-dd, a formula as its saved result. */
export const cellOf = (value: unknown): SheetCell => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return isoDateOf(value);
  if (typeof value !== 'object') return String(value);
  const object = value as Record<string, unknown>;
  if ('formula' in object || 'sharedFormula' in object) {
    const result = object.result;
    if (result === undefined || result === null || (typeof result === 'object' && 'error' in result))
      return { formula: String(object.formula ?? object.sharedFormula ?? '') };
    return cellOf(result);
  }
  if (Array.isArray(object.richText))
    return (object.richText as { text?: unknown }[]).map((part) => String(part.text ?? '')).join('');
  if ('error' in object) return String(object.error);
  if ('text' in object) return cellOf(object.text);
  return null;
};

async function* xlsxRows(path: string): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell a date cell from a number: exceljs then gives the date.
    styles: 'cache',
    entries: 'ignore',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      const values = row.values as unknown[];
      if (values.length - 1 > RateSheetLimit.maxColumns) throw new SheetReadError('tooManyColumns');
      const cells: SheetCell[] = [];
      for (let index = 1; index < values.length; index++) cells.push(cellOf(values[index]));
      if (cells.some((cell) => cell !== null && cell !== '')) yield { row: row.number, cells };
    }
    // The first worksheet is the sheet; others (notes, a cover page) are not read.
    return;
  }
}

/** UTF-8 when the first bytes are (a BOM or none), else GB18030; a file that is neither is refused. */
const encodingOf = async (path: string): Promise<'utf-8' | 'gb18030'> => {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    const bytes = head.subarray(0, bytesRead);
    try {
      // `stream` lets a character cut at the sniffed length pass; one broken inside does not.
      new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
      return 'utf-8';
    } catch {
      try {
        new TextDecoder('gb18030', { fatal: true }).decode(bytes, { stream: true });
        return 'gb18030';
      } catch {
        throw new SheetReadError('rateSheetType');
      }
    }
  } finally {
    await handle.close();
  }
};

/** Bytes to text in the given encoding; a byte sequence that is not of it ends the read. */
const decoding = (encoding: 'utf-8' | 'gb18030'): Transform => {
  const decoder = new TextDecoder(encoding, { fatal: true });
  return new Transform({
    decodeStrings: true,
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, done) {
      try {
        done(null, decoder.decode(chunk, { stream: true }));
      } catch {
        done(new SheetReadError('rateSheetType'));
      }
    },
    flush(done) {
      try {
        done(null, decoder.decode());
      } catch {
        done(new SheetReadError('rateSheetType'));
      }
    },
  });
};

async function* csvRows(path: string): AsyncGenerator<SheetRow> {
  const encoding = await encodingOf(path);
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_CHARS,
    info: true,
  });
  const source = createReadStream(path).pipe(decoding(encoding));
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (record.length > RateSheetLimit.maxColumns) throw new SheetReadError('tooManyColumns');
      if (record.some((cell) => cell.trim() !== '')) yield { row: info.lines, cells: record };
    }
  } catch (error) {
    if (error instanceof SheetReadError) throw error;
    const code = (error as { code?: unknown }).code;
    throw new SheetReadError(code === 'CSV_MAX_RECORD_SIZE' ? 'tooManyColumns' : 'rateSheetUnreadable');
  } finally {
    source.destroy();
  }
}

/** Every non-empty row of the sheet, the header row first; a broken file is rateSheetUnreadable. */
export async function* sheetRows(path: string, format: SheetFormat): AsyncGenerator<SheetRow> {
  try {
    yield* format === 'xlsx' ? xlsxRows(path) : csvRows(path);
  } catch (error) {
    if (error instanceof SheetReadError) throw error;
    throw new SheetReadError('rateSheetUnreadable');
  }
}
