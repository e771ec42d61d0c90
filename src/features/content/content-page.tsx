import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import type {
  ContentPage as ContentPageName,
  TitleSetting,
  WebContent,
} from '../../../domain/api/company.ts';
import type { AppRoute } from '../../../domain/routes.ts';
import type { PageRequest } from '../../../machines/data-page/data-page.machine.ts';
import { loadTitleSettings, loadWebContent } from '../../api/tenant.ts';
import { routeTitles } from '../../app/route-titles.ts';
import { currentLang } from '../../i18n/locale.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { useDataPage } from '../data-page/use-data-page.ts';
import * as styles from './content-page.css.ts';

interface Loaded {
  content: WebContent;
  title: TitleSetting | undefined;
}

const fetchContent = ({ query }: PageRequest<ContentPageName>): Promise<Loaded> =>
  Promise.all([loadWebContent(query), loadTitleSettings()]).then(([content, titles]) => ({
    content,
    title: titles.find((setting) => setting.section === content.section),
  }));
const blockRows = (loaded: Loaded) => loaded.content.blocks.length;

interface ContentPageProps {
  page: ContentPageName;
  route: AppRoute;
  /** What the page adds below the tenant's content (the client download). */
  children?: ReactNode;
}

/** A content page (about, service, client cases, contact, client download) rendered from the tenant's database content. */
export function ContentPage({ page, route, children }: ContentPageProps) {
  const { i18n, t } = useLingui();
  const state = useDataPage({ fetcher: fetchContent, rowsOf: blockRows, pageSize: 1 });
  const { snapshot, result: loaded, load } = state;

  useEffect(() => load(page), [page, load]);

  const en = currentLang() === 'en';
  const title = loaded?.title;
  const heading = (en ? title?.bannerTitleEn : title?.bannerTitleCn) || i18n._(routeTitles[route]);
  const subtitle = en ? title?.bannerSubtitleEn : title?.bannerSubtitleCn;

  return (
    <article className={styles.page}>
      <header className={styles.banner}>
        <h1 className={styles.title}>{heading}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </header>
      {snapshot.hasTag('loading') && <StatusPanel tone="busy" title={t`Loading…`} />}
      {snapshot.matches('empty') && (
        <StatusPanel tone="empty" title={t`Nothing has been published here yet.`} />
      )}
      {snapshot.matches('default') && snapshot.context.errorCode && (
        <StatusPanel
          tone="error"
          title={t`This page could not be loaded`}
          detail={t`Please check your connection and try again.`}
          action={{ label: t`Retry`, onClick: state.retry }}
        />
      )}
      {snapshot.matches('content') && loaded && (
        <div className={styles.blocks}>
          {(en ? title?.innerTitleEn : title?.innerTitleCn) && (
            <h2 className={styles.innerTitle}>{en ? title?.innerTitleEn : title?.innerTitleCn}</h2>
          )}
          {loaded.content.blocks.map((block) => (
            <section key={block.headingCn} className={styles.block}>
              <h3>{en ? block.headingEn : block.headingCn}</h3>
              {/* Plain text as the administrator wrote it (never HTML): a line is a paragraph, a blank line none. */}
              {(en ? block.bodyEn : block.bodyCn)
                .split('\n')
                .filter((paragraph) => paragraph.trim() !== '')
                .map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
            </section>
          ))}
          {children}
        </div>
      )}
    </article>
  );
}
