import { useLingui } from '@lingui/react/macro';
import type { AppRoute } from '../../../domain/routes.ts';
import { routeTitles } from '../../app/route-titles.ts';
import * as styles from './titled-page.css.ts';

/** A route's page frame with its title; the freight pages fill it in their own release. */
export function TitledPage({ route }: { route: AppRoute }) {
  const { i18n } = useLingui();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{i18n._(routeTitles[route])}</h1>
    </section>
  );
}
