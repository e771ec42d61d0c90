import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import type {
  ContentPage as ContentPageName,
  TitleSetting,
  WebContent,
} from '../../../domain/api/company.ts';
import { ResultCode as Codes, type ResultCode } from '../../../domain/api/envelope.ts';
import type { AppRoute } from '../../../domain/routes.ts';
import { pageStateMachine } from '../../../machines/page-state/page-state.machine.ts';
import { ApiFailure } from '../../api/client.ts';
import { loadTitleSettings, loadWebContent } from '../../api/tenant.ts';
import { routeTitles } from '../../app/route-titles.ts';
import { currentLang } from '../../i18n/locale.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import * as styles from './content-page.css.ts';

interface Loaded {
  content: WebContent;
  title: TitleSetting | undefined;
}

const failureCode = (error: unknown): ResultCode =>
  error instanceof ApiFailure ? (error.code as ResultCode) : Codes.serverError;

/** A content page (about, service, client cases, contact, client download) rendered from the tenant's database content. */
export function ContentPage({ page, route }: { page: ContentPageName; route: AppRoute }) {
  const { i18n, t } = useLingui();
  const [snapshot, send] = useMachine(pageStateMachine);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  const load = useCallback(() => {
    send({ type: 'LOAD' });
    Promise.all([loadWebContent(page), loadTitleSettings()]).then(
      ([content, titles]) => {
        setLoaded({ content, title: titles.find((setting) => setting.section === content.section) });
        send({ type: 'LOADED', rows: content.blocks.length });
      },
      (error: unknown) => send({ type: 'FAILED', code: failureCode(error) }),
    );
  }, [page, send]);

  useEffect(load, [load]);

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
          action={{ label: t`Retry`, onClick: load }}
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
              {(en ? block.bodyEn : block.bodyCn).split('\n').map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      )}
    </article>
  );
}
