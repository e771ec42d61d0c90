import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { RESERVATION_STATUSES, type ReservationStatus } from '../../../domain/constants.ts';
import type { RecordHistoryEntry } from '../../../domain/records/record-history.ts';
import { ApiFailure } from '../../api/client.ts';
import { reservationStatusWords } from './reservation-words.ts';
import * as styles from './reservations.css.ts';
import { getReservation } from './reservations-api.ts';

const actorWords: Record<RecordHistoryEntry['actor'], MessageDescriptor> = {
  owner: msg`you`,
  staff: msg`customer service`,
  system: msg`the portal`,
};

const isStatus = (value: string | null): value is ReservationStatus =>
  (RESERVATION_STATUSES as readonly (string | null)[]).includes(value);

/**
 * A reservation's audit trail (issue 11: who, when, from which status to which, the reason),
 * fetched when the customer or staff open it.
 */
export function ReservationHistory({ reservationId }: { reservationId: number }) {
  const { t, i18n } = useLingui();
  const [entries, setEntries] = useState<RecordHistoryEntry[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const statusText = (status: string | null) =>
    isStatus(status) ? i18n._(reservationStatusWords[status]) : '—';

  return (
    <details
      onToggle={(event) => {
        if (!event.currentTarget.open || entries !== null) return;
        getReservation(reservationId).then(
          (detail) => setEntries(detail.history),
          (error: unknown) =>
            setFailure(error instanceof ApiFailure ? error.message : t`The history could not be loaded`),
        );
      }}
    >
      <summary>{t`History`}</summary>
      {failure && <p className={styles.muted}>{failure}</p>}
      {entries === null && failure === null && <p className={styles.muted}>{t`Loading…`}</p>}
      {entries && (
        <ol className={styles.history} aria-label={t`History of advance booking ${reservationId}`}>
          {entries.map((entry) => {
            const when = i18n.date(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' });
            const who = entry.actorName ?? i18n._(actorWords[entry.actor]);
            const to = statusText(entry.toStatus);
            const line =
              entry.fromStatus === null
                ? t`${when}: created by ${who}, ${to}`
                : t`${when}: ${statusText(entry.fromStatus)} → ${to} by ${who}`;
            const reason = entry.reason;
            return (
              <li key={`${entry.at}-${entry.toStatus}`}>
                {line}
                {reason && <span className={styles.reason}> {t`Reason: ${reason}`}</span>}
              </li>
            );
          })}
        </ol>
      )}
    </details>
  );
}
