import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ConsoleDashboard as Dashboard, DashboardQueueView } from '../../../domain/api/console.ts';
import { serverMessageOf } from '../../../domain/api/failure.ts';
import { type DashboardQueue, QUEUE_ACCESS } from '../../../domain/console/dashboard-queues.ts';
import { type StartStep, stepsToStart } from '../../../domain/console/where-to-start.ts';
import { parseStaffRoles } from '../../../domain/permissions.ts';
import { appNow } from '../../app/clock.ts';
import { useSessionView } from '../../app/session-view.ts';
import { instantText } from '../../ui/date-time.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { PageFrame } from '../freight/page-frame.tsx';
import { usePublished } from '../freight/published.ts';
import { getDashboard } from './console-api.ts';
import * as styles from './console-dashboard.css.ts';
import { ExpiringRates } from './expiring-rates.tsx';

const QUEUE_WORDS: Record<DashboardQueue, MessageDescriptor> = {
  certifications: msg`Certifications in review`,
  reservations: msg`Advance bookings to audit`,
  grabRequests: msg`Grab requests to handle`,
  orders: msg`Orders due a step`,
  spaceOrders: msg`Space orders paid and in hand`,
  refunds: msg`Refunds failed or abnormal`,
};

const STEP_WORDS: Record<StartStep['kind'], MessageDescriptor> = {
  sailings: msg`Import your sailing schedules (DCSA Commercial Schedules)`,
  rates: msg`Add your rate cards, one by one or from a carrier's rate sheet`,
  space: msg`Release space on your sailings`,
  tracking: msg`Import your shipments' tracking events (DCSA Track & Trace)`,
};

const HOUR_MS = 3_600_000;

type Loaded = { dashboard: Dashboard } | { failure: string } | null;

/**
 * The staff console's first page (spec §6): per queue the staff member may act on or read, how many
 * items wait and how long the oldest has waited, each a link into its queue; then the rates about to
 * expire with the saved quotations that use each.
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
      <ExpiringRates />
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

/**
 * While the forwarder has published no sailings (or rates, space, tracking), the pages that add
 * them (domain/console/where-to-start.ts): an empty portal tells staff where to start.
 */
function WhereToStart() {
  const { t, i18n } = useLingui();
  const published = usePublished();
  const userType = useSessionView((view) => view.userType);
  const roles = useSessionView((view) => view.staffRoles.join(','));
  const steps =
    published === null ? [] : stepsToStart(published, { userType, staffRoles: parseStaffRoles(roles) });
  if (steps.length === 0) return null;
  return (
    <section className={styles.start} aria-labelledby="where-to-start">
      <h2 id="where-to-start" className={styles.startTitle}>{t`Where to start`}</h2>
      <p>{t`Nothing is published on the portal yet: visitors see empty pages until you add it.`}</p>
      <ol>
        {steps.map((step) => (
          <li key={step.kind}>
            {step.mayOpen ? (
              <Link to={step.page}>{i18n._(STEP_WORDS[step.kind])}</Link>
            ) : (
              <>
                {i18n._(STEP_WORDS[step.kind])} {t`(a colleague with the pricing role does this)`}
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
