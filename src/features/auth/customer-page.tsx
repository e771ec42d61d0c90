import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import type { CustomerDetail } from '../../../domain/api/customer-answers.ts';
import { CustomerPath } from '../../../domain/api/customer-paths.ts';
import { SPACE_ALLOWANCE_MAX } from '../../../domain/api/customer-schemas.ts';
import { failureOf, serverMessageOf } from '../../../domain/api/failure.ts';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { CUSTOMER_TYPES, type CustomerType } from '../../../domain/customers/customer-types.ts';
import { describeUserAgent } from '../../../domain/user-agent.ts';
import { fetchData, post } from '../../api/client.ts';
import { usePermission, useSessionView } from '../../app/session-view.ts';
import * as button from '../../ui/button.css.ts';
import { instantText } from '../../ui/date-time.ts';
import { TextField } from '../../ui/form-field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { notify } from '../../ui/toast-store.ts';
import * as frame from '../freight/freight.css.ts';
import { RecordLifeLink } from '../record-life/record-life-link.tsx';
import { ConfirmedAction } from '../workspace/record-actions.tsx';
import { RecordTrail } from '../workspace/record-history.tsx';
import { AccountAction } from './customer-list.tsx';
import * as styles from './customer-page.css.ts';
import { CustomerRecords } from './customer-records.tsx';
import { CERTIFICATION_STATE_WORDS, CUSTOMER_TYPE_WORDS, certificationWord } from './customer-words.ts';

/** A positive whole number of the address's `id`, or null. */
const idOf = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * One customer for customer service (spec §6): the profile, the certification's trail with every
 * staff decision, the open sessions, the customer type, contact, allowance and account, and the
 * customer's orders, advance bookings, grab requests and space orders. Reading needs
 * `records.read`; the settings are offered with `customers.manage` only.
 */
export function CustomerPage() {
  const { t, i18n } = useLingui();
  const isStaff = useSessionView((view) => view.userType === STAFF_USER_TYPE);
  const mayManage = usePermission('customers.manage');
  const id = idOf(
    useRouterState({ select: (state) => (state.location.search as Record<string, unknown>).id }),
  );
  const [detail, setDetail] = useState<CustomerDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(async () => {
    if (id === null) return;
    try {
      setDetail(await fetchData(CustomerPath.getCustomer, { id }));
      setProblem(null);
    } catch (error) {
      setProblem(serverMessageOf(error) ?? t`The customer could not be loaded.`);
    }
  }, [id, t]);
  useEffect(() => {
    if (isStaff) void load();
  }, [isStaff, load]);

  /** After a change the page is read again: its toast says what was saved. */
  const change = async (call: () => Promise<{ message: string }>) => {
    try {
      notify('success', (await call()).message);
      await load();
    } catch (error) {
      notify('error', failureOf(error).message || t`The server could not be reached. Please try again.`);
    }
  };

  if (!isStaff) return <StatusPanel tone="info" title={t`This page is for staff only.`} />;
  if (id === null || problem !== null)
    return <StatusPanel tone="error" title={problem ?? t`No customer was chosen.`} />;
  if (detail === null) return <StatusPanel tone="busy" title={t`Loading the customer…`} />;

  const { customer } = detail;
  const name = customer.nameCn || customer.nameEn || customer.email;
  const when = (iso: string | null) => (iso === null ? t`Never` : instantText(iso, i18n.locale));
  return (
    <section className={frame.page}>
      <p>
        <Link to="/console/customers">{t`All customers`}</Link>
      </p>
      <h1 className={frame.title}>{name}</h1>
      <dl className={styles.facts}>
        <dt>{t`Email`}</dt>
        <dd>{customer.email}</dd>
        <dt>{t`Company`}</dt>
        <dd>{customer.companyName || '—'}</dd>
        <dt>{t`Position`}</dt>
        <dd>{detail.companyPosition || '—'}</dd>
        <dt>{t`Mobile`}</dt>
        <dd>{detail.mobile || '—'}</dd>
        <dt>{t`Certification`}</dt>
        <dd>{certificationWord(i18n, customer.certificationStatus)}</dd>
        <dt>{t`Registered`}</dt>
        <dd>{when(customer.createdAt)}</dd>
        <dt>{t`Last sign-in`}</dt>
        <dd>{when(customer.lastLoginAt)}</dd>
      </dl>

      <h2>{t`Certification history`}</h2>
      <p>
        <RecordLifeLink kind="certification" id={customer.id} />
      </p>
      {detail.certificationHistory.length === 0 ? (
        <p>{t`No certification was submitted yet.`}</p>
      ) : (
        <RecordTrail
          label={t`Certification history`}
          entries={detail.certificationHistory}
          statusWords={CERTIFICATION_STATE_WORDS}
          ownerWho={name}
          reasonText={(reason) => t`Reason: ${reason}`}
        />
      )}

      <h2>{t`Sessions`}</h2>
      {mayManage && detail.sessions.length > 0 && (
        <ConfirmedAction
          label={t`Sign out everywhere`}
          ariaLabel={t`Sign out everywhere`}
          question={t`Sign ${customer.email} out on every device? The account stays active.`}
          yes={t`Yes, sign out`}
          done={t`The customer was signed out everywhere`}
          call={() => post(CustomerPath.endCustomerSessions, { id: customer.id })}
          onDone={() => void load()}
        />
      )}
      {detail.sessions.length === 0 ? (
        <p>{t`No open session.`}</p>
      ) : (
        <ul aria-label={t`Sessions`}>
          {detail.sessions.map((session) => (
            <li key={`${session.createdAt}-${session.userAgent}`}>
              {t`${describeUserAgent(session.userAgent)}, signed in ${when(session.createdAt)}, last seen ${when(session.lastSeenAt)}`}
            </li>
          ))}
        </ul>
      )}

      <h2>{t`Customer service settings`}</h2>
      {mayManage ? (
        <CustomerSettings detail={detail} onChange={change} />
      ) : (
        <p>{t`Only customer service changes these settings.`}</p>
      )}

      <CustomerRecords userId={customer.id} />
    </section>
  );
}

