import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ConsoleDashboard as Dashboard, DashboardQueueView } from '../../../domain/api/console.ts';
import { serverMessageOf } from '../../../domain/api/failure.ts';
import {
  DASHBOARD_STARTS,
  type DashboardQueue,
  type DashboardStart,
  QUEUE_ACCESS,
} from '../../../domain/console/dashboard-queues.ts';
import { hasPermission } from '../../../domain/permissions.ts';
import { appNow } from '../../app/clock.ts';
import { useSessionView } from '../../app/session-view.ts';
import { instantText } from '../../ui/date-time.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { PageFrame } from '../freight/page-frame.tsx';
import { getDashboard, STILL_TO_START } from './console-api.ts';
import * as styles from './console-dashboard.css.ts';

const QUEUE_WORDS: Record<DashboardQueue, MessageDescriptor> = {
  certifications: msg`Certifications in review`,
  reservations: msg`Advance bookings to audit`,
  grabRequests: msg`Grab requests to handle`,
  orders: msg`Orders due a step`,
  spaceOrders: msg`Space orders paid and in hand`,
  refunds: msg`Refunds failed or abnormal`,
};

const START_WORDS: Record<DashboardStart, { title: MessageDescriptor; link: MessageDescriptor }> = {
  rateCards: {
    title: msg`No rate card yet: customers find no price of yours in the rates search.`,
    link: msg`Add your first rate cards`,
  },
};

const HOUR_MS = 3_600_000;

type Loaded = { dashboard: Dashboard } | { failure: string } | null;

/**
 * The staff console's first page (spec §6): per queue the staff member may act on or read, how many
 * items wait and how long the oldest has waited, each a link into its queue.
 */
export function ConsoleDashboard() {
  const { t } = useLingui();
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    const controller = new AbortController();
    getDashboard(controller.signal).then(
      (dashboard) => setLoaded({ dashboard }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoaded({ failure: serverMessageOf(error) ?? t`The dashboard could not be loaded` });
      },
    );
    return () => controller.abort();
  }, [t]);
  const queues = loaded !== null && 'dashboard' in loaded ? loaded.dashboard.queues : [];
  const nothingWaits = queues.every(({ waiting }) => waiting === 0);
  return (
    <PageFrame route="/console">
      <WhereToStart />
      {loaded === null && <StatusPanel tone="busy" title={t`Loading what waits…`} />}
      {loaded !== null && 'failure' in loaded && <StatusPanel tone="error" title={loaded.failure} />}
      {loaded !== null && 'dashboard' in loaded && nothingWaits && (
        <StatusPanel tone="empty" title={t`Nothing waits: every queue is empty.`} />
      )}
      {queues.length > 0 && (
        <ul className={styles.grid} aria-label={t`Queues`}>
          {queues.map((queue) => (
            <QueueCard key={queue.queue} queue={queue} />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

function QueueCard({ queue }: { queue: DashboardQueueView }) {
  const { t, i18n } = useLingui();
  const title = i18n._(QUEUE_WORDS[queue.queue]);
  const oldest = queue.oldestAt;
  const hours =
    oldest === null ? 0 : Math.max(0, Math.floor((appNow().getTime() - Date.parse(oldest)) / HOUR_MS));
  // Whole hours up to two days, then days.
  const age =
    hours < 1
      ? t`less than an hour`
      : hours < 48
        ? plural(hours, { one: '# hour', other: '# hours' })
        : plural(Math.floor(hours / 24), { one: '# day', other: '# days' });
  return (
    <li className={queue.waiting > 0 ? styles.cardWaiting : styles.card}>
      <Link to={QUEUE_ACCESS[queue.queue].page} className={styles.link}>
        <span className={styles.title}>{title}</span>
        <span className={styles.count} data-testid={`queue-${queue.queue}`}>
          {t`${queue.waiting} waiting`}
        </span>
      </Link>
      <span className={styles.oldest}>
        {oldest === null ? (
          t`Nothing waits`
        ) : (
          <>
            {t`Oldest waits for ${age}`} <time dateTime={oldest}>{instantText(oldest, i18n.locale)}</time>
          </>
        )}
      </span>
    </li>
  );
}

/** The starts the staff member supplies and the tenant still lacks, each a link to its page. */
function WhereToStart() {
  const { t, i18n } = useLingui();
  const mine = useSessionView((view) =>
    (Object.keys(DASHBOARD_STARTS) as DashboardStart[])
      .filter((start) => hasPermission(view, DASHBOARD_STARTS[start].act))
      .join(' '),
  );
  const [lacking, setLacking] = useState<DashboardStart[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const starts = mine === '' ? [] : (mine.split(' ') as DashboardStart[]);
    Promise.all(starts.map((start) => STILL_TO_START[start](controller.signal))).then(
      (still) => setLacking(starts.filter((_, index) => still[index])),
      // The dashboard's queues are the page; a start that cannot be checked is not shown.
      () => undefined,
    );
    return () => controller.abort();
  }, [mine]);
  if (lacking.length === 0) return null;
  return (
    <ul className={`${styles.grid} ${styles.starts}`} aria-label={t`Where to start`}>
      {lacking.map((start) => (
        <li key={start} className={styles.cardWaiting}>
          <span className={styles.title}>{i18n._(START_WORDS[start].title)}</span>
          <Link to={DASHBOARD_STARTS[start].page} className={styles.link}>
            {i18n._(START_WORDS[start].link)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
