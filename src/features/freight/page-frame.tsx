import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AppRoute } from '../../../domain/routes.ts';
import { routeTitles } from '../../app/route-titles.ts';
import * as styles from './freight.css.ts';

/** A freight page: its route's title (the document title's words), a lead and the page's body. */
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
  const { i18n } = useLingui();
  return (
    <section className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{i18n._(routeTitles[route])}</h1>
        {badge}
      </div>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
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
