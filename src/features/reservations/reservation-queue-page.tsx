import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ReservationView } from '../../../domain/api/reservation.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { RESERVATION_REASON_MAX } from '../../../domain/reservations/reservation-lifecycle.ts';
import { reservationSnapshotAt } from '../../../machines/reservations/reservation.machine.ts';
import { ApiFailure } from '../../api/client.ts';
import { useSessionView } from '../../app/session-view.ts';
import * as buttons from '../../ui/button.css.ts';
import { Pager } from '../../ui/pager.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import * as tables from '../../ui/table.css.ts';
import { notify } from '../../ui/toast-store.ts';
import { PageFrame } from '../freight/kit.ts';
import {
  fetchQueue,
  ReservationCells,
  ReservationsCsvButton,
  StatusFilter,
  usePagerWords,
  useReservationsPage,
} from './my-reservations-page.tsx';
import * as styles from './reservations.css.ts';
import { approveReservation, listReservations, refuseReservation } from './reservations-api.ts';

/**
 * /workspace/reservations (issue 11, staff console): the company's advance bookings, those to be
 * audited first; approve, or refuse with a reason, where the reservation machine allows it.
 */
export function ReservationQueuePage() {
  const { t } = useLingui();
  const pagerWords = usePagerWords();
  const isStaff = useSessionView((view) => view.userType === STAFF_USER_TYPE);
  const state = useReservationsPage(fetchQueue);
  const { snapshot, result: page, query, load, deny } = state;

  useEffect(() => (isStaff ? load({ status: 'toBeAudited' }) : deny()), [isStaff, load, deny]);

  const filter = query ?? { status: 'toBeAudited' };
  const showRows = page && (snapshot.matches('content') || snapshot.matches('tableLoading'));
  const reload = () => state.goToPage(snapshot.context.page);
  return (
    <PageFrame route="/workspace/reservations">
      {isStaff && (
        <div className={styles.toolbar}>
          <StatusFilter value={filter.status} onChange={(status) => state.search({ status })} />
          <ReservationsCsvButton
            list={listReservations}
            status={filter.status}
            fileName="advance-bookings-queue.csv"
          />
        </div>
      )}
      {snapshot.matches('noAuthorization') && (
        <StatusPanel tone="error" title={t`This page is for staff only.`} />
      )}
      {(snapshot.matches('pageLoading') || snapshot.matches('inquiry')) && (
        <StatusPanel tone="busy" title={t`Loading the advance bookings…`} />
      )}
      {(snapshot.matches('default') || snapshot.matches('content')) && snapshot.context.errorCode && (
        <StatusPanel
          tone="error"
          title={state.failure ?? t`The advance bookings could not be loaded`}
          action={{ label: t`Retry`, onClick: state.retry }}
        />
      )}
      {snapshot.matches('empty') && (
        <StatusPanel
          tone="empty"
          title={
            filter.status === 'toBeAudited'
              ? t`No advance booking waits for an audit.`
              : t`No advance bookings with this status`
          }
        />
      )}
      {showRows && (
        <>
          <div className={tables.scroll}>
            <table
              className={`${tables.table} ${styles.table}`}
              aria-label={t`Advance bookings to audit`}
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
                  <th className={tables.th}>{t`Customer`}</th>
                  <th className={tables.th}>{t`Audit`}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((row) => (
                  <tr key={row.id}>
                    <ReservationCells row={row} />
                    <td className={tables.td} data-label={t`Customer`}>
                      {row.customer ?? '—'}
                    </td>
                    <td className={tables.td} data-label={t`Audit`}>
                      <AuditActions row={row} onAudited={reload} />
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

/** Approve, or refuse with a reason: only the actions the machine allows staff here. */
function AuditActions({ row, onAudited }: { row: ReservationView; onAudited: () => void }) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const at = reservationSnapshotAt(row.status);
  const id = row.id;
  if (!at.can({ type: 'APPROVE', by: 'staff' }) && !at.can({ type: 'REFUSE', by: 'staff', reason: 'any' }))
    return <span className={styles.muted}>—</span>;
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify('success', done);
      onAudited();
    } catch (error) {
      notify('error', error instanceof ApiFailure ? error.message : t`The network failed. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className={styles.actions}>
      <button
        type="button"
        className={buttons.secondary}
        disabled={busy}
        aria-label={t`Approve advance booking #${id}`}
        onClick={() => void run(() => approveReservation(id), t`Advance booking #${id} approved`)}
      >
        {t`Approve`}
      </button>
      <input
        className={styles.reasonInput}
        aria-label={t`Reason for refusing advance booking #${id}`}
        placeholder={t`Reason`}
        maxLength={RESERVATION_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <button
        type="button"
        className={buttons.outline}
        disabled={busy || !at.can({ type: 'REFUSE', by: 'staff', reason })}
        aria-label={t`Refuse advance booking #${id}`}
        onClick={() =>
          void run(() => refuseReservation(id, reason.trim()), t`Advance booking #${id} refused`)
        }
      >
        {t`Refuse`}
      </button>
    </span>
  );
}
