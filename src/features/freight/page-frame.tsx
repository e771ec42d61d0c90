import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FREIGHT_PAGE_KINDS, type PublishedKind } from '../../../domain/freight/published.ts';
import type { AppRoute } from '../../../domain/routes.ts';
import { routeTitles } from '../../app/route-titles.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import * as styles from './freight.css.ts';
import { usePublished } from './published.ts';

/** Each kind's empty state: nothing of it is published yet (an honest empty portal, spec §2). */
const NOTHING_PUBLISHED: Record<PublishedKind, MessageDescriptor> = {
  rates: msg`No rates published yet`,
  space: msg`No space published yet`,
  sailings: msg`No sailing schedules published yet`,
  tracking: msg`No shipments to track yet`,
  network: msg`No routes published yet`,
  customs: msg`No pre-recorded customs documents yet`,
};

const kindOf = (route: AppRoute): PublishedKind | undefined =>
  Object.hasOwn(FREIGHT_PAGE_KINDS, route)
    ? FREIGHT_PAGE_KINDS[route as keyof typeof FREIGHT_PAGE_KINDS]
    : undefined;

/**
 * A freight page: its route's title (the document title's words), a lead and the page's body; the
 * body is the page's empty state while nothing of what it searches is published.
 */
export function PageFrame({
  route,
  lead,
  badge,
  children,
}: {
  route: AppRoute;
  lead?: string;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  const { i18n, t } = useLingui();
  const kind = kindOf(route);
  const published = usePublished(kind !== undefined);
  const empty = kind !== undefined && published !== null && !published[kind];
  return (
    <section className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{i18n._(routeTitles[route])}</h1>
        {badge}
      </div>
      {lead && <p className={styles.lead}>{lead}</p>}
      {empty ? (
        <StatusPanel
          tone="empty"
          title={i18n._(NOTHING_PUBLISHED[kind])}
          detail={t`It will be shown here as soon as it is published. Please contact us meanwhile.`}
        />
      ) : (
        children
      )}
    </section>
  );
}

/** The one label of generated demonstration data (docs/freight.md: `demoData`). */
export function DemoLabel({ demo }: { demo: boolean | undefined }) {
  const { t } = useLingui();
  if (!demo) return null;
  return (
    <span
      className={styles.badge.demo}
      title={t`Generated demonstration data, not real sailings, offers or shipments`}
    >
      {t`Demo data`}
    </span>
  );
}
