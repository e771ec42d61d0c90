import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReservationView } from '../../../domain/api/reservation.ts';
import { ReservationPath } from '../../../domain/api/reservation-paths.ts';
import { RESERVATION_STATUSES, type ReservationStatus, STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { RESERVATION_ORDERED, reservationKind } from '../../../domain/reservations/reservation-lifecycle.ts';
import { useSessionView } from '../../app/session-view.ts';
import * as buttons from '../../ui/button.css.ts';
import { PageFrame } from '../freight/kit.ts';
import { OwnerAction } from '../workspace/record-actions.tsx';
import { useRecordColumns } from '../workspace/record-columns.tsx';
import { RecordHistory } from '../workspace/record-history.tsx';
import { type RecordKind, RecordList, useRecordList } from '../workspace/record-list.tsx';
import { ReservationForm } from './reservation-form.tsx';
import { ReservationOrderAction } from './reservation-order-action.tsx';
import { reservationStatusWords } from './reservation-words.ts';
import * as styles from './reservations.css.ts';
import { reservationCalls } from './reservations-api.ts';

/** An advance booking in both lists (mine and the staff queue): filters, columns, export, count. */
export function useReservationKind(): RecordKind<ReservationView, ReservationStatus> {
  const { t, i18n } = useLingui();
  const shared = useRecordColumns();
  return {
    status: { label: t`Status`, statuses: RESERVATION_STATUSES, words: reservationStatusWords },
    dates: { from: t`Created from`, to: t`Created to` },
    rowKey: (row) => row.id,
    columns: [
      shared.number<ReservationView>(
        (row) => row.id,
        (row) => [shared.createdLine(row.createdAt)],
      ),
      shared.route,
      { header: t`ETD week`, cell: (row) => `${row.etdWeekStart} ~ ${row.etdWeekEnd}` },
      shared.containers,
      shared.cargo<ReservationView>(
        (row) => row.cargo,
        (row) => row.remarks,
      ),
      {
        header: t`Status`,
        cell: (row) => {
          const { id: reservationId, reason } = row;
          return (
            <span className={styles.cellLines}>
              <span className={styles.status[row.status]}>{i18n._(reservationStatusWords[row.status])}</span>
              {reason && row.status === 'auditFailed' && (
                <span className={styles.reason}>{t`Reason: ${reason}`}</span>
              )}
              <RecordHistory
                label={t`History of advance booking ${reservationId}`}
                load={() => reservationCalls.get(reservationId)}
                statusWords={reservationStatusWords}
                reasonText={(reason) => t`Reason: ${reason}`}
                // Becoming an order is no change of status: its entry names the order (its note).
                eventLine={(entry, when, who) => {
                  const order = entry.reason ?? '';
                  return entry.event === RESERVATION_ORDERED
                    ? t`${when}: order ${order} placed by ${who}`
                    : null;
                }}
              />
            </span>
          );
        },
      },
    ],
    csvColumns: [
      { header: t`No.`, value: (row) => row.id },
      ...shared.csv.ports,
      { header: t`ETD week`, value: (row) => `${row.etdWeekStart} ~ ${row.etdWeekEnd}` },
      shared.csv.containers,
      { header: t`Cargo`, value: (row) => row.cargo },
      { header: t`Remarks`, value: (row) => row.remarks },
      { header: t`Status`, value: (row) => i18n._(reservationStatusWords[row.status]) },
      { header: t`Reason`, value: (row) => row.reason },
      { header: t`Customer`, value: (row) => row.customer },
      { header: t`Created`, value: (row) => row.createdAt },
      { header: t`Order no.`, value: (row) => row.orderId ?? '' },
    ],
    position: (pageNo, pages, total) =>
      t`Page ${pageNo} of ${pages} · ${plural(total, { one: '# advance booking', other: '# advance bookings' })}`,
  };
}

/**
 * /workspace/myReserve (spec §2 "My Advance Booking"): the signed-in customer's advance
 * bookings, filtered by status and day of creation, a new one sent for audit, a waiting one
 * cancelled (after a confirmation), each with its history.
 */
export function MyReservationsPage() {
  const { t } = useLingui();
  const loggedIn = useSessionView((view) => view.loggedIn);
  // Staff audit advance bookings (/console/reservations); they do not make them.
  const isStaff = useSessionView((view) => view.userType === STAFF_USER_TYPE);
  const kind = useReservationKind();
  const state = useRecordList({ list: reservationCalls.listMine, allowed: loggedIn });
  const [formOpen, setFormOpen] = useState(false);
  return (
    <PageFrame route="/workspace/myReserve">
      <RecordList
        state={state}
        kind={kind}
        more={[
          {
            header: t`Actions`,
            // An approved one is past cancelling: it becomes an order.
            cell: (row) => {
              const { id } = row;
              return row.status === 'approved' ? (
                <ReservationOrderAction reservation={row} />
              ) : (
                <OwnerAction
                  kind={reservationKind}
                  status={row.status}
                  event="cancel"
                  label={t`Cancel`}
                  ariaLabel={t`Cancel advance booking #${id}`}
                  question={t`Cancel advance booking #${id}?`}
                  yes={t`Yes, cancel it`}
                  done={t`Advance booking #${id} cancelled`}
                  call={() => reservationCalls.move(ReservationPath.cancelReservation, id)}
                  onDone={state.reload}
                />
              );
            },
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
