/**
 * One record list for every workspace page: the customer's lists and the staff queues of
 * orders, advance bookings, grab requests and space orders. The page says how to call the server,
 * which columns a record has and its words; the list binds the dataPage machine and draws the
 * filters (status, days of creation), the loading, denied, error and empty states, the table (cards
 * on a phone), the pager and "Export to CSV". A record's detail and actions are its columns' cells.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type Key, type ReactNode, useEffect, useMemo } from 'react';
import { serverMessageOf } from '../../../domain/api/failure.ts';
import { type CreatedRange, createdRangeInOrder } from '../../../domain/api/record-list.ts';
import { connectDataPage } from '../../../machines/data-page/data-page.connect.ts';
import type { PageRequest } from '../../../machines/data-page/data-page.machine.ts';
import { openLoginDialog } from '../../app/login-opener.ts';
import { TextField } from '../../ui/form-field.tsx';
import { Pager } from '../../ui/pager.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import * as tables from '../../ui/table.css.ts';
import { notify } from '../../ui/toast-store.ts';
import type { CsvColumn } from '../data-page/csv-export.ts';
import { ExportCsvButton } from '../data-page/export-csv-button.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import * as styles from './records.css.ts';

export const RECORDS_PAGE_SIZE = 10;

/** Spec §5 "start after end" (domain/messages.ts `startAfterEnd`), the server's words for the same rule. */
const startAfterEnd = msg({
  id: 'domain.startAfterEnd',
  message: 'The start date cannot be after the end date',
});

/** What the list asks for: a status (null for all of them) and the days of creation, `yyyy-MM-dd` or ''. */
export interface RecordFilter<TStatus extends string> {
  status: TStatus | null;
  createdFrom: string;
  createdTo: string;
}

/** The list call's fields (domain/api/record-list.ts): the status and the range of instants. */
export interface RecordQuery<TStatus extends string> extends CreatedRange {
  status?: TStatus;
  /** Staff queues: one customer (a link's id) or a search of email, name or company. */
  customerId?: number;
  customer?: string;
  pageNo: number;
  pageSize: number;
}

export interface RecordPage<Row> {
  list: readonly Row[];
  total: number;
  pageNo: number;
}

export type RecordCall<Row, TStatus extends string> = (
  query: RecordQuery<TStatus>,
  signal?: AbortSignal,
) => Promise<RecordPage<Row>>;

/** Midnight starting a day in the browser's time zone: the user's days, sent as instants. */
const startOfDay = (date: string, daysLater = 0): string => {
  const start = new Date(`${date}T00:00:00`);
  start.setDate(start.getDate() + daysLater);
  return start.toISOString();
};

/** The days as the list call's range: the last day is included whole. */
export const createdRangeOfDays = ({
  createdFrom,
  createdTo,
}: Pick<RecordFilter<string>, 'createdFrom' | 'createdTo'>): CreatedRange => ({
  ...(createdFrom === '' ? {} : { createdFrom: startOfDay(createdFrom) }),
  ...(createdTo === '' ? {} : { createdBefore: startOfDay(createdTo, 1) }),
});

const queryOf = <TStatus extends string>(
  filter: RecordFilter<TStatus>,
  pageNo: number,
  pageSize: number,
): RecordQuery<TStatus> => ({
  ...(filter.status === null ? {} : { status: filter.status }),
  ...createdRangeOfDays(filter),
  pageNo,
  pageSize,
});

/**
 * A record list's state: the dataPage machine with the filter as its query, loaded once the viewer
 * may see it (`allowed`: signed in, or staff) and denied otherwise; the days being typed wait in a
 * searchCriteria machine until they make a range in order.
 */
