import { useLingui } from '@lingui/react/macro';
import { ReservationPath } from '../../../domain/api/reservation-paths.ts';
import { reservationKind } from '../../../domain/reservations/reservation-lifecycle.ts';
import { useLifeColumn } from '../record-life/record-life-link.tsx';
import { RecordMoves } from '../workspace/record-actions.tsx';
import { StaffQueuePage } from '../workspace/staff-queue.tsx';
import { useReservationKind } from './my-reservations-page.tsx';
import { reservationCalls } from './reservations-api.ts';

/**
 * /console/reservations (staff console): the company's advance bookings, those to be audited
 * first; approve, or refuse with a reason, where the reservation table offers it to the staff member.
 */
export function ReservationQueuePage() {
  const { t } = useLingui();
  const kind = useReservationKind();
  const life = useLifeColumn('reservation', (row: { id: number }) => row.id);
  return (
    <StaffQueuePage
      route="/console/reservations"
      list={reservationCalls.listQueue}
      initialStatus="toBeAudited"
      kind={kind}
      more={(viewer, reload) => [
        { header: t`Customer`, cell: (row) => row.customer ?? '—' },
        life,
        // An approved one the customer has ordered: which order it became.
        { header: t`Order no.`, cell: (row) => (row.orderId === null ? '—' : `#${row.orderId}`) },
        {
          header: t`Audit`,
          cell: ({ id, status }) => (
            <RecordMoves
              kind={reservationKind}
              status={status}
              viewer={viewer}
              onMoved={reload}
              fields={{
                reason: { label: t`Reason for refusing advance booking #${id}`, placeholder: t`Reason` },
              }}
              actions={{
                approve: {
                  label: t`Approve`,
                  ariaLabel: t`Approve advance booking #${id}`,
                  done: t`Advance booking #${id} approved`,
                  call: () => reservationCalls.move(ReservationPath.approveReservation, id),
                },
                refuse: {
                  label: t`Refuse`,
                  ariaLabel: t`Refuse advance booking #${id}`,
                  confirm: {
                    question: t`Refuse advance booking #${id}? The customer reads the reason.`,
                    yes: t`Yes, refuse it`,
                  },
                  done: t`Advance booking #${id} refused`,
                  quiet: true,
                  call: ({ reason = '' }) =>
                    reservationCalls.move(ReservationPath.refuseReservation, id, { reason }),
                },
              }}
            />
          ),
        },
      ]}
      fileName="advance-bookings-queue.csv"
      words={{
        label: t`Advance bookings to audit`,
        loading: t`Loading the advance bookings…`,
        failed: t`The advance bookings could not be loaded`,
        none: t`No advance booking waits for an audit.`,
        noneFiltered: t`No advance bookings match the filter`,
      }}
    />
  );
}
