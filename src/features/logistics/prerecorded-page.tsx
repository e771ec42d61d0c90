import { useLingui } from '@lingui/react/macro';
import { format } from 'date-fns/format';
import type { FormEvent } from 'react';
import type { CustomsDocument } from '../../../domain/api/freight.ts';
import {
  CUSTOMER_NO_MIN_LENGTH,
  prerecordedSearchRules,
} from '../../../domain/validation/prerecorded-search.ts';
import { validateField } from '../../../domain/validation/rule.ts';
import { SubmitButton, TextField } from '../../ui/form-field.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import { Pager } from '../freight/pager.tsx';
import { PAGE_SIZE, searchPrerecorded } from './api.ts';
import { DemoBadge, PageFrame, paged, SearchOutcome, useEnglish } from './common.tsx';
import * as styles from './logistics.css.ts';

/** The call on the dataPage machine's request. */
const searchPrerecordedPage = paged(searchPrerecorded);

const CUSTOMER_NO_CHARACTERS = /^[A-Za-z0-9-]+$/;
const rowsOf = (page: { list: CustomsDocument[] }) => page.list.length;

/** /prerecordingSearch: spec §5, customer no of at least 5 characters, right-fuzzy match on numbers. */
export function PrerecordedPage() {
  const { t } = useLingui();
  const en = useEnglish();
  const state = useDataPage({ fetcher: searchPrerecordedPage, rowsOf, pageSize: PAGE_SIZE });
  const criteria = useCriteria({ customerNo: '', problem: undefined as string | undefined });
  const [customerNo, setCustomerNo] = criteria.field('customerNo');
  const [problem, setProblem] = criteria.field('problem');

  const statusLabel = (status: CustomsDocument['status']): string =>
    status === 'declared'
      ? t`Declared`
      : status === 'inspection'
        ? t`Under inspection`
        : status === 'released'
          ? t`Released`
          : t`Cleared`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = customerNo.trim();
    const ruleProblem = validateField({ customerNo: text }, prerecordedSearchRules, 'customerNo');
    const found = ruleProblem
      ? t`Please enter at least 5 characters of the customer no`
      : CUSTOMER_NO_CHARACTERS.test(text)
        ? undefined
        : t`The customer no may contain letters, digits and hyphens only`;
    setProblem(found);
    if (!found) state.search({ customerNo: text, pageNo: 1 });
  };

  const result = state.result;
  const showRows = result && (state.snapshot.matches('content') || state.snapshot.matches('tableLoading'));
  const typed = state.query?.customerNo.toUpperCase() ?? '';
  // The full record is for its owner and staff (issue 8); everyone else sees number, office, status, dates.
  const full = result?.list.some((document) => document.record !== null) ?? false;
  const restricted = result?.list.some((document) => document.record === null) ?? false;
  const min = CUSTOMER_NO_MIN_LENGTH;

  return (
    <PageFrame
      route="/prerecordingSearch"
      lead={t`Find your pre-recorded customs declarations by customer number: enter its first ${min} characters or more; every number that starts with them is listed.`}
    >
      <form
        className={styles.searchForm}
        onSubmit={submit}
        noValidate
        aria-label={t`Search customs documents`}
      >
        <TextField
          label={t`Customer no`}
          value={customerNo}
          error={problem}
          maxLength={30}
          autoComplete="off"
          onChange={(event) => {
            setCustomerNo(event.target.value);
            if (problem) setProblem(undefined);
          }}
        />
        <SubmitButton busy={state.snapshot.hasTag('loading')}>{t`Search`}</SubmitButton>
        <p
          className={`${styles.hint} ${styles.wide}`}
        >{t`At least ${min} characters; numbers that start with what you type match.`}</p>
      </form>
      <SearchOutcome state={state} emptyTitle={t`No customs documents start with this customer number.`} />
      {showRows && (
        <>
          <div className={styles.toolbar}>
            <span role="status">{t`${result.total} documents`}</span>
            <DemoBadge demo={result.demoData} />
          </div>
          {restricted && (
            <p className={styles.hint}>
              {t`Cargo, weights, B/L and vessel are shown to the owner of a declaration and to staff only.`}
            </p>
          )}
          <div className={styles.tableWrap}>
            <table
              className={styles.table}
              aria-label={t`Customs documents`}
              aria-busy={state.snapshot.matches('tableLoading')}
            >
              <thead>
                <tr>
                  <th className={styles.th} scope="col">{t`Entry no`}</th>
                  {full && <th className={styles.th} scope="col">{t`Customer no`}</th>}
                  {full && <th className={styles.th} scope="col">{t`B/L number`}</th>}
                  {full && <th className={styles.th} scope="col">{t`Vessel / voyage`}</th>}
                  <th className={styles.th} scope="col">{t`Declaration port`}</th>
                  {full && <th className={styles.th} scope="col">{t`Trade mode`}</th>}
                  {full && <th className={styles.th} scope="col">{t`Goods`}</th>}
                  {full && <th className={styles.th} scope="col">{t`Packages`}</th>}
                  {full && <th className={styles.th} scope="col">{t`Gross weight (kg)`}</th>}
                  <th className={styles.th} scope="col">{t`Status`}</th>
                  <th className={styles.th} scope="col">{t`Declared at`}</th>
                </tr>
              </thead>
              <tbody>
                {result.list.map(({ record, ...document }) => (
                  <tr key={document.id}>
                    <td className={`${styles.td} ${styles.mono}`}>{document.entryNo}</td>
                    {full && (
                      <td className={`${styles.td} ${styles.mono}`}>
                        {record === null ? (
                          '—'
                        ) : record.customerNo.toUpperCase().startsWith(typed) ? (
                          <>
                            <mark className={styles.mark}>{record.customerNo.slice(0, typed.length)}</mark>
                            {record.customerNo.slice(typed.length)}
                          </>
                        ) : (
                          record.customerNo
                        )}
                      </td>
                    )}
                    {full && <td className={`${styles.td} ${styles.mono}`}>{record?.blNumber ?? '—'}</td>}
                    {full && (
                      <td className={styles.td}>
                        {record === null ? '—' : `${record.vesselName} / ${record.voyageNumber}`}
                      </td>
                    )}
                    <td className={styles.td}>{document.declarePort}</td>
                    {full && <td className={styles.td}>{record?.tradeMode ?? '—'}</td>}
                    {full && (
                      <td className={styles.td}>
                        {record === null ? '—' : en ? record.goodsNameEn : record.goodsNameCn}
                      </td>
                    )}
                    {full && <td className={styles.td}>{record?.packages ?? '—'}</td>}
                    {full && (
                      <td className={styles.td}>
                        {record === null ? '—' : record.grossWeightKg.toLocaleString(en ? 'en' : 'zh-CN')}
                      </td>
                    )}
                    <td className={styles.td}>{statusLabel(document.status)}</td>
                    <td className={styles.td}>
                      <time dateTime={document.declaredAt}>
                        {format(new Date(document.declaredAt), 'yyyy-MM-dd HH:mm')}
                      </time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            pageNo={result.pageNo}
            pageSize={PAGE_SIZE}
            total={result.total}
            busy={state.snapshot.hasTag('loading')}
            onPage={state.goToPage}
          />
        </>
      )}
    </PageFrame>
  );
}
