import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { CustomerPage, CustomerSummary } from '../../../domain/api/customer-answers.ts';
import { CustomerPath } from '../../../domain/api/customer-paths.ts';
import type { ListCustomersBody } from '../../../domain/api/customer-schemas.ts';
import { failureOf } from '../../../domain/api/failure.ts';
import { FieldLimit, STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { CUSTOMER_TYPES, type CustomerType } from '../../../domain/customers/customer-types.ts';
import type { PageRequest } from '../../../machines/data-page/data-page.machine.ts';
import { fetchData, post } from '../../api/client.ts';
import { usePermission, useSessionView } from '../../app/session-view.ts';
import * as button from '../../ui/button.css.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { instantText } from '../../ui/date-time.ts';
import { TextField } from '../../ui/form-field.tsx';
import { Pager } from '../../ui/pager.tsx';
import { SearchForm } from '../../ui/search-form.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { notify } from '../../ui/toast-store.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import { PageFrame } from '../freight/page-frame.tsx';
import { usePagerWords } from '../freight/paged-results.tsx';
import * as styles from './certification-review.css.ts';
import {
  CERTIFICATION_WORDS,
  CUSTOMER_PAGE,
  CUSTOMER_TYPE_WORDS,
  certificationWord,
} from './customer-words.ts';
import { StaffListStatus } from './staff-list-status.tsx';

type Query = Pick<ListCustomersBody, 'keyword' | 'certificationStatus'>;
const PAGE_SIZE = 20;

const fetchCustomers = ({ query, page }: PageRequest<Query>, signal: AbortSignal) =>
  fetchData(CustomerPath.listCustomers, { ...query, pageNo: page, pageSize: PAGE_SIZE }, signal);

/**
 * The tenant's customers for customer service (spec §6: a customer needs a customer type to book
 * space, maintained by customer service): search, set the type, deactivate or reactivate; each
 * row opens the customer's page.
 */
export function CustomerList() {
  const { t, i18n } = useLingui();
  const isStaff = useSessionView((view) => view.userType === STAFF_USER_TYPE);
  const mayManage = usePermission('customers.manage');
  const state = useDataPage({
    fetcher: fetchCustomers,
    rowsOf: (result: CustomerPage) => result.list.length,
    totalOf: (result) => result.total,
    pageSize: PAGE_SIZE,
  });
  const { snapshot: page, search, deny } = state;
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState('');
  const words = usePagerWords();
  const query = (): Query => ({
    keyword,
    ...(status === '' ? {} : { certificationStatus: Number(status) as Query['certificationStatus'] }),
  });

  useEffect(() => (isStaff ? search({ keyword: '' }) : deny()), [isStaff, search, deny]);

  const change = async (call: () => Promise<{ message: string }>) => {
    try {
      notify('success', (await call()).message);
      state.load();
    } catch (error) {
      notify('error', failureOf(error).message || t`The server could not be reached. Please try again.`);
    }
  };
  const when = (iso: string | null) => (iso === null ? t`Never` : instantText(iso, i18n.locale));
  const rows = state.result?.list ?? [];
  const linkText = (row: CustomerSummary) => row.nameCn || row.nameEn || t`Open`;

  return (
    <PageFrame route="/console/customers">
      <SearchForm
        label={t`Search customers`}
        onSubmit={() => search(query())}
        actions={
          <button type="submit" className={button.secondary}>
            {t`Search`}
          </button>
        }
      >
        <TextField
          label={t`Email, name or company`}
          value={keyword}
          maxLength={FieldLimit.emailMaxLength}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <SelectField label={t`Certification`} value={status} onChange={setStatus}>
          <option value="">{t`All`}</option>
          {Object.entries(CERTIFICATION_WORDS).map(([value, word]) => (
            <option key={value} value={value}>
              {i18n._(word)}
            </option>
          ))}
        </SelectField>
      </SearchForm>
      <StaffListStatus state={state} empty={t`No customer matches.`} />
      {page.matches('content') && (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t`Customer`}</th>
                  <th scope="col">{t`Company`}</th>
                  <th scope="col">{t`Certification`}</th>
                  <th scope="col">{t`Customer type`}</th>
                  <th scope="col">{t`Account`}</th>
                  <th scope="col">{t`Registered`}</th>
                  <th scope="col">{t`Last sign-in`}</th>
                  <th scope="col">{t`Actions`}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>
                      {/* WCAG 2.5.3: the link's name begins with the words it shows. */}
                      <Link
                        to={CUSTOMER_PAGE}
                        search={{ id: row.id }}
                        aria-label={t`${linkText(row)}: open the page of ${row.email}`}
                      >
                        {linkText(row)}
                      </Link>
                      <br />
                      <span>{row.email}</span>
                    </td>
                    <td>{row.companyName || '—'}</td>
                    <td>{certificationWord(i18n, row.certificationStatus)}</td>
                    <td>
                      {/* Spec §6 roles: the type is customer service's to set; other roles read it. */}
                      {mayManage ? (
                        <select
                          aria-label={t`Customer type of ${row.email}`}
                          value={row.customerType ?? ''}
                          onChange={(event) =>
                            change(() =>
                              post(CustomerPath.setCustomerType, {
                                id: row.id,
                                customerType: Number(event.target.value) as CustomerType,
                              }),
                            )
                          }
                        >
                          {row.customerType === null && <option value="">{t`Not set`}</option>}
                          {CUSTOMER_TYPES.map((type) => (
                            <option key={type} value={type}>
                              {i18n._(CUSTOMER_TYPE_WORDS[type])}
                            </option>
                          ))}
                        </select>
                      ) : row.customerType === null ? (
                        t`Not set`
                      ) : (
                        i18n._(CUSTOMER_TYPE_WORDS[row.customerType as CustomerType])
                      )}
                    </td>
                    <td>
                      {row.deactivatedAt !== null
                        ? t`Deactivated`
                        : row.activated
                          ? t`Active`
                          : t`Not activated`}
                    </td>
                    <td>{when(row.createdAt)}</td>
                    <td>{when(row.lastLoginAt)}</td>
                    <td>
                      {mayManage && (
                        <AccountAction
                          customer={row}
                          onChange={(active) =>
                            change(() => post(CustomerPath.setCustomerActive, { id: row.id, active }))
                          }
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            pageNo={page.context.page}
            pageSize={PAGE_SIZE}
            total={page.context.total}
            busy={page.hasTag('loading')}
            onPage={state.goToPage}
            words={words}
          />
        </>
      )}
    </PageFrame>
  );
}

/** Reactivating is one click; deactivating ends the customer's sessions, so it asks first. */
export function AccountAction({
  customer,
  onChange,
}: {
  customer: CustomerSummary;
  onChange: (active: boolean) => void;
}) {
  const { t } = useLingui();
  if (customer.deactivatedAt !== null)
    return (
      <button type="button" className={button.outline} onClick={() => onChange(true)}>
        {t`Reactivate`}
      </button>
    );
  return (
    <ConfirmDialog
      label={t`Deactivate`}
      title={t`Deactivate ${customer.email}?`}
      description={t`The customer is signed out everywhere at once and cannot sign in until reactivated. Orders and bookings stay as they are.`}
      yes={t`Yes, deactivate`}
      cancel={t`Cancel`}
      onConfirm={() => onChange(false)}
    />
  );
}
