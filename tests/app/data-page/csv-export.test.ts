import { describe, expect, it } from 'vitest';
import { allRows, CSV_EXPORT_MAX_ROWS, toCsv } from '../../../src/features/data-page/csv-export.ts';

interface Row {
  no: string;
  note: string | null;
  amount: number;
}
const columns = [
  { header: 'Order no', value: (row: Row) => row.no },
  { header: '备注', value: (row: Row) => row.note },
  { header: 'Amount', value: (row: Row) => row.amount },
];

describe('export a workspace list to CSV', () => {
  it('RFC 4180: commas, quotes and line breaks are quoted; CRLF line ends; Chinese kept', () => {
    expect(toCsv(columns, [{ no: 'SO1', note: 'say "hi", then\nleave', amount: 12.5 }])).toBe(
      'Order no,备注,Amount\r\nSO1,"say ""hi"", then\nleave",12.5\r\n',
    );
  });
  it('a cell a spreadsheet would run as a formula is written as text (CSV injection)', () => {
    const csv = toCsv(columns, [{ no: '=HYPERLINK("http://x")', note: '@SUM(A1)', amount: -3 }]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"")",'@SUM(A1),-3`);
  });
  it('an empty or missing value is an empty cell', () => {
    expect(toCsv(columns, [{ no: 'SO2', note: null, amount: 0 }])).toBe('Order no,备注,Amount\r\nSO2,,0\r\n');
  });
  it('reads every page of the filtered list, and stops at the cap', async () => {
    const asked: number[] = [];
    const rows = await allRows(async (pageNo, pageSize) => {
      asked.push(pageNo);
      const total = 250;
      const start = (pageNo - 1) * pageSize;
      return {
        list: Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => start + i),
        total,
      };
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(rows).toHaveLength(250);
    const capped = await allRows(async (_pageNo, pageSize) => ({
      list: Array(pageSize).fill(0),
      total: 10 ** 6,
    }));
    expect(capped).toHaveLength(CSV_EXPORT_MAX_ROWS);
  });
});
