import { useLingui } from '@lingui/react/macro';
import type { GrabRequestPage, GrabRequestView } from '../../../domain/api/grab-request.ts';
import {
  GRAB_REQUEST_STATUSES,
  type GrabRequestStatus,
} from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import type { PageRequest } from '../../../machines/data-page/data-page.machine.ts';
import { ApiFailure } from '../../api/client.ts';
import type { PagerWords } from '../../ui/pager.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import * as tables from '../../ui/table.css.ts';
import { notify } from '../../ui/toast-store.ts';
import { ExportCsvButton } from '../data-page/export-csv-button.tsx';
import { useDataPage } from '../data-page/use-data-page.ts';
import { GrabRequestHistory } from './grab-request-history.tsx';
import { grabRequestStatusWords } from './grab-request-words.ts';
import * as styles from './grab-requests.css.ts';
import { listGrabRequests, listMyGrabRequests } from './grab-requests-api.ts';

export const GRAB_REQUESTS_PAGE_SIZE = 10;

/** The status filter: null for all of them. */
export interface GrabRequestFilter {
  status: GrabRequestStatus | null;
}

const isStatus = (value: string): value is GrabRequestStatus =>
  (GRAB_REQUEST_STATUSES as readonly string[]).includes(value);

const fetcherOf =
  (list: typeof listMyGrabRequests) =>
  ({ query, page, pageSize }: PageRequest<GrabRequestFilter>, signal: AbortSignal) =>
    list(
      query.status === null ? { pageNo: page, pageSize } : { pageNo: page, pageSize, status: query.status },
      signal,
    );
export const fetchMine = fetcherOf(listMyGrabRequests);
export const fetchQueue = fetcherOf(listGrabRequests);

/** A grab-request list on the dataPage machine: the customer's own, or the staff queue. */
export function useGrabRequestsPage(fetcher: typeof fetchMine) {
  return useDataPage({
    fetcher,
    rowsOf: (page: GrabRequestPage) => page.list.length,
    totalOf: (page) => page.total,
    pageSize: GRAB_REQUESTS_PAGE_SIZE,
  });
}

export function useGrabPagerWords(): PagerWords {
  const { t } = useLingui();
  return {
    label: t`Pages`,
    previous: t`Previous page`,
    next: t`Next page`,
    position: (pageNo, pages, total) => t`Page ${pageNo} of ${pages} · ${total} grab requests`,
  };
}

export function GrabStatusFilter({
  value,
  onChange,
}: {
  value: GrabRequestStatus | null;
  onChange: (status: GrabRequestStatus | null) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.filter}>
      <SelectField
        label={t`Grab request status`}
        value={value ?? ''}
        onChange={(next) => onChange(isStatus(next) ? next : null)}
      >
        <option value="">{t`All`}</option>
        {GRAB_REQUEST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {i18n._(grabRequestStatusWords[status])}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** "Export to CSV" of the list's current filter, through the list's own call. */
export function GrabRequestsCsvButton({
  list,
  status,
  fileName,
}: {
  list: typeof listMyGrabRequests;
  status: GrabRequestStatus | null;
  fileName: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <ExportCsvButton<GrabRequestView>
      label={t`Export to CSV`}
      busyLabel={t`Exporting…`}
      fileName={fileName}
      columns={[
        { header: t`No.`, value: (row) => row.id },
        { header: t`Port of loading`, value: (row) => row.pol },
        { header: t`Port of discharge`, value: (row) => row.pod },
        { header: t`Start ETD`, value: (row) => row.etdStart },
        { header: t`End ETD`, value: (row) => row.etdEnd },
        {
          header: t`Containers`,
          value: (row) => row.containers.map((line) => `${line.containerType} x ${line.quantity}`).join(' '),
        },
        { header: t`Cargo information`, value: (row) => row.cargo },
        { header: t`Special requirements`, value: (row) => row.specialRequirements },
        { header: t`Status`, value: (row) => i18n._(grabRequestStatusWords[row.status]) },
        { header: t`Handling notes`, value: (row) => row.notes },
        { header: t`Space order`, value: (row) => row.spaceOrderId },
        { header: t`Customer`, value: (row) => row.customer },
        { header: t`Applied`, value: (row) => row.appliedAt },
        { header: t`Handled`, value: (row) => row.handledAt },
      ]}
      readPage={(pageNo, pageSize) =>
        list(status === null ? { pageNo, pageSize } : { pageNo, pageSize, status })
      }
      onError={(error) =>
        notify(
          'error',
          error instanceof ApiFailure ? error.message : t`The network failed. Please try again.`,
        )
      }
    />
  );
}

/** The header cells matching GrabRequestCells. */
export function GrabRequestHeads() {
  const { t } = useLingui();
  return (
    <>
      <th className={tables.th}>{t`No.`}</th>
      <th className={tables.th}>{t`Route`}</th>
      <th className={tables.th}>{t`ETD range`}</th>
      <th className={tables.th}>{t`Containers`}</th>
      <th className={tables.th}>{t`Cargo`}</th>
      <th className={tables.th}>{t`Status`}</th>
    </>
  );
}

/** Spec §3: the request's fields, status, apply and handle times, the notes, its history. */
export function GrabRequestCells({ row }: { row: GrabRequestView }) {
  const { t, i18n } = useLingui();
  const when = (at: string) => i18n.date(new Date(at), { dateStyle: 'medium', timeStyle: 'short' });
  const applied = when(row.appliedAt);
  const handled = row.handledAt === null ? null : when(row.handledAt);
  const { notes } = row;
  return (
    <>
      <td className={tables.td} data-label={t`No.`}>
        <span className={styles.cellLines}>
          <strong>#{row.id}</strong>
          <span className={styles.muted}>{t`Applied ${applied}`}</span>
          {handled && <span className={styles.muted}>{t`Handled ${handled}`}</span>}
        </span>
      </td>
      <td className={tables.td} data-label={t`Route`}>
        {row.pol} → {row.pod}
      </td>
      <td className={tables.td} data-label={t`ETD range`}>
        {row.etdStart} ~ {row.etdEnd}
      </td>
      <td className={tables.td} data-label={t`Containers`}>
        {row.containers.map((line) => `${line.containerType} × ${line.quantity}`).join(', ')}
      </td>
      <td className={tables.td} data-label={t`Cargo`}>
        <span className={styles.cellLines}>
          <span>{row.cargo}</span>
          {row.specialRequirements && <span className={styles.muted}>{row.specialRequirements}</span>}
        </span>
      </td>
      <td className={tables.td} data-label={t`Status`}>
        <span className={styles.cellLines}>
          <span className={styles.status[row.status]}>{i18n._(grabRequestStatusWords[row.status])}</span>
          {notes && <span className={styles.reason}>{t`Notes: ${notes}`}</span>}
          <GrabRequestHistory requestId={row.id} />
        </span>
      </td>
    </>
  );
}
