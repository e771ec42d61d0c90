import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { Page, Quotation } from '../../../domain/api/freight.ts';
import { quotationTotal } from '../../../domain/freight/quotation-total.ts';
import type { PageRequest } from '../../../machines/data-page/data-page.machine.ts';
import { useSessionView } from '../../app/session-view.ts';
import { localDay } from '../../ui/date-time.ts';
import { formatMoney } from '../../ui/money.ts';
import * as table from '../../ui/table.css.ts';
import { DataTable, NumberCell, TableHead } from '../../ui/table.tsx';
import { useDataPage } from '../data-page/use-data-page.ts';
import { PagedResults, PageFrame } from '../freight/kit.ts';
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
  const { load, deny } = state;

  useEffect(() => (loggedIn ? load(MINE) : deny()), [loggedIn, load, deny]);

  return (
    <PageFrame route="/workspace/myQuotation">
      <PagedResults
        state={state}
        deniedTitle={t`Please log in to see your quotations.`}
        emptyTitle={t`You have no quotations yet.`}
        emptyDetail={t`Search rates, select some and save a quotation.`}
        summary={(page) => t`${plural(page.total, { one: '# quotation', other: '# quotations' })}`}
      >
        {(page) => (
          <DataTable label={t`My quotations`} busy={state.snapshot.matches('tableLoading')}>
            <TableHead
              columns={[
                t`Quotation no`,
                t`Created`,
                t`Lanes`,
                { label: t`Lines`, numeric: true },
                { label: t`Total`, numeric: true },
                t`Valid until`,
              ]}
            />
            <tbody>
              {page.list.map((quotation) => (
                <tr key={quotation.id}>
                  <td className={table.td}>
                    <Link to="/quotation" search={{ id: quotation.id }}>
                      {quotation.quotationNo}
                    </Link>
                    <br />
                    <Link
                      to="/workspace/order"
                      search={{ quotationId: quotation.id }}
                      aria-label={t`Book from quotation ${quotation.quotationNo}`}
                    >
                      <small>{t`Book`}</small>
                    </Link>
                  </td>
                  <td className={table.td}>{localDay(quotation.createdAt)}</td>
                  <td className={table.td}>
                    {[
                      ...new Set(
                        quotation.lines.map(
                          (line) =>
                            `${en ? line.rate.pol.nameEn : line.rate.pol.nameCn} → ${en ? line.rate.pod.nameEn : line.rate.pod.nameCn}`,
                        ),
                      ),
                    ].join(', ')}
                  </td>
                  <NumberCell>{quotation.lines.length}</NumberCell>
                  <NumberCell>
                    {formatMoney(quotationTotal(quotation.lines), quotation.currency, i18n.locale)}
                  </NumberCell>
                  <td className={table.td}>{localDay(quotation.validTo)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </PagedResults>
    </PageFrame>
  );
}
