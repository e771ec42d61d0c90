import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { NETWORK_FAILURE_CODE } from '../../../../domain/api/failure.ts';
import type { OtherContactList, SaveContactBody } from '../../../../domain/api/site-content.ts';
import { contactProblem } from '../../../../domain/tenant/site-content.ts';
import { formatSiteContentMessage } from '../../../../domain/tenant/site-content-messages.ts';
import { currentLang } from '../../../i18n/locale.ts';
import * as button from '../../../ui/button.css.ts';
import { StatusPanel } from '../../../ui/status-panel.tsx';
import { notify } from '../../../ui/toast-store.ts';
import { useDataPage } from '../../data-page/use-data-page.ts';
import { useProfileSubmit } from '../../profile/use-profile-submit.ts';
import { ConfirmRemove } from './confirm-remove.tsx';
import { CONTACT_FIELDS, ContactFields } from './contact-fields.tsx';
import * as styles from './site-content.css.ts';
import { addContact, loadOtherContacts, removeContact } from './site-content-calls.ts';

type Contact = SaveContactBody['contact'];
const EMPTY: Contact = {
  nameCn: '',
  nameEn: '',
  companyName: '',
  companyNameEn: '',
  mobile: '',
  qq: '',
  email: '',
};

/**
 * The tenant's further customer-service contacts (spec §6: customer service assigns each customer
 * one): listed, added, removed after asking (their customers see the default contact again).
 */
const fetchOthers = (_request: unknown, signal: AbortSignal) => loadOtherContacts(signal);
/** The list has no criteria: the session decides whose it is. */
const OURS = {};

export function OtherContacts() {
  const { t, i18n } = useLingui();
  // Loading and sending are the data-page and submit machines' (machines/), as on the other pages.
  const page = useDataPage({
    fetcher: fetchOthers,
    rowsOf: (rows: OtherContactList['contacts']) => rows.length,
    pageSize: 1,
  });
  const { snapshot, result: contacts, load, retry } = page;
  useEffect(() => load(OURS), [load]);
  const done = (reply: { message: string }) => {
    notify('success', reply.message);
    load(OURS);
  };
  const adding = useProfileSubmit(addContact, (reply) => {
    setDraft(EMPTY);
    done(reply);
  });
  const removing = useProfileSubmit(removeContact, done);
  const [draft, setDraft] = useState<Contact>(EMPTY);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const refusal = adding.refusal ?? removing.refusal;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = contactProblem(draft);
    const field =
      found === null ? undefined : CONTACT_FIELDS.find(({ field }) => `contact.${field}` === found.field);
    if (found !== null && field !== undefined) {
      setProblem({
        field: field.field,
        message: formatSiteContentMessage(found.id, currentLang(), { field: i18n._(field.words) }),
      });
      return;
    }
    setProblem(null);
    adding.submit(draft);
  };

  return (
    <section className={styles.panel} aria-labelledby="other-contacts">
      <h2 id="other-contacts">{t`Further contacts`}</h2>
      <p>{t`Customer service can assign any of these to a customer; everyone else sees the contact above.`}</p>
      {snapshot.matches('default') && snapshot.context.errorCode && (
        <StatusPanel
          tone="error"
          title={t`The contacts could not be loaded`}
          action={{ label: t`Retry`, onClick: retry }}
        />
      )}
      {contacts !== null && contacts.length === 0 && <p>{t`No further contact yet.`}</p>}
      {contacts !== null && contacts.length > 0 && (
        <ul aria-label={t`Further contacts`}>
          {contacts.map((contact) => {
            const name = contact.nameCn || contact.nameEn;
            return (
              <li key={contact.id} className={styles.actions}>
                <span>
                  {name} · {[contact.mobile, contact.email, contact.qq].filter(Boolean).join(' · ')}
                </span>
                <ConfirmRemove
                  label={t`Remove the contact ${name}`}
                  question={t`Remove the contact ${name}? The customers assigned to them see the default contact.`}
                  onConfirm={() => removing.submit({ contactId: contact.id })}
                />
              </li>
            );
          })}
        </ul>
      )}
      <form aria-label={t`Add a contact`} noValidate onSubmit={submit}>
        <ContactFields
          contact={draft}
          onChange={setDraft}
          errorOf={(field) => (problem?.field === field ? problem.message : undefined)}
        />
        {refusal !== null && (
          <p role="alert" className={styles.failure}>
            {refusal.code === NETWORK_FAILURE_CODE
              ? t`The server could not be reached. Please try again.`
              : refusal.message}
          </p>
        )}
        <button type="submit" className={button.secondary} disabled={adding.busy || removing.busy}>
          {t`Add the contact`}
        </button>
      </form>
    </section>
  );
}
