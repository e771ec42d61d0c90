import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { failureOf } from '../../../../domain/api/failure.ts';
import type { OtherContactList, SaveContactBody } from '../../../../domain/api/site-content.ts';
import { contactProblem } from '../../../../domain/tenant/site-content.ts';
import { formatSiteContentMessage } from '../../../../domain/tenant/site-content-messages.ts';
import { currentLang } from '../../../i18n/locale.ts';
import * as button from '../../../ui/button.css.ts';
import { StatusPanel } from '../../../ui/status-panel.tsx';
import { notify } from '../../../ui/toast-store.ts';
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
export function OtherContacts() {
  const { t, i18n } = useLingui();
  const [contacts, setContacts] = useState<OtherContactList['contacts'] | null>(null);
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState<Contact>(EMPTY);
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback((signal?: AbortSignal) => {
    setFailed(false);
    loadOtherContacts(signal)
      .then(setContacts)
      .catch(() => signal?.aborted || setFailed(true));
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const act = async (call: () => Promise<{ contacts: OtherContactList['contacts']; message: string }>) => {
    setBusy(true);
    try {
      const answer = await call();
      setContacts(answer.contacts);
      notify('success', answer.message);
      return true;
    } catch (error) {
      const failure = failureOf(error);
      setProblem({ message: failure.message || t`The server could not be reached. Please try again.` });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = contactProblem(draft);
    if (found !== null) {
      const field = CONTACT_FIELDS.find(({ field }) => `contact.${field}` === found.field);
      const label = field === undefined ? '' : i18n._(field.words);
      setProblem({
        ...(field === undefined ? {} : { field: field.field }),
        message: formatSiteContentMessage(found.id, currentLang(), { field: label }),
      });
      return;
    }
    setProblem(null);
    if (await act(() => addContact(draft))) setDraft(EMPTY);
  };

  return (
    <section className={styles.panel} aria-labelledby="other-contacts">
      <h2 id="other-contacts">{t`Further contacts`}</h2>
      <p>{t`Customer service can assign any of these to a customer; everyone else sees the contact above.`}</p>
      {failed && (
        <StatusPanel
          tone="error"
          title={t`The contacts could not be loaded`}
          action={{ label: t`Retry`, onClick: () => load() }}
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
                  onConfirm={() => void act(() => removeContact(contact.id))}
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
        {problem !== null && problem.field === undefined && (
          <p role="alert" className={styles.failure}>
            {problem.message}
          </p>
        )}
        <button type="submit" className={button.secondary} disabled={busy}>
          {t`Add the contact`}
        </button>
      </form>
    </section>
  );
}