export function useRecordList<Row, TStatus extends string>({
  list,
  allowed,
  initialStatus = null,
}: {
  list: RecordCall<Row, TStatus>;
  allowed: boolean;
  initialStatus?: NoInfer<TStatus> | null;
}) {
  const initial = useMemo<RecordFilter<TStatus>>(
    () => ({ status: initialStatus, createdFrom: '', createdTo: '' }),
    [initialStatus],
  );
  const page = useDataPage({
    fetcher: ({ query, page: pageNo, pageSize }: PageRequest<RecordFilter<TStatus>>, signal: AbortSignal) =>
      list(queryOf(query, pageNo, pageSize), signal),
    rowsOf: (answer: RecordPage<Row>) => answer.list.length,
    totalOf: (answer) => answer.total,
    pageSize: RECORDS_PAGE_SIZE,
  });
  const days = useCriteria({ createdFrom: '', createdTo: '' });
  const { load, deny } = page;
  useEffect(() => (allowed ? load(initial) : deny()), [allowed, initial, load, deny]);
  const filter = page.query ?? initial;
  return {
    page,
    list,
    allowed,
    initial,
    filter,
    days,
    /** The current page again, after a record on it changed. */
    reload: () => page.goToPage(page.snapshot.context.page),
    /** Back to the first page of the unfiltered list, after a record was added. */
    restart: () => {
      days.reset();
      load(initial);
    },
  };
}

export type RecordListState<Row, TStatus extends string> = ReturnType<typeof useRecordList<Row, TStatus>>;

export interface RecordColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

export interface RecordListWords {
  /** The table's accessible name. */
  label: string;
  loading: string;
  /** When the failure has no message of the server's. */
  failed: string;
  /** No record with the first filter, and with another one. */
  none: string;
  noneFiltered: string;
  noneDetail?: string;
}

export interface StatusChoice<TStatus extends string> {
  label: string;
  /** In the order the filter offers them. */
  statuses: readonly TStatus[];
  words: Record<TStatus, MessageDescriptor>;
}

/** What a kind of record shows in each of its lists (the customer's and the staff queue). */
export interface RecordKind<Row, TStatus extends string> {
  status: StatusChoice<TStatus>;
  /** The day filter's labels; none for a list without one. */
  dates?: { from: string; to: string };
  columns: readonly RecordColumn<Row>[];
  csvColumns?: readonly CsvColumn<Row>[];
  rowKey: (row: Row) => Key;
  /** The pager's count, "Page 1 of 3 · 25 orders". */
  position: (pageNo: number, pages: number, total: number) => string;
}

/** The way in for a visitor the list refuses: the login dialog, or the staff-only notice. */
export type DeniedAs = 'login' | 'staff';

export function RecordList<Row, TStatus extends string>({
  state,
  kind,
  more = [],
  fileName,
  actions,
  children,
  words,
  denied,
  emptyAction,
}: {
  state: RecordListState<Row, TStatus>;
  kind: RecordKind<Row, TStatus>;
  /** This list's columns after the kind's (its actions, the customer for staff). */
  more?: readonly RecordColumn<Row>[];
  /** The export's file; no export without it. */
  fileName?: string;
  /** More of the toolbar (a "new" button). */
  actions?: ReactNode;
  /** Between the toolbar and the records: a form, the record the address selects (its detail). */
  children?: ReactNode;
  words: RecordListWords;
  denied: DeniedAs;
  /** Under the empty state (a way to make the first record). */
  emptyAction?: ReactNode;
}) {
  const { t } = useLingui();
  const { page, filter, initial } = state;
  const { status, dates, csvColumns, rowKey } = kind;
  const columns = [...kind.columns, ...more];
  const { panel, rows, busy, canRetry, retry, pageSize, goToPage } = connectDataPage<RecordPage<Row>>(
    page.snapshot,
    page.send,
  );
  const unfiltered = filter.status === initial.status && filter.createdFrom === '' && filter.createdTo === '';
  return (
    <>
      {state.allowed && (
        <div className={styles.toolbar}>
          <StatusFilter choice={status} state={state} />
          {dates && <DateFilter labels={dates} state={state} />}
          {csvColumns && fileName && (
            <RecordsCsvButton csv={{ fileName, columns: csvColumns }} state={state} />
          )}
          {actions}
        </div>
      )}
      {children}
      {panel?.kind === 'denied' &&
        (denied === 'staff' ? (
          <StatusPanel tone="error" title={t`This page is for staff only.`} />
        ) : (
          <StatusPanel
            tone="info"
            title={t`Please log in to use your workspace.`}
            action={{ label: t`Log in`, onClick: () => openLoginDialog({ view: 'emailLogin' }) }}
          />
        ))}
      {panel?.kind === 'loading' && <StatusPanel tone="busy" title={words.loading} />}
      {panel?.kind === 'failed' && (
        // After a failed page change it stands above the rows, which are still the last ones answered.
        <StatusPanel
          tone="error"
          title={panel.message ?? words.failed}
          detail={panel.message ? undefined : t`Please check your connection and try again.`}
          action={canRetry ? { label: t`Retry`, onClick: retry } : undefined}
        />
      )}
      {panel?.kind === 'empty' && (
        <>
          <StatusPanel
            tone="empty"
            title={panel.message ?? (unfiltered ? words.none : words.noneFiltered)}
            detail={words.noneDetail}
          />
          {emptyAction}
        </>
      )}
      {rows && (
        <>
          <div className={tables.scroll}>
            <table className={`${tables.table} ${styles.table}`} aria-label={words.label} aria-busy={busy}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.header}
                      className={column.numeric ? `${tables.th} ${tables.numeric}` : tables.th}
                    >
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.list.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <td
                        key={column.header}
                        className={column.numeric ? `${tables.td} ${tables.numeric}` : tables.td}
                        data-label={column.header}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            pageNo={rows.pageNo}
            pageSize={pageSize}
            total={rows.total}
            busy={busy}
            onPage={goToPage}
            words={{
              label: t`Pages`,
              previous: t`Previous page`,
              next: t`Next page`,
              position: kind.position,
            }}
          />
        </>
      )}
    </>
  );
}

