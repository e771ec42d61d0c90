/**
 * "Export to CSV" of a workspace list: every row the list's filter finds, page by page
 * through the list's own call, as RFC 4180 CSV that Excel opens in both languages (UTF-8 with a
 * byte-order mark). A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR at its
 * start) is written with a leading apostrophe (OWASP: CSV injection).
 */

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/** The most rows one export reads: a workspace list past this is filtered first. */
export const CSV_EXPORT_MAX_ROWS = 5000;
const FORMULA_START = /^[=+\-@\t\r]/;

const cell = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const toCsv = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string =>
  [
    columns.map((column) => cell(column.header)),
    ...rows.map((row) => columns.map((column) => cell(column.value(row)))),
  ]
    .map((line) => line.join(','))
    .join('\r\n')
    .concat('\r\n');

/** Reads every page of a list (the list's own call, page size 100) up to CSV_EXPORT_MAX_ROWS. */
export async function allRows<Row>(
  readPage: (pageNo: number, pageSize: number) => Promise<{ list: readonly Row[]; total: number }>,
): Promise<Row[]> {
  const pageSize = 100;
  const rows: Row[] = [];
  for (let pageNo = 1; rows.length < CSV_EXPORT_MAX_ROWS; pageNo += 1) {
    const page = await readPage(pageNo, pageSize);
    rows.push(...page.list);
    if (page.list.length < pageSize || rows.length >= page.total) break;
  }
  return rows.slice(0, CSV_EXPORT_MAX_ROWS);
}

/** Hands the CSV to the browser as a download named `fileName`. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
