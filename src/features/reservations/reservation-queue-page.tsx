import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReservationView } from '../../../domain/api/reservation.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import type { RecordViewer } from '../../../domain/records/record-kind.ts';
import {
  RESERVATION_REASON_MAX,
  reservationKind,
} from '../../../domain/reservations/reservation-lifecycle.ts';
import { useSessionView } from '../../app/session-view.ts';
import * as buttons from '../../ui/button.css.ts';
import { PageFrame } from '../freight/kit.ts';
import { NoAction, useRecordAction } from '../workspace/record-actions.tsx';
import { RecordList, useRecordList } from '../workspace/record-list.tsx';
import { useStaffViewer } from '../workspace/record-viewer.ts';
import { useReservationKind } from './my-reservations-page.tsx';
import * as styles from './reservations.css.ts';
import { approveReservation, listReservations, refuseReservation } from './reservations-api.ts';

/**
 * /workspace/reservations (staff console): the company's advance bookings, those to be audited
 * first; approve, or refuse with a reason, where the reservation table offers it to the staff member.
 */
export function ReservationQueuePage() {
  const { t } = useLingui();
  const isStaff = useSessionView((view) => view.userType === STAFF_USER_TYPE);
  const viewer = useStaffViewer();
  const kind = useReservationKind();
  const state = useRecordList({ list: listReservations, allowed: isStaff, initialStatus: 'toBeAudited' });
  return (
    <PageFrame route="/workspace/reservations">
      <RecordList
        state={state}
        kind={kind}
        more={[
          { header: t`Customer`, cell: (row) => row.customer ?? '—' },
          // An approved one the customer has ordered (issue 11): which order it became.
          { header: t`Order no.`, cell: (row) => (row.orderId === null ? '—' : `#${row.orderId}`) },
          {
            header: t`Audit`,
            cell: (row) => <AuditActions row={row} viewer={viewer} onAudited={state.reload} />,
          },
        ]}
        fileName="advance-bookings-queue.csv"
        denied="staff"
        words={{
          label: t`Advance bookings to audit`,
          loading: t`Loading the advance bookings…`,
          failed: t`The advance bookings could not be loaded`,
          none: t`No advance booking waits for an audit.`,
          noneFiltered: t`No advance bookings match the filter`,
        }}
      />
    </PageFrame>
  );
}

/** Approve, and refuse with a reason: each shown only where the table offers it to this viewer. */
function AuditActions({
  row,
  viewer,
  onAudited,
}: {
  row: ReservationView;
  viewer: RecordViewer;
  onAudited: () => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const { busy, run } = useRecordAction(onAudited);
  const id = row.id;
  const approves = reservationKind.canOffer(row.status, 'approve', viewer);
  const refuses = reservationKind.canOffer(row.status, 'refuse', viewer);
  if (!approves && !refuses) return <NoAction />;
  // The refusal goes once its reason is one the table accepts.
  const refusable = reservationKind.canMove(row.status, 'refuse', viewer, { reason });
  return (
    <span className={styles.actions}>
      {approves && (
        <button
          type="button"
          className={buttons.secondary}
          disabled={busy}
          aria-label={t`Approve advance booking #${id}`}
          onClick={() => void run(() => approveReservation(id), t`Advance booking #${id} approved`)}
        >
          {t`Approve`}
        </button>
      )}
      {refuses && (
        <>
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
            disabled={busy || !refusable}
            aria-label={t`Refuse advance booking #${id}`}
            onClick={() =>
              void run(() => refuseReservation(id, reason.trim()), t`Advance booking #${id} refused`)
            }
          >
            {t`Refuse`}
          </button>
        </>
      )}
    </span>
  );
}
