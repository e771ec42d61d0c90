import { useLingui } from '@lingui/react/macro';
import { RESERVATION_STATUSES, type ReservationStatus } from '../../../domain/constants.ts';
import { RESERVATION_ORDERED } from '../../../domain/reservations/reservation-lifecycle.ts';
import { RecordHistory } from '../workspace/record-history.tsx';
import { reservationStatusWords } from './reservation-words.ts';
import { getReservation } from './reservations-api.ts';

const isStatus = (value: string | null): value is ReservationStatus =>
  (RESERVATION_STATUSES as readonly (string | null)[]).includes(value);

/** An advance booking's audit trail, in its own words. */
export function ReservationHistory({ reservationId }: { reservationId: number }) {
  const { t, i18n } = useLingui();
  return (
    <RecordHistory
      label={t`History of advance booking ${reservationId}`}
      load={() => getReservation(reservationId).then((detail) => detail.history)}
      statusText={(status) => (isStatus(status) ? i18n._(reservationStatusWords[status]) : '—')}
      createdLine={(when, who, to) => t`${when}: created by ${who}, ${to}`}
      reasonText={(reason) => t`Reason: ${reason}`}
      // Becoming an order is no change of status: its entry names the order (its note).
      eventLine={(entry, when, who) => {
        const order = entry.reason ?? '';
        return entry.event === RESERVATION_ORDERED ? t`${when}: order ${order} placed by ${who}` : null;
      }}
    />
  );
}
