import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CustomsDocument } from '../../../domain/api/freight.ts';
import {
  CUSTOMER_NO_MIN_LENGTH,
  prerecordedSearchRules,
} from '../../../domain/validation/prerecorded-search.ts';
import { validateField } from '../../../domain/validation/rule.ts';
import { instantText } from '../../ui/date-time.ts';
import { SubmitButton, TextField } from '../../ui/form-field.tsx';
import { SearchForm } from '../../ui/search-form.tsx';
import * as table from '../../ui/table.css.ts';
import { DataTable, TableHead } from '../../ui/table.tsx';
import { useCriteria } from '../data-page/use-criteria.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import * as styles from '../freight/freight.css.ts';
import { PagedResults, PageFrame, paged, useEnglish } from '../freight/kit.ts';
import { PAGE_SIZE, searchPrerecorded } from './api.ts';
import * as logistics from './logistics.css.ts';

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

  const submit = () => {
    const text = customerNo.trim();
    const ruleProblem = validateField({ customerNo: text }, prerecordedSearchRules, 'customerNo');
    const found = ruleProblem
      ? t`Please enter at least 5 characters of the customer no`
      : CUSTOMER_NO_CHARACTERS.test(text)
        ? undefined
        : t`The customer no may contain letters, digits and hyphens only`;
    setProblem(found);
    if (!found) state.search({ customerNo: text });
  };

  const result = state.result;
  const typed = state.query?.customerNo.toUpperCase() ?? '';
  // The full record is for its owner and staff; everyone else sees number, office, status, dates.
  const full = result?.list.some((document) => document.record !== null) ?? false;
  const restricted = result?.list.some((document) => document.record === null) ?? false;
  const min = CUSTOMER_NO_MIN_LENGTH;

  return (
    <PageFrame
      route="/prerecordingSearch"
      lead={t`Find your pre-recorded customs declarations by customer number: enter its first ${min} characters or more; every number that starts with them is listed.`}
    >
      <SearchForm
        label={t`Search customs documents`}
        onSubmit={submit}
        actions={<SubmitButton busy={state.snapshot.hasTag('loading')}>{t`Search`}</SubmitButton>}
        hint={t`At least ${min} characters; numbers that start with what you type match.`}
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
      </SearchForm>
      <PagedResults
        state={state}
        emptyTitle={t`No customs documents start with this customer number.`}
        summary={(page) => t`${plural(page.total, { one: '# document', other: '# documents' })}`}
      >
        {(page) => (
          <>
            {restricted && (
              <p className={styles.hint}>
                {t`Cargo, weights, B/L and vessel are shown to the owner of a declaration and to staff only.`}
              </p>
            )}
            <DataTable label={t`Customs documents`} busy={state.snapshot.matches('tableLoading')}>
              <TableHead
                columns={[
                  t`Entry no`,
                  full && t`Customer no`,
                  full && t`B/L number`,
                  full && t`Vessel / voyage`,
                  t`Declaration port`,
                  full && t`Trade mode`,
                  full && t`Goods`,
                  full && t`Packages`,
                  full && t`Gross weight (kg)`,
                  t`Status`,
                  t`Declared at`,
                ]}
              />
              <tbody>
                {page.list.map(({ record, ...document }) => (
                  <tr key={document.id}>
                    <td className={`${table.td} ${styles.mono}`}>{document.entryNo}</td>
                    {full && (
                      <td className={`${table.td} ${styles.mono}`}>
                        {record === null ? (
                          '—'
                        ) : record.customerNo.toUpperCase().startsWith(typed) ? (
                          <>
                            <mark className={logistics.mark}>{record.customerNo.slice(0, typed.length)}</mark>
                            {record.customerNo.slice(typed.length)}
                          </>
                        ) : (
                          record.customerNo
                        )}
                      </td>
                    )}
                    {full && <td className={`${table.td} ${styles.mono}`}>{record?.blNumber ?? '—'}</td>}
                    {full && (
                      <td className={table.td}>
                        {record === null ? '—' : `${record.vesselName} / ${record.voyageNumber}`}
                      </td>
                    )}
                    <td className={table.td}>
                      {en ? document.declarePort.nameEn : document.declarePort.nameCn}
                    </td>
                    {full && (
                      <td className={table.td}>
                        {record === null
                          ? '—'
                          : `${record.tradeMode.code} ${en ? record.tradeMode.nameEn : record.tradeMode.nameCn}`}
                      </td>
                    )}
                    {full && (
                      <td className={table.td}>
                        {record === null ? '—' : en ? record.goodsNameEn : record.goodsNameCn}
                      </td>
                    )}
                    {full && <td className={table.td}>{record?.packages ?? '—'}</td>}
                    {full && (
                      <td className={table.td}>
                        {record === null ? '—' : record.grossWeightKg.toLocaleString(en ? 'en' : 'zh-CN')}
                      </td>
                    )}
                    <td className={table.td}>{statusLabel(document.status)}</td>
                    <td className={table.td}>
                      <time dateTime={document.declaredAt}>
                        {instantText(document.declaredAt, en ? 'en' : 'cn')}
                      </time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </>
        )}
      </PagedResults>
    </PageFrame>
  );
}
