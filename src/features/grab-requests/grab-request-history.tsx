import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  GRAB_REQUEST_STATUSES,
  type GrabRequestStatus,
} from '../../../domain/grab-requests/grab-request-lifecycle.ts';
import type { RecordHistoryEntry } from '../../../domain/records/record-history.ts';
import { ApiFailure } from '../../api/client.ts';
import { grabRequestStatusWords } from './grab-request-words.ts';
import * as styles from './grab-requests.css.ts';
import { getGrabRequest } from './grab-requests-api.ts';

const actorWords: Record<RecordHistoryEntry['actor'], MessageDescriptor> = {
  owner: msg`you`,
  staff: msg`customer service`,
  system: msg`the portal`,
};

const isStatus = (value: string | null): value is GrabRequestStatus =>
  (GRAB_REQUEST_STATUSES as readonly (string | null)[]).includes(value);

/**
 * A grab request's audit trail (issue 11: who, when, from which status to which, the notes),
 * fetched when the customer or staff open it.
 */
export function GrabRequestHistory({ requestId }: { requestId: number }) {
  const { t, i18n } = useLingui();
  const [entries, setEntries] = useState<RecordHistoryEntry[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const statusText = (status: string | null) =>
    isStatus(status) ? i18n._(grabRequestStatusWords[status]) : '—';

  return (
    <details
      onToggle={(event) => {
        if (!event.currentTarget.open || entries !== null) return;
        getGrabRequest(requestId).then(
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
        <ol className={styles.history} aria-label={t`History of grab request ${requestId}`}>
          {entries.map((entry) => {
            const when = i18n.date(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' });
            const who = entry.actorName ?? i18n._(actorWords[entry.actor]);
            const to = statusText(entry.toStatus);
            const line =
              entry.fromStatus === null
                ? t`${when}: applied by ${who}, ${to}`
                : t`${when}: ${statusText(entry.fromStatus)} → ${to} by ${who}`;
            const notes = entry.reason;
            return (
              <li key={`${entry.at}-${entry.toStatus}`}>
                {line}
                {notes && <span className={styles.reason}> {t`Notes: ${notes}`}</span>}
              </li>
            );
          })}
        </ol>
      )}
    </details>
  );
}
