import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useTenant } from '../../app/tenant-context.ts';
import { currentLang, loadCatalogArea } from '../../i18n/locale.ts';
import { MenuLink } from '../header/menu-link.tsx';
import * as styles from './home-page.css.ts';

// The rate search (ports, machines, the recent lists) and its words load after the first paint,
// outside /index's first-load budget.
const HomeRateSearch = lazy(() =>
  Promise.all([
    import('../rates/home-rate-search.tsx'),
    loadCatalogArea('freight'),
    loadCatalogArea('rates'),
  ]).then(([module]) => module),
);

const tools = [
  {
    path: '/rates',
    title: msg`Sea Freight Rates`,
    text: msg`Compare all-in ocean rates by lane, carrier and container type.`,
  },
  {
    path: '/schedules',
    title: msg`Sailing Schedules`,
    text: msg`Point-to-point sailings with transit times and cut-offs.`,
  },
  {
    path: '/tracking',
    title: msg`Cargo Tracking`,
    text: msg`Follow containers and bills of lading milestone by milestone.`,
  },
  {
    path: '/lookPresentCabin',
    title: msg`Available Space`,
    text: msg`See space on upcoming sailings and book it online.`,
  },
];

export function HomePage() {
  const { i18n, t } = useLingui();
  const { company } = useTenant();
  const en = currentLang() === 'en';
  return (
    <>
      <section
        className={styles.hero}
        style={company.webHomeBgImg ? { backgroundImage: `url(${company.webHomeBgImg})` } : undefined}
      >
        <h1 className={styles.heroTitle}>{en ? company.companyNameSen : company.companyNameScn}</h1>
        <p className={styles.heroText}>{t`Sea freight, sea-rail and global logistics, booked online.`}</p>
      </section>
      <Suspense fallback={<div className={styles.search} />}>
        <HomeRateSearch />
      </Suspense>
      <section className={styles.tools} aria-label={t`Logistics tools`}>
        {tools.map((tool) => (
          <MenuLink key={tool.path} path={tool.path} newWindow={false} className={styles.tool}>
            <h2 className={styles.toolTitle}>{i18n._(tool.title)}</h2>
            <p className={styles.toolText}>{i18n._(tool.text)}</p>
          </MenuLink>
        ))}
      </section>
    </>
  );
}
