import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ReservationPage, ReservationView } from '../../../domain/api/reservation.ts';
import { RESERVATION_STATUSES, type ReservationStatus, STAFF_USER_TYPE } from '../../../domain/constants.ts';
import type { PageRequest } from '../../../machines/data-page/data-page.machine.ts';
import { reservationSnapshotAt } from '../../../machines/reservations/reservation.machine.ts';
import { ApiFailure } from '../../api/client.ts';
import { openLoginDialog } from '../../app/login-opener.ts';
import { useSessionView } from '../../app/session-view.ts';
import * as buttons from '../../ui/button.css.ts';
import { Pager, type PagerWords } from '../../ui/pager.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import * as tables from '../../ui/table.css.ts';
import { notify } from '../../ui/toast-store.ts';
import { ExportCsvButton } from '../data-page/export-csv-button.tsx';
import { useDataPage } from '../data-page/use-data-page.ts';
import { PageFrame } from '../freight/kit.ts';
import { ReservationForm } from './reservation-form.tsx';
import { ReservationHistory } from './reservation-history.tsx';
import { reservationStatusWords } from './reservation-words.ts';
import * as styles from './reservations.css.ts';
import { cancelReservation, listMyReservations, listReservations } from './reservations-api.ts';

export const RESERVATIONS_PAGE_SIZE = 10;

/** The status filter: null for all of them. */
export interface ReservationFilter {
  status: ReservationStatus | null;
}

const isStatus = (value: string): value is ReservationStatus =>
  (RESERVATION_STATUSES as readonly string[]).includes(value);

const fetcherOf =
  (list: typeof listMyReservations) =>
  ({ query, page, pageSize }: PageRequest<ReservationFilter>, signal: AbortSignal) =>
    list(
      query.status === null ? { pageNo: page, pageSize } : { pageNo: page, pageSize, status: query.status },
      signal,
    );
export const fetchMine = fetcherOf(listMyReservations);
export const fetchQueue = fetcherOf(listReservations);

/** The list of a reservations page on the dataPage machine: mine, or the staff queue. */
export function useReservationsPage(fetcher: typeof fetchMine) {
  return useDataPage({
    fetcher,
    rowsOf: (page: ReservationPage) => page.list.length,
    totalOf: (page) => page.total,
    pageSize: RESERVATIONS_PAGE_SIZE,
  });
}

export function usePagerWords(): PagerWords {
  const { t } = useLingui();
  return {
    label: t`Pages`,
    previous: t`Previous page`,
    next: t`Next page`,
    position: (pageNo, pages, total) => t`Page ${pageNo} of ${pages} · ${total} advance bookings`,
  };
}

