import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { NETWORK_FAILURE_CODE } from '../../../domain/api/failure.ts';
import {
  MAIL_DELIVERIES,
  MAIL_KINDS,
  type MailDelivery,
  type MailKind,
  type MailPreferences,
} from '../../../domain/profile/mail-preferences.ts';
import { fetchData, post } from '../../api/client.ts';
import * as form from '../../ui/form.css.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { notify } from '../../ui/toast-store.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import * as styles from './profile-page.css.ts';
import { useProfileSubmit } from './use-profile-submit.ts';

const fetchPreferences = (_request: unknown, signal: AbortSignal) =>
  fetchData(AccountPath.getMailPreferences, {}, signal);
const savePreferences = (body: MailPreferences) => post(AccountPath.saveMailPreferences, body);
/** The choices have no criteria: the session decides whose they are. */
const MINE = {};

const kindWords: Record<MailKind, MessageDescriptor> = {
  order: msg`Order progress`,
  spaceOrder: msg`Space orders and payments`,
  grabRequest: msg`Grab requests`,
  reservation: msg`Advance bookings`,
};

const deliveryWords: Record<MailDelivery, MessageDescriptor> = {
  immediate: msg`At once`,
  digest: msg`In a daily digest`,
  off: msg`Not at all`,
};

/**
 * Which record mails the customer gets (domain/profile/mail-preferences.ts): each kind at once, in
 * one digest a day, or not at all; account mails are always sent, and the panel says so.
 */
export function MailPreferencesPanel() {
  const { t, i18n } = useLingui();
  const page = useDataPage({ fetcher: fetchPreferences, rowsOf: () => 1, pageSize: 1 });
  const { snapshot, result, load, retry } = page;
  const [chosen, setChosen] = useState<MailPreferences | null>(null);
  const save = useProfileSubmit(savePreferences, () => notify('success', t`Your mail choices were saved`));
  useEffect(() => load(MINE), [load]);
  const shown = chosen ?? result;
  return (
    <section className={styles.card} aria-labelledby="profile-mail">
      <h2 id="profile-mail" className={styles.cardTitle}>{t`Mails about your bookings`}</h2>
      <p className={styles.note}>
        {t`Account mails (activation, password reset, security) are always sent.`}
      </p>
      {snapshot.hasTag('loading') && shown === null && <StatusPanel tone="busy" title={t`Loading…`} />}
      {snapshot.matches('default') && snapshot.context.errorCode && (
        <StatusPanel
          tone="error"
          title={t`Your mail choices could not be loaded`}
          action={{ label: t`Retry`, onClick: retry }}
        />
      )}
      {shown && (
        <form
          aria-labelledby="profile-mail"
          onSubmit={(event) => {
            event.preventDefault();
            save.submit(shown);
          }}
        >
          <div className={styles.fields}>
            {MAIL_KINDS.map((kind) => (
              <fieldset key={kind} className={styles.choice}>
                <legend className={styles.term}>{i18n._(kindWords[kind])}</legend>
                {MAIL_DELIVERIES.map((delivery) => (
                  <label key={delivery} className={styles.option}>
                    <input
                      type="radio"
                      name={`mail-${kind}`}
                      value={delivery}
                      checked={shown[kind] === delivery}
                      onChange={() => setChosen({ ...shown, [kind]: delivery })}
                    />
                    {i18n._(deliveryWords[delivery])}
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
          {save.refusal && (
            <p className={styles.refusal} role="alert">
              {save.refusal.code === NETWORK_FAILURE_CODE
                ? t`The server could not be reached. Please try again.`
                : save.refusal.message}
            </p>
          )}
          <button type="submit" className={form.submit} disabled={save.busy}>
            {t`Save mail choices`}
          </button>
        </form>
      )}
    </section>
  );
}