/** The status, "All" first; a choice asks again from page 1. */
function StatusFilter<Row, TStatus extends string>({
  choice,
  state,
}: {
  choice: StatusChoice<TStatus>;
  state: RecordListState<Row, TStatus>;
}) {
  const { t, i18n } = useLingui();
  const { filter } = state;
  return (
    <div className={styles.filter}>
      <SelectField
        label={choice.label}
        value={filter.status ?? ''}
        onChange={(next) =>
          state.page.search({
            ...filter,
            status: choice.statuses.find((status) => status === next) ?? null,
          })
        }
      >
        <option value="">{t`All`}</option>
        {choice.statuses.map((status) => (
          <option key={status} value={status}>
            {i18n._(choice.words[status])}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/**
 * The first and last day of creation: the list asks again once both ends make a range in order
 * (the server's rule, domain/api/record-list.ts); until then the end says what is wrong.
 */
function DateFilter<Row, TStatus extends string>({
  labels,
  state,
}: {
  labels: { from: string; to: string };
  state: RecordListState<Row, TStatus>;
}) {
  const { i18n } = useLingui();
  const [from, setFrom] = state.days.field('createdFrom');
  const [to, setTo] = state.days.field('createdTo');
  const inOrder = (days: { createdFrom: string; createdTo: string }) =>
    createdRangeInOrder(createdRangeOfDays(days));
  const edit = (days: { createdFrom: string; createdTo: string }) => {
    setFrom(days.createdFrom);
    setTo(days.createdTo);
    if (inOrder(days)) state.page.search({ ...state.filter, ...days });
  };
  return (
    <>
      <div className={styles.dateFilter}>
        <TextField
          type="date"
          label={labels.from}
          value={from}
          max={to || undefined}
          onChange={(event) => edit({ createdFrom: event.target.value, createdTo: to })}
        />
      </div>
      <div className={styles.dateFilter}>
        <TextField
          type="date"
          label={labels.to}
          value={to}
          min={from || undefined}
          error={inOrder({ createdFrom: from, createdTo: to }) ? undefined : i18n._(startAfterEnd)}
          onChange={(event) => edit({ createdFrom: from, createdTo: event.target.value })}
        />
      </div>
    </>
  );
}

/** "Export to CSV" of the list's current filter, through the list's own call. */
function RecordsCsvButton<Row, TStatus extends string>({
  csv,
  state,
}: {
  csv: { fileName: string; columns: readonly CsvColumn<Row>[] };
  state: RecordListState<Row, TStatus>;
}) {
  const { t } = useLingui();
  const { filter, list } = state;
  return (
    <ExportCsvButton<Row>
      label={t`Export to CSV`}
      busyLabel={t`Exporting…`}
      fileName={csv.fileName}
      columns={csv.columns}
      readPage={(pageNo, pageSize) => list(queryOf(filter, pageNo, pageSize))}
      onError={(error) => notify('error', serverMessageOf(error) ?? t`The network failed. Please try again.`)}
    />
  );
}
