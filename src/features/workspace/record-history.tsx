import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { serverMessageOf } from '../../../domain/api/failure.ts';
import type { RecordHistoryEntry } from '../../../domain/records/record-history.ts';
import { instantText } from '../../ui/date-time.ts';
import * as styles from './records.css.ts';

const actorWords: Record<RecordHistoryEntry['actor'], MessageDescriptor> = {
  owner: msg`you`,
  staff: msg`customer service`,
  system: msg`the portal`,
};

/** How a kind's trail words its entries: its statuses, and what differs from the usual lines. */
export interface TrailWords {
  /** The kind's status words; a status not among them shows as "—". */
  statusWords: Readonly<Record<string, MessageDescriptor>>;
  /** The line of the creation (default: "created by"). */
  createdLine?: (when: string, who: string, status: string) => string;
  /** The reason or note beside a change; none shown without it. */
  reasonText?: (reason: string) => string;
  /** Who the record's owner is to the reader (default: "you"; a staff page names the customer). */
  ownerWho?: string;
  /** The record's own line for an entry that is not a status change (null: the usual line). */
  eventLine?: (entry: RecordHistoryEntry, when: string, who: string) => string | null;
}

/**
 * A record's audit trail (domain/records/record-history.ts): who, when, from which status to which,
 * the reason given, one line per entry, in the kind's words.
 */
export function RecordTrail({
  label,
  entries,
  statusWords,
  createdLine,
  reasonText,
  ownerWho,
  eventLine,
}: TrailWords & { label: string; entries: readonly RecordHistoryEntry[] }) {
  const { t, i18n } = useLingui();
  const statusText = (status: string | null) => {
    const words = status === null || !Object.hasOwn(statusWords, status) ? undefined : statusWords[status];
    return words === undefined ? '—' : i18n._(words);
  };
  return (
    <ol className={styles.history} aria-label={label}>
      {entries.map((entry) => {
        const when = instantText(entry.at, i18n.locale);
        const who =
          entry.actorName ??
          (entry.actor === 'owner' ? ownerWho : undefined) ??
          i18n._(actorWords[entry.actor]);
        const to = statusText(entry.toStatus);
        const own = eventLine?.(entry, when, who) ?? null;
        if (own !== null) return <li key={`${entry.at}-${entry.event}`}>{own}</li>;
        return (
          <li key={`${entry.at}-${entry.toStatus}`}>
            {entry.fromStatus === null
              ? (createdLine?.(when, who, to) ?? t`${when}: created by ${who}, ${to}`)
              : t`${when}: ${statusText(entry.fromStatus)} → ${to} by ${who}`}
            {entry.reason && reasonText && <span className={styles.reason}> {reasonText(entry.reason)}</span>}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A record's trail behind "History", fetched when the customer or staff open it (the record's
 * detail carries it).
 */
export function RecordHistory({
  label,
  load,
  ...words
}: TrailWords & { label: string; load: () => Promise<{ history: RecordHistoryEntry[] }> }) {
  const { t } = useLingui();
  const [entries, setEntries] = useState<RecordHistoryEntry[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <details
      onToggle={(event) => {
        if (!event.currentTarget.open || entries !== null) return;
        load().then(
          (detail) => setEntries(detail.history),
          (error: unknown) => setFailure(serverMessageOf(error) ?? t`The history could not be loaded`),
        );
      }}
    >
      <summary>{t`History`}</summary>
      {failure && <p className={styles.muted}>{failure}</p>}
      {entries === null && failure === null && <p className={styles.muted}>{t`Loading…`}</p>}
      {entries && <RecordTrail label={label} entries={entries} {...words} />}
    </details>
  );
}
