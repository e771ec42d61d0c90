import { useLingui } from '@lingui/react/macro';
import { notFoundTitle } from '../../app/route-titles.ts';
import { MenuLink } from '../header/menu-link.tsx';
import * as styles from './not-found-page.css.ts';

export function NotFoundPage() {
  const { i18n, t } = useLingui();
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{i18n._(notFoundTitle)}</h1>
      <p>{t`The address may be mistyped, or the page has moved.`}</p>
      <MenuLink path="/index" newWindow={false}>
        {t`Go to the home page`}
      </MenuLink>
    </section>
  );
}
