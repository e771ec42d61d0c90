import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { contactCardMachine } from '../../../machines/shell/contact-card.machine.ts';
import { loadContact, recordPersonaEvent } from '../../api/tenant.ts';
import { onContactCardRequested } from '../../app/contact-opener.ts';
import { currentLang } from '../../i18n/locale.ts';
import { notify } from '../../ui/toast-store.ts';
import { visuallyHidden } from '../../ui/visually-hidden.css.ts';
import * as styles from './contact-card.css.ts';

/** The floating customer-service card and its bubble (spec §1); loaded after the first paint. */
export default function ContactCard() {
  const { t } = useLingui();
  const machine = useMemo(
    () =>
      contactCardMachine.provide({
        actors: {
          loadContact: fromPromise(loadContact),
          copyToClipboard: fromPromise(({ input }) => navigator.clipboard.writeText(input.text)),
        },
        actions: {
          notifyCopied: () => notify('success', t`Content copied to clipboard!`),
          notifyCopyFailed: () => notify('error', t`Sorry, copy failed!`),
          recordPersonaEvent: (_, { personasType, keyword }) =>
            recordPersonaEvent({ personasType, keyword, personasPage: window.location.pathname }),
        },
      }),
    [t],
  );
  const [snapshot, send, actor] = useMachine(machine);
  // Another part of the page asks for customer service (booking without a customer type).
  useEffect(
    () =>
      onContactCardRequested(() => {
        if (actor.getSnapshot().matches({ ready: { panel: 'closed' } })) actor.send({ type: 'TOGGLE' });
      }),
    [actor],
  );
  const { contact } = snapshot.context;
  if (!snapshot.matches('ready') || !contact) return null;

  const open = snapshot.matches({ ready: { panel: 'open' } });
  const copying = snapshot.matches({ ready: { copy: 'copying' } });
  const en = currentLang() === 'en';
  return (
    <aside className={styles.dock} aria-label={t`Customer service`}>
      {open && (
        <section id="contact-card" className={styles.card} aria-labelledby="contact-card-title">
          <header className={styles.cardHeader}>
            {contact.headPic && (
              <img src={contact.headPic} alt="" width={48} height={48} className={styles.avatar} />
            )}
            <div>
              <h2 id="contact-card-title" className={styles.name}>
                {en ? contact.nameEn || contact.nameCn : contact.nameCn}
              </h2>
              <p className={styles.company}>
                {en ? contact.companyNameEn || contact.companyName : contact.companyName}
              </p>
            </div>
          </header>
          <dl className={styles.details}>
            <dt>{t`Mobile`}</dt>
            <dd>
              <span>{contact.mobile}</span>
              <button
                type="button"
                className={styles.copy}
                disabled={copying}
                onClick={() => send({ type: 'COPY', target: 'phone' })}
              >
                {t`Copy phone`}
              </button>
            </dd>
            {contact.qq && (
              <>
                <dt>QQ</dt>
                <dd>{contact.qq}</dd>
              </>
            )}
            <dt>{t`Email`}</dt>
            <dd>
              <span>{contact.email}</span>
              <button
                type="button"
                className={styles.copy}
                disabled={copying}
                onClick={() => send({ type: 'COPY', target: 'email' })}
              >
                {t`Copy email`}
              </button>
            </dd>
          </dl>
        </section>
      )}
      <button
        type="button"
        className={styles.bubble}
        aria-expanded={open}
        aria-controls="contact-card"
        onClick={() => send({ type: 'TOGGLE' })}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01z" />
        </svg>
        <span className={visuallyHidden}>{open ? t`Close customer service` : t`Customer service`}</span>
      </button>
    </aside>
  );
}
