import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type DeniedAs,
  type RecordCall,
  type RecordKind,
  RecordList,
  useRecordList,
} from '../../../src/features/workspace/record-list.tsx';
import { activateLang, loadCatalogArea } from '../../../src/i18n/locale.ts';

/** A record of the test's own kind: the list knows nothing of reservations, orders or grab requests. */
interface Row {
  id: number;
  status: 'open' | 'closed';
}

const words: Record<Row['status'], MessageDescriptor> = {
  open: { id: 'test.open', message: 'Open' },
  closed: { id: 'test.closed', message: 'Closed' },
};

const kind: RecordKind<Row, Row['status']> = {
  status: { label: 'Status', statuses: ['open', 'closed'], words },
  dates: { from: 'Created from', to: 'Created to' },
  rowKey: (row) => row.id,
  columns: [
    { header: 'No.', cell: (row) => `#${row.id}` },
    { header: 'Status', cell: (row) => row.status },
  ],
  csvColumns: [{ header: 'No.', value: (row) => row.id }],
  position: (pageNo, pages, total) => `Page ${pageNo} of ${pages} · ${total} records`,
};

const rows = (count: number, from = 1): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: from + index, status: 'open' as const }));

function Harness({
  list,
  allowed = true,
  denied = 'login',
  initialStatus = null,
}: {
  list: RecordCall<Row, Row['status']>;
  allowed?: boolean;
  denied?: DeniedAs;
  initialStatus?: Row['status'] | null;
}) {
  const state = useRecordList({ list, allowed, initialStatus });
  return (
    <RecordList
      state={state}
      kind={kind}
      more={[{ header: 'Actions', cell: (row) => <button type="button">{`Act on #${row.id}`}</button> }]}
      fileName="records.csv"
      denied={denied}
      words={{
        label: 'Records',
        loading: 'Loading the records…',
        failed: 'The records could not be loaded',
        none: 'No records yet',
        noneFiltered: 'No records match the filter',
      }}
    />
  );
}

const show = (props: Parameters<typeof Harness>[0]) =>
  render(
    <I18nProvider i18n={i18n}>
      <Harness {...props} />
    </I18nProvider>,
  );

/** The list call: answers `answer(query)` and keeps every query. */
const fakeList = (answer: (pageNo: number) => Row[], total = 0) =>
  vi.fn<RecordCall<Row, Row['status']>>(async (query) => {
    const list = answer(query.pageNo);
    return { list, total: total || list.length, pageNo: query.pageNo };
  });

beforeAll(async () => {
  await loadCatalogArea('booking');
  await activateLang('en');
});

describe('one record list for every workspace page', () => {
  it('the kind’s columns then the page’s, one row per record, the pager’s count in the kind’s words', async () => {
    const list = fakeList((pageNo) => rows(pageNo === 1 ? 10 : 2, pageNo === 1 ? 1 : 11), 12);
    show({ list });
    const table = await screen.findByRole('table', { name: 'Records' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['No.', 'Status', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Page 1 of 2 · 12 records')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('#11');
    expect(list.mock.calls.at(-1)?.[0]).toEqual({ pageNo: 2, pageSize: 10 });
  });

  it('a status choice asks again from page 1 with the status; the first filter is the page’s own', async () => {
    const list = fakeList(() => rows(1));
    show({ list, initialStatus: 'open' });
    await screen.findByRole('table', { name: 'Records' });
    expect(list.mock.calls[0]?.[0]).toEqual({ status: 'open', pageNo: 1, pageSize: 10 });
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'All');
    await waitFor(() => expect(list.mock.calls.at(-1)?.[0]).toEqual({ pageNo: 1, pageSize: 10 }));
  });

  it('spec §5 start after end: the days wait until they are in order; then they go as the browser’s midnights', async () => {
    const list = fakeList(() => rows(1));
    show({ list });
    await screen.findByRole('table', { name: 'Records' });
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Created to'), '2026-11-01');
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    await u.type(screen.getByLabelText('Created from'), '2026-11-02');
    expect(screen.getByText('The start date cannot be after the end date')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
    await u.clear(screen.getByLabelText('Created to'));
    await u.type(screen.getByLabelText('Created to'), '2026-11-30');
    await waitFor(() =>
      expect(list.mock.calls.at(-1)?.[0]).toEqual({
        createdFrom: new Date('2026-11-02T00:00:00').toISOString(),
        createdBefore: new Date('2026-12-01T00:00:00').toISOString(),
        pageNo: 1,
        pageSize: 10,
      }),
    );
    expect(screen.queryByText('The start date cannot be after the end date')).toBeNull();
    // The status keeps the days.
    await u.selectOptions(screen.getByLabelText('Status'), 'Closed');
    await waitFor(() =>
      expect(list.mock.calls.at(-1)?.[0]).toMatchObject({
        status: 'closed',
        createdFrom: new Date('2026-11-02T00:00:00').toISOString(),
      }),
    );
  });

  it('empty: "none yet" with the first filter, "none match" with another', async () => {
    const list = fakeList(() => []);
    show({ list });
    expect(await screen.findByText('No records yet')).toBeTruthy();
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'Open');
    expect(await screen.findByText('No records match the filter')).toBeTruthy();
  });

  it('a failed load says so and retries', async () => {
    const list = vi
      .fn<RecordCall<Row, Row['status']>>()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValue({ list: rows(1), total: 1, pageNo: 1 });
    show({ list });
    expect(await screen.findByText('The records could not be loaded')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Records' })).toBeTruthy();
  });

  it('a viewer the page refuses: no call, no toolbar; staff-only or the login prompt', async () => {
    const list = fakeList(() => rows(1));
    const { unmount } = show({ list, allowed: false, denied: 'staff' });
    expect(await screen.findByText('This page is for staff only.')).toBeTruthy();
    expect(screen.queryByLabelText('Status')).toBeNull();
    unmount();
    show({ list, allowed: false, denied: 'login' });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(list).not.toHaveBeenCalled();
  });

  it('Export to CSV reads through the list’s call with the current filter', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const list = fakeList(() => rows(1));
    show({ list, initialStatus: 'closed' });
    await screen.findByRole('table', { name: 'Records' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledOnce());
    expect(list.mock.calls.at(-1)?.[0]).toEqual({ status: 'closed', pageNo: 1, pageSize: 100 });
    clicks.mockRestore();
  });
});
