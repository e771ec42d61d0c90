import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReservationView } from '../../../domain/api/reservation.ts';
import { RESERVATION_STATUSES, type ReservationStatus, STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { reservationKind } from '../../../domain/reservations/reservation-lifecycle.ts';
import { useSessionView } from '../../app/session-view.ts';
import * as buttons from '../../ui/button.css.ts';
import { PageFrame } from '../freight/kit.ts';
import { ConfirmedAction, NoAction } from '../workspace/record-actions.tsx';
import {
  CellLines,
  containersCsv,
  containersText,
  type RecordKind,
  RecordList,
  useRecordList,
} from '../workspace/record-list.tsx';
import { ownerViewer } from '../workspace/record-viewer.ts';
import { ReservationForm } from './reservation-form.tsx';
import { ReservationHistory } from './reservation-history.tsx';
import { ReservationOrderAction } from './reservation-order-action.tsx';
import { reservationStatusWords } from './reservation-words.ts';
import * as styles from './reservations.css.ts';
import { cancelReservation, listMyReservations } from './reservations-api.ts';

/** An advance booking in both lists (mine and the staff queue): filters, columns, export, count. */
export function useReservationKind(): RecordKind<ReservationView, ReservationStatus> {
  const { t, i18n } = useLingui();
  return {
    status: { label: t`Status`, statuses: RESERVATION_STATUSES, words: reservationStatusWords },
    dates: { from: t`Created from`, to: t`Created to` },
    rowKey: (row) => row.id,
    columns: [
      {
        header: t`No.`,
        cell: (row) => {
          const created = i18n.date(new Date(row.createdAt), { dateStyle: 'medium', timeStyle: 'short' });
          return <CellLines head={<strong>#{row.id}</strong>} lines={[t`Created ${created}`]} />;
        },
      },
      { header: t`Route`, cell: (row) => `${row.pol} → ${row.pod}` },
      { header: t`ETD week`, cell: (row) => `${row.etdWeekStart} ~ ${row.etdWeekEnd}` },
      {
        header: t`Containers`,
        cell: (row) => containersText(row.containers),
      },
      {
        header: t`Cargo`,
        cell: (row) => <CellLines head={<span>{row.cargo}</span>} lines={[row.remarks]} />,
      },
      {
        header: t`Status`,
        cell: (row) => {
          const { reason } = row;
          return (
            <span className={styles.cellLines}>
              <span className={styles.status[row.status]}>{i18n._(reservationStatusWords[row.status])}</span>
              {reason && row.status === 'auditFailed' && (
                <span className={styles.reason}>{t`Reason: ${reason}`}</span>
              )}
              <ReservationHistory reservationId={row.id} />
            </span>
          );
        },
      },
    ],
    csvColumns: [
      { header: t`No.`, value: (row) => row.id },
      { header: t`Port of loading`, value: (row) => row.pol },
      { header: t`Port of discharge`, value: (row) => row.pod },
      { header: t`ETD week`, value: (row) => `${row.etdWeekStart} ~ ${row.etdWeekEnd}` },
      {
        header: t`Containers`,
        value: (row) => containersCsv(row.containers),
      },
      { header: t`Cargo`, value: (row) => row.cargo },
      { header: t`Remarks`, value: (row) => row.remarks },
      { header: t`Status`, value: (row) => i18n._(reservationStatusWords[row.status]) },
      { header: t`Reason`, value: (row) => row.reason },
      { header: t`Customer`, value: (row) => row.customer },
      { header: t`Created`, value: (row) => row.createdAt },
      { header: t`Order no.`, value: (row) => row.orderId ?? '' },
    ],
    position: (pageNo, pages, total) => t`Page ${pageNo} of ${pages} · ${total} advance bookings`,
  };
}

/**
 * /workspace/myReserve (spec §2 "My Advance Booking", issue 11): the signed-in customer's advance
 * bookings, filtered by status and day of creation, a new one sent for audit, a waiting one
 * cancelled (after a confirmation), each with its history.
 */
export function MyReservationsPage() {
  const { t } = useLingui();
  const loggedIn = useSessionView((view) => view.loggedIn);
  // Staff audit advance bookings (/workspace/reservations); they do not make them.
  const isStaff = useSessionView((view) => view.userType === STAFF_USER_TYPE);
  const kind = useReservationKind();
  const state = useRecordList({ list: listMyReservations, allowed: loggedIn });
  const [formOpen, setFormOpen] = useState(false);
  return (
    <PageFrame route="/workspace/myReserve">
      <RecordList
        state={state}
        kind={kind}
        more={[
          {
            header: t`Actions`,
            // An approved one is past cancelling: it becomes an order (issue 11).
            cell: (row) =>
              row.status === 'approved' ? (
                <ReservationOrderAction reservation={row} />
              ) : (
                <CancelAction row={row} onCancelled={state.reload} />
              ),
          },
        ]}
        fileName="advance-bookings.csv"
        actions={
          !formOpen &&
          !isStaff && (
            <button type="button" className={buttons.secondary} onClick={() => setFormOpen(true)}>
              {t`New advance booking`}
            </button>
          )
        }
        denied="login"
        words={{
          label: t`Advance bookings`,
          loading: t`Loading your advance bookings…`,
          failed: t`Your advance bookings could not be loaded`,
          none: t`No advance bookings yet`,
          noneFiltered: t`No advance bookings match the filter`,
          noneDetail: t`Reserve space for a week ahead and your advance bookings appear here.`,
        }}
      >
        {loggedIn && formOpen && (
          <ReservationForm
            onClose={() => setFormOpen(false)}
            onCreated={() => {
              setFormOpen(false);
              state.restart();
            }}
          />
        )}
      </RecordList>
    </PageFrame>
  );
}
/** Cancel, offered only where the reservation table lets its owner cancel; asks to confirm first. */
function CancelAction({ row, onCancelled }: { row: ReservationView; onCancelled: () => void }) {
  const { t } = useLingui();
  if (!reservationKind.canOffer(row.status, 'cancel', ownerViewer)) return <NoAction />;
  const id = row.id;
  return (
    <ConfirmedAction
      label={t`Cancel`}
      ariaLabel={t`Cancel advance booking #${id}`}
      question={t`Cancel advance booking #${id}?`}
      yes={t`Yes, cancel it`}
      done={t`Advance booking #${id} cancelled`}
      call={() => cancelReservation(id)}
      onDone={onCancelled}
    />
  );
}
