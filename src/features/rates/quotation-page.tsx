import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { Fragment, useEffect } from 'react';
import { ResultCode as Codes } from '../../../domain/api/envelope.ts';
import type { Quotation } from '../../../domain/api/freight.ts';
import { alternativesOf, quotationTotal } from '../../../domain/freight/quotation-total.ts';
import type { PageRequest } from '../../../machines/data-page/data-page.machine.ts';
import { openLoginDialog } from '../../app/login-opener.ts';
import { routeTitles } from '../../app/route-titles.ts';
import { useSessionView } from '../../app/session-view.ts';
import { useTenant } from '../../app/tenant-context.ts';
import * as buttons from '../../ui/button.css.ts';
import { localDay } from '../../ui/date-time.ts';
import { formatMoney } from '../../ui/money.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import * as table from '../../ui/table.css.ts';
import { DataTable, NumberCell, TableHead } from '../../ui/table.tsx';
import { useDataPage } from '../data-page/use-data-page.ts';
import * as ui from '../freight/freight.css.ts';
import { DemoLabel, LocalTime } from '../freight/kit.ts';
import * as styles from './quotation-page.css.ts';
import { getQuotation } from './rates-api.ts';

const fetchQuotation = ({ query }: PageRequest<string>, signal: AbortSignal) => getQuotation(query, signal);
const lineRows = (quotation: Quotation) => quotation.lines.length;

/** /quotation?id=…: a stored quotation as a printable sheet (no header or footer, spec §2). */
export function QuotationPage() {
  const { i18n, t } = useLingui();
  const en = i18n.locale === 'en';
  const { company } = useTenant();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const id = new URLSearchParams(searchStr).get('id') ?? '';
  const loggedIn = useSessionView((view) => view.loggedIn);
  const state = useDataPage({ fetcher: fetchQuotation, rowsOf: lineRows, pageSize: 1 });
  const { snapshot, result: quotation, load, reset } = state;

  // Loads again after a login from the prompt.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the viewer changes
  useEffect(() => (id ? load(id) : reset()), [id, load, reset, loggedIn]);

  const errorCode = snapshot.context.errorCode;
  const companyName = en ? company.companyNameSen : company.companyNameScn;

  return (
    <article className={styles.sheet}>
      <div className={styles.heading}>
        <div>
          <p className={ui.lead}>{companyName}</p>
          <h1 className={ui.title}>{i18n._(routeTitles['/quotation'])}</h1>
        </div>
        <div className={`${ui.toolbar} ${styles.noPrint}`}>
          {snapshot.matches('content') && (
            <button type="button" className={buttons.secondary} onClick={() => window.print()}>
              {t`Print`}
            </button>
          )}
          <Link to="/rates" className={buttons.secondary}>
            {t`Back to rates`}
          </Link>
          {loggedIn && (
            <Link to="/workspace/myQuotation" className={buttons.secondary}>
              {t`My quotations`}
            </Link>
          )}
        </div>
      </div>

      {snapshot.hasTag('loading') && <StatusPanel tone="busy" title={t`Loading the quotation…`} />}
      {snapshot.matches('default') && !errorCode && (
        <StatusPanel
          tone="info"
          title={t`No quotation was chosen.`}
          detail={t`Open one from My quotations.`}
        />
      )}
      {snapshot.matches('empty') && <StatusPanel tone="error" title={t`This quotation does not exist.`} />}
      {snapshot.matches('default') && errorCode && (
        <StatusPanel
          tone="error"
          title={t`The quotation could not be loaded`}
          action={{ label: t`Retry`, onClick: state.retry }}
        />
      )}
      {snapshot.matches('noAuthorization') &&
        (errorCode === Codes.forbidden ? (
          <StatusPanel
            tone="error"
            title={t`This quotation belongs to another account.`}
            detail={t`Only the customer who saved it can open it.`}
          />
        ) : (
          <StatusPanel
            tone="info"
            title={t`Please log in to view this quotation.`}
            action={{ label: t`Log in`, onClick: () => openLoginDialog({ view: 'emailLogin' }) }}
          />
        ))}
      {snapshot.matches('empty') && <StatusPanel tone="empty" title={t`This quotation has no lines.`} />}

      {snapshot.matches('content') && quotation && (
        <>
          <dl className={styles.facts}>
            <dt>{t`Quotation no`}</dt>
            <dd>{quotation.quotationNo}</dd>
            <dt>{t`Created`}</dt>
            <dd>{localDay(quotation.createdAt)}</dd>
            <dt>{t`Valid until`}</dt>
            <dd>{localDay(quotation.validTo)}</dd>
            {quotation.remark && (
              <>
                <dt>{t`Remark`}</dt>
                <dd>{quotation.remark}</dd>
              </>
            )}
          </dl>
          <QuotationLines quotation={quotation} />
          <DemoLabel demo />
        </>
      )}
    </article>
  );
}