/** The customer type, the contact, the allowance and the account, for `customers.manage`. */
function CustomerSettings({
  detail,
  onChange,
}: {
  detail: CustomerDetail;
  onChange: (call: () => Promise<{ message: string }>) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const { customer } = detail;
  const [contact, setContact] = useState(
    detail.serviceContactId === null ? '' : String(detail.serviceContactId),
  );
  const [allowance, setAllowance] = useState(
    detail.spaceAllowance === null ? '' : String(detail.spaceAllowance),
  );
  const contactName = (choice: CustomerDetail['contacts'][number]) =>
    [choice.nameCn || choice.nameEn, choice.mobile || choice.email].filter(Boolean).join(' · ');
  const allowanceValue = allowance.trim() === '' ? null : Number(allowance);
  const allowanceValid =
    allowanceValue === null ||
    (Number.isInteger(allowanceValue) && allowanceValue >= 0 && allowanceValue <= SPACE_ALLOWANCE_MAX);
  return (
    <div className={styles.settings}>
      <SelectField
        label={t`Customer type`}
        value={customer.customerType === null ? '' : String(customer.customerType)}
        onChange={(value) =>
          onChange(() =>
            post(CustomerPath.setCustomerType, {
              id: customer.id,
              customerType: Number(value) as CustomerType,
            }),
          )
        }
      >
        {customer.customerType === null && <option value="">{t`Not set`}</option>}
        {CUSTOMER_TYPES.map((type) => (
          <option key={type} value={type}>
            {i18n._(CUSTOMER_TYPE_WORDS[type])}
          </option>
        ))}
      </SelectField>

      <form
        className={styles.settingRow}
        onSubmit={(event) => {
          event.preventDefault();
          void onChange(() =>
            post(CustomerPath.setServiceContact, {
              id: customer.id,
              contactId: contact === '' ? null : Number(contact),
            }),
          );
        }}
      >
        <SelectField label={t`Customer service contact`} value={contact} onChange={setContact}>
          <option value="">{t`The tenant's default contact`}</option>
          {detail.contacts.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {contactName(choice)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={button.secondary}>
          {t`Save contact`}
        </button>
      </form>

      <form
        className={styles.settingRow}
        onSubmit={(event) => {
          event.preventDefault();
          if (allowanceValid)
            void onChange(() =>
              post(CustomerPath.setSpaceAllowance, { id: customer.id, allowance: allowanceValue }),
            );
        }}
      >
        <TextField
          label={t`Space allowance per sailing and container type`}
          hint={t`Empty: the default of ${detail.defaultSpaceAllowance}`}
          inputMode="numeric"
          value={allowance}
          error={allowanceValid ? undefined : t`A whole number from 0 to ${SPACE_ALLOWANCE_MAX}`}
          onChange={(event) => setAllowance(event.target.value)}
        />
        <button type="submit" className={button.secondary}>
          {t`Save allowance`}
        </button>
      </form>

      <div className={styles.settingRow}>
        <span>
          {customer.deactivatedAt !== null
            ? t`Deactivated`
            : customer.activated
              ? t`Active`
              : t`Not activated`}
        </span>
        <AccountAction
          customer={customer}
          onChange={(active) =>
            onChange(() => post(CustomerPath.setCustomerActive, { id: customer.id, active }))
          }
        />
      </div>
    </div>
  );
}
