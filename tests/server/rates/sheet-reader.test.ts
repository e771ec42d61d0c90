/** Reading sheets row by row (server/services/rates/sheet-reader.ts): what each kind of cell becomes. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type SheetRow, sheetRows } from '../../../server/services/rates/sheet-reader.ts';
import { writeXlsx } from '../../../server/services/rates/sheet-template.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'sheet-reader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const readAll = async (file: string, format: 'xlsx' | 'csv'): Promise<SheetRow[]> => {
  const rows: SheetRow[] = [];
  for await (const row of sheetRows(file, format)) rows.push(row);
  return rows;
};

describe('reading an .xlsx', () => {
  it('gives date cells as yyyy-MM-dd, a formula its saved value or marks it, skips empty rows, numbers rows as Excel does', async () => {
    const file = path.join(dir, 'cells.xlsx');
    await writeXlsx(
      [
        ['POL', 'Valid from', 'Ocean freight', 'Remarks'],
        ['CNSHA', new Date(Date.UTC(2026, 11, 1)), { formula: '1000+200', result: 1200 }, 'weekly'],
        [null, null, null, null],
        ['CNNGB', 46357, { formula: 'C2*2' }, ''],
      ],
      file,
    );
    expect(await readAll(file, 'xlsx')).toEqual([
      { row: 1, cells: ['POL', 'Valid from', 'Ocean freight', 'Remarks'] },
      { row: 2, cells: ['CNSHA', '2026-12-01', 1200, 'weekly'] },
      { row: 4, cells: ['CNNGB', 46357, { formula: 'C2*2' }, ''] },
    ]);
  });
});

describe('reading a .csv', () => {
  it('drops a BOM, keeps quoted commas and line breaks, and numbers each row by its line', async () => {
    const file = path.join(dir, 'bom.csv');
    writeFileSync(file, '\ufeffPOL,Remarks\r\nCNSHA,"weekly, via ""SIN"""\r\n\r\nCNNGB,"two\nlines"\r\n');
    expect(await readAll(file, 'csv')).toEqual([
      { row: 1, cells: ['POL', 'Remarks'] },
      { row: 2, cells: ['CNSHA', 'weekly, via "SIN"'] },
      { row: 5, cells: ['CNNGB', 'two\nlines'] },
    ]);
  });
});
