import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { serverMessageOf } from '../../../domain/api/failure.ts';
import type { RecordHistoryEntry } from '../../../domain/records/record-history.ts';
import * as styles from './records.css.ts';

const actorWords: Record<RecordHistoryEntry['actor'], MessageDescriptor> = {
  owner: msg`you`,
  staff: msg`customer service`,
  system: msg`the portal`,
};

/**
 * A record's audit trail (issue 11: who, when, from which status to which, the reason), fetched
 * when the customer or staff open it. The record's own words (its statuses, how it was created, what
 * its reason is called) come from the caller.
 */
export function RecordHistory({
  label,
  load,
  statusText,
  createdLine,
  reasonText,
  eventLine,
}: {
  label: string;
  load: () => Promise<RecordHistoryEntry[]>;
  statusText: (status: string | null) => string;
  createdLine: (when: string, who: string, status: string) => string;
  reasonText: (reason: string) => string;
  /** The record's own line for an entry that is not a status change (null: the usual line). */
  eventLine?: (entry: RecordHistoryEntry, when: string, who: string) => string | null;
}) {
  const { t, i18n } = useLingui();
  const [entries, setEntries] = useState<RecordHistoryEntry[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <details
      onToggle={(event) => {
        if (!event.currentTarget.open || entries !== null) return;
        load().then(setEntries, (error: unknown) =>
          setFailure(serverMessageOf(error) ?? t`The history could not be loaded`),
        );
      }}
    >
      <summary>{t`History`}</summary>
      {failure && <p className={styles.muted}>{failure}</p>}
      {entries === null && failure === null && <p className={styles.muted}>{t`Loading…`}</p>}
      {entries && (
        <ol className={styles.history} aria-label={label}>
          {entries.map((entry) => {
            const when = i18n.date(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' });
            const who = entry.actorName ?? i18n._(actorWords[entry.actor]);
            const to = statusText(entry.toStatus);
            const own = eventLine?.(entry, when, who) ?? null;
            if (own !== null) return <li key={`${entry.at}-${entry.event}`}>{own}</li>;
            return (
              <li key={`${entry.at}-${entry.toStatus}`}>
                {entry.fromStatus === null
                  ? createdLine(when, who, to)
                  : t`${when}: ${statusText(entry.fromStatus)} → ${to} by ${who}`}
                {entry.reason && <span className={styles.reason}> {reasonText(entry.reason)}</span>}
              </li>
            );
          })}
        </ol>
      )}
    </details>
  );
}
