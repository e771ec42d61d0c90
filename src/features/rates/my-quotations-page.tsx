import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { Page, Quotation } from '../../../domain/api/freight.ts';
import type { PageRequest } from '../../../machines/data-page/data-page.machine.ts';
import { openLoginDialog } from '../../app/login-opener.ts';
import { routeTitles } from '../../app/route-titles.ts';
import { useSessionView } from '../../app/session-view.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { useDataPage } from '../data-page/use-data-page.ts';
import { formatMoney, portLocalDate } from '../freight/format.ts';
import * as ui from '../freight/freight-ui.css.ts';
import { DemoDataNote, Pager } from '../freight/pager.tsx';
import { listMyQuotations } from './rates-api.ts';

export const MY_QUOTATIONS_PAGE_SIZE = 10;

/** The list has no criteria: every quotation of the signed-in user. */
const MINE = {};

const listMine = ({ page, pageSize }: PageRequest, signal: AbortSignal) =>
  listMyQuotations({ pageNo: page, pageSize }, signal);
const quotationRows = (page: Page<Quotation>) => page.list.length;

/** /workspace/myQuotation: the signed-in user's quotations, newest first, paginated by the server. */
export function MyQuotationsPage() {
  const { i18n, t } = useLingui();
  const en = i18n.locale === 'en';
  const loggedIn = useSessionView((view) => view.loggedIn);
  const state = useDataPage({ fetcher: listMine, rowsOf: quotationRows, pageSize: MY_QUOTATIONS_PAGE_SIZE });
  const { snapshot, result: page, load, deny } = state;

  useEffect(() => (loggedIn ? load(MINE) : deny()), [loggedIn, load, deny]);

  return (
    <section className={ui.page}>
      <h1 className={ui.title}>{i18n._(routeTitles['/workspace/myQuotation'])}</h1>
      {snapshot.matches('pageLoading') && <StatusPanel tone="busy" title={t`Loading your quotations…`} />}
      {snapshot.matches('noAuthorization') && (
        <StatusPanel
          tone="info"
          title={t`Please log in to see your quotations.`}
          action={{ label: t`Log in`, onClick: () => openLoginDialog({ view: 'emailLogin' }) }}
        />
      )}
      {snapshot.matches('default') && snapshot.context.errorCode && (
        <StatusPanel
          tone="error"
          title={t`Your quotations could not be loaded`}
          action={{ label: t`Retry`, onClick: state.retry }}
        />
      )}
      {snapshot.matches('empty') && (
        <StatusPanel
          tone="empty"
          title={t`You have no quotations yet.`}
          detail={t`Search rates, select some and save a quotation.`}
        />
      )}
      {(snapshot.matches('content') || snapshot.matches('tableLoading')) && page && (
        <>
          <div className={ui.tableWrap} aria-busy={snapshot.matches('tableLoading')}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th className={ui.th}>{t`Quotation no`}</th>
                  <th className={ui.th}>{t`Created`}</th>
                  <th className={ui.th}>{t`Lanes`}</th>
                  <th className={`${ui.th} ${ui.numeric}`}>{t`Lines`}</th>
                  <th className={`${ui.th} ${ui.numeric}`}>{t`Total`}</th>
                  <th className={ui.th}>{t`Valid until`}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((quotation) => (
                  <tr key={quotation.id}>
                    <td className={ui.td}>
                      <Link to="/quotation" search={{ id: quotation.id }}>
                        {quotation.quotationNo}
                      </Link>
                    </td>
                    <td className={ui.td}>{portLocalDate(quotation.createdAt)}</td>
                    <td className={ui.td}>
                      {[
                        ...new Set(
                          quotation.lines.map(
                            (line) =>
                              `${en ? line.rate.pol.nameEn : line.rate.pol.nameCn} → ${en ? line.rate.pod.nameEn : line.rate.pod.nameCn}`,
                          ),
                        ),
                      ].join(', ')}
                    </td>
                    <td className={`${ui.td} ${ui.numeric}`}>{quotation.lines.length}</td>
                    <td className={`${ui.td} ${ui.numeric}`}>
                      {formatMoney(quotation.total, quotation.currency, i18n.locale)}
                    </td>
                    <td className={ui.td}>{portLocalDate(quotation.validTo)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            pageNo={page.pageNo}
            pageSize={page.pageSize}
            total={page.total}
            busy={snapshot.hasTag('loading')}
            onPage={state.goToPage}
          />
          <DemoDataNote shown={page.demoData} />
        </>
      )}
    </section>
  );
}
