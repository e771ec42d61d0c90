import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportCsvButton } from '../../../src/features/data-page/export-csv-button.tsx';
import { captureDownloads } from '../support/csv-downloads.ts';

afterEach(() => vi.restoreAllMocks());

describe('the Export to CSV button', () => {
  it('reads every page through the list’s call and downloads one CSV with a BOM for Excel', async () => {
    const { blobs, clicks } = captureDownloads();
    const readPage = vi.fn(async (pageNo: number) => ({
      list: pageNo === 1 ? ['SO1', 'SO2'] : [],
      total: 2,
    }));
    render(
      <ExportCsvButton
        label="Export to CSV"
        busyLabel="Exporting…"
        fileName="space-orders.csv"
        columns={[{ header: 'Order no', value: (row: string) => row }]}
        readPage={readPage}
        onError={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledOnce());
    expect(readPage).toHaveBeenCalledWith(1, 100);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Order no\r\nSO1\r\nSO2\r\n');
  });

  it('a failed read is handed to the list, which words it; nothing is downloaded', async () => {
    const onError = vi.fn();
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(
      <ExportCsvButton
        label="Export to CSV"
        busyLabel="Exporting…"
        fileName="x.csv"
        columns={[]}
        readPage={() => Promise.reject(new Error('offline'))}
        onError={onError}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(clicks).not.toHaveBeenCalled();
  });
});