export function StatusFilter({
  value,
  onChange,
}: {
  value: ReservationStatus | null;
  onChange: (status: ReservationStatus | null) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.filter}>
      <SelectField
        label={t`Status`}
        value={value ?? ''}
        onChange={(next) => onChange(isStatus(next) ? next : null)}
      >
        <option value="">{t`All`}</option>
        {RESERVATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {i18n._(reservationStatusWords[status])}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** "Export to CSV" of the list's current filter, through the list's own call. */
export function ReservationsCsvButton({
  list,
  status,
  fileName,
}: {
  list: typeof listMyReservations;
  status: ReservationStatus | null;
  fileName: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <ExportCsvButton<ReservationView>
      label={t`Export to CSV`}
      busyLabel={t`Exporting…`}
      fileName={fileName}
      columns={[
        { header: t`No.`, value: (row) => row.id },
        { header: t`Port of loading`, value: (row) => row.pol },
        { header: t`Port of discharge`, value: (row) => row.pod },
        { header: t`ETD week`, value: (row) => `${row.etdWeekStart} ~ ${row.etdWeekEnd}` },
        {
          header: t`Containers`,
          value: (row) => row.containers.map((line) => `${line.containerType} x ${line.quantity}`).join(' '),
        },
        { header: t`Cargo`, value: (row) => row.cargo },
        { header: t`Remarks`, value: (row) => row.remarks },
        { header: t`Status`, value: (row) => i18n._(reservationStatusWords[row.status]) },
        { header: t`Reason`, value: (row) => row.reason },
        { header: t`Customer`, value: (row) => row.customer },
        { header: t`Created`, value: (row) => row.createdAt },
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

export function ReservationCells({ row }: { row: ReservationView }) {
  const { t, i18n } = useLingui();
  const created = i18n.date(new Date(row.createdAt), { dateStyle: 'medium', timeStyle: 'short' });
  const { reason } = row;
  return (
    <>
      <td className={tables.td} data-label={t`No.`}>
        <span className={styles.cellLines}>
          <strong>#{row.id}</strong>
          <span className={styles.muted}>{t`Created ${created}`}</span>
        </span>
      </td>
      <td className={tables.td} data-label={t`Route`}>
        {row.pol} → {row.pod}
      </td>
      <td className={tables.td} data-label={t`ETD week`}>
        {row.etdWeekStart} ~ {row.etdWeekEnd}
      </td>
      <td className={tables.td} data-label={t`Containers`}>
        {row.containers.map((line) => `${line.containerType} × ${line.quantity}`).join(', ')}
      </td>
      <td className={tables.td} data-label={t`Cargo`}>
        <span className={styles.cellLines}>
          <span>{row.cargo}</span>
          {row.remarks && <span className={styles.muted}>{row.remarks}</span>}
        </span>
      </td>
      <td className={tables.td} data-label={t`Status`}>
        <span className={styles.cellLines}>
          <span className={styles.status[row.status]}>{i18n._(reservationStatusWords[row.status])}</span>
          {reason && row.status === 'auditFailed' && (
            <span className={styles.reason}>{t`Reason: ${reason}`}</span>
          )}
          <ReservationHistory reservationId={row.id} />
        </span>
      </td>
    </>
  );
}

/**
 * /workspace/myReserve (spec §2 "My Advance Booking", issue 11): the signed-in customer's advance
 * bookings on the dataPage machine, filtered by status, a new one sent for audit, a waiting one
 * cancelled (after a confirmation), each with its history.
 */
export function MyReservationsPage() {
  const { t } = useLingui();
  const pagerWords = usePagerWords();
  const loggedIn = useSessionView((view) => view.loggedIn);
  // Staff audit advance bookings (/workspace/reservations); they do not make them.
  const isStaff = useSessionView((view) => view.userType === STAFF_USER_TYPE);
  const state = useReservationsPage(fetchMine);
  const { snapshot, result: page, query, load, deny } = state;
  const [formOpen, setFormOpen] = useState(false);

  useEffect(() => (loggedIn ? load({ status: null }) : deny()), [loggedIn, load, deny]);

  const filter = query ?? { status: null };
  const showRows = page && (snapshot.matches('content') || snapshot.matches('tableLoading'));
  return (
    <PageFrame route="/workspace/myReserve">
      {loggedIn && (
        <div className={styles.toolbar}>
          <StatusFilter value={filter.status} onChange={(status) => state.search({ status })} />
          <ReservationsCsvButton
            list={listMyReservations}
            status={filter.status}
            fileName="advance-bookings.csv"
          />
          {!formOpen && !isStaff && (
            <button type="button" className={buttons.secondary} onClick={() => setFormOpen(true)}>
              {t`New advance booking`}
            </button>
          )}
        </div>
      )}
      {loggedIn && formOpen && (
        <ReservationForm
          onClose={() => setFormOpen(false)}
          onCreated={() => {
            setFormOpen(false);
            state.load({ status: null });
          }}
        />
      )}
      {(snapshot.matches('pageLoading') || snapshot.matches('inquiry')) && (
        <StatusPanel tone="busy" title={t`Loading your advance bookings…`} />
      )}
      {snapshot.matches('noAuthorization') && (
        <StatusPanel
          tone="info"
          title={t`Please log in to see your advance bookings.`}
          action={{ label: t`Log in`, onClick: () => openLoginDialog({ view: 'emailLogin' }) }}
        />
      )}
      {(snapshot.matches('default') || snapshot.matches('content')) && snapshot.context.errorCode && (
        <StatusPanel
          tone="error"
          title={state.failure ?? t`Your advance bookings could not be loaded`}
          detail={state.failure ? undefined : t`Please check your connection and try again.`}
          action={{ label: t`Retry`, onClick: state.retry }}
        />
      )}
      {snapshot.matches('empty') && (
        <StatusPanel
          tone="empty"
          title={
            filter.status === null ? t`No advance bookings yet` : t`No advance bookings with this status`
          }
          detail={t`Reserve space for a week ahead and your advance bookings appear here.`}
        />
      )}
      {showRows && (
        <>
          <div className={tables.scroll}>
            <table
              className={`${tables.table} ${styles.table}`}
              aria-label={t`Advance bookings`}
              aria-busy={snapshot.matches('tableLoading')}
            >
              <thead>
                <tr>
                  <th className={tables.th}>{t`No.`}</th>
                  <th className={tables.th}>{t`Route`}</th>
                  <th className={tables.th}>{t`ETD week`}</th>
                  <th className={tables.th}>{t`Containers`}</th>
                  <th className={tables.th}>{t`Cargo`}</th>
                  <th className={tables.th}>{t`Status`}</th>
                  <th className={tables.th}>{t`Actions`}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((row) => (
                  <tr key={row.id}>
                    <ReservationCells row={row} />
                    <td className={tables.td} data-label={t`Actions`}>
                      <CancelAction row={row} onCancelled={() => state.goToPage(snapshot.context.page)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            pageNo={page.pageNo}
            pageSize={snapshot.context.pageSize}
            total={page.total}
            busy={snapshot.hasTag('loading')}
            onPage={state.goToPage}
            words={pagerWords}
          />
        </>
      )}
    </PageFrame>
  );
}

/** Cancel, offered only where the reservation machine lets its owner cancel; asks to confirm first. */
function CancelAction({ row, onCancelled }: { row: ReservationView; onCancelled: () => void }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  if (!reservationSnapshotAt(row.status).can({ type: 'CANCEL', by: 'owner' }))
    return <span className={styles.muted}>—</span>;
  const id = row.id;
  const cancel = async () => {
    try {
      await cancelReservation(id);
      notify('success', t`Advance booking #${id} cancelled`);
      onCancelled();
    } catch (error) {
      notify('error', error instanceof ApiFailure ? error.message : t`The network failed. Please try again.`);
      setConfirming(false);
    }
  };
  return confirming ? (
    <fieldset className={styles.confirm}>
      <legend className={styles.confirmQuestion}>{t`Cancel advance booking #${id}?`}</legend>
      <button type="button" className={buttons.secondary} onClick={() => void cancel()}>
        {t`Yes, cancel it`}
      </button>
      <button type="button" className={buttons.outline} onClick={() => setConfirming(false)}>
        {t`Keep it`}
      </button>
    </fieldset>
  ) : (
    <button
      type="button"
      className={buttons.outline}
      aria-label={t`Cancel advance booking #${id}`}
      onClick={() => setConfirming(true)}
    >
      {t`Cancel`}
    </button>
  );
}