/**
 * The lines, each alternative for one container marked as such, and the total of one choice per
 * container (domain/freight/quotation-total.ts), not of every line.
 */
function QuotationLines({ quotation }: { quotation: Quotation }) {
  const { i18n, t } = useLingui();
  const en = i18n.locale === 'en';
  const groups = alternativesOf(quotation.lines);
  const choiceOf = new Map(
    groups.flatMap((group) =>
      group.map((line, index) => [line.rateId, { index: index + 1, count: group.length }]),
    ),
  );
  const withAlternatives = groups.some((group) => group.length > 1);
  return (
    <>
      <DataTable label={t`Quotation lines`}>
        <TableHead
          columns={[
            t`Carrier`,
            t`POL → POD`,
            t`ETD`,
            t`Route code`,
            t`Container type`,
            { label: t`Quantity`, numeric: true },
            { label: t`Unit price`, numeric: true },
            { label: t`Amount`, numeric: true },
          ]}
        />
        <tbody>
          {quotation.lines.map((line) => (
            <Fragment key={line.rateId}>
              <tr>
                <td className={table.td}>
                  {(en ? line.rate.carrier.nameEn : line.rate.carrier.nameCn) || line.rate.carrier.nameEn} (
                  {line.rate.carrier.scac})
                </td>
                <td className={table.td}>
                  {en ? line.rate.pol.nameEn : line.rate.pol.nameCn} ({line.rate.pol.code}) →{' '}
                  {en ? line.rate.pod.nameEn : line.rate.pod.nameCn} ({line.rate.pod.code})
                </td>
                <td className={table.td}>
                  <LocalTime value={line.rate.etd} place={line.rate.pol} />
                </td>
                <td className={table.td}>{line.rate.routeCode}</td>
                <td className={table.td}>
                  {line.rate.containerType}
                  {(choiceOf.get(line.rateId)?.count ?? 1) > 1 && (
                    <>
                      <br />
                      <small>
                        {t`Alternative ${choiceOf.get(line.rateId)!.index} of ${choiceOf.get(line.rateId)!.count}`}
                      </small>
                    </>
                  )}
                </td>
                <NumberCell>{line.quantity}</NumberCell>
                <NumberCell>{formatMoney(line.unitPrice, line.rate.currency, i18n.locale)}</NumberCell>
                <NumberCell>{formatMoney(line.amount, line.rate.currency, i18n.locale)}</NumberCell>
              </tr>
              {line.rate.detail && (
                <tr>
                  <td className={table.td} colSpan={8}>
                    <small>
                      {t`Ocean freight`}{' '}
                      {formatMoney(line.rate.detail.oceanFreight, line.rate.currency, i18n.locale)}
                      {line.rate.detail.surcharges.map(
                        (surcharge) =>
                          ` · ${surcharge.code} ${formatMoney(surcharge.amount, surcharge.currency, i18n.locale)} (${surcharge.paymentTerm})`,
                      )}
                    </small>
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </DataTable>
      <p className={styles.total}>
        {t`Total`}: {formatMoney(quotationTotal(quotation.lines), quotation.currency, i18n.locale)}
      </p>
      {withAlternatives && (
        <p className={ui.muted}>
          {t`Lines for the same container on the same lane are alternatives: the total counts one of them, the cheapest.`}
        </p>
      )}
    </>
  );
}
