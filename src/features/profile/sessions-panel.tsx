import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import type { SessionSummary } from '../../../domain/api/accounts.ts';
import { NETWORK_FAILURE_CODE } from '../../../domain/api/failure.ts';
import { sessionActor } from '../../app/session-runtime.ts';
import * as button from '../../ui/button.css.ts';
import { instantText } from '../../ui/date-time.ts';
import { confirmPanel, overlay } from '../../ui/dialog.css.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { notify } from '../../ui/toast-store.ts';
import { useDataPage } from '../data-page/use-data-page.ts';
import { listSessions, logoutEverywhere } from './profile-api.ts';
import * as styles from './profile-page.css.ts';
import { useProfileSubmit } from './use-profile-submit.ts';

const fetchSessions = (_request: unknown, signal: AbortSignal) => listSessions(signal);
const sessionRows = (sessions: SessionSummary[]) => sessions.length;
/** The list has no criteria: the session decides whose sessions these are. */
const MINE = {};

/**
 * Where the account is signed in (the device in a few words, its network, the times; never
 * a secret), and "log out everywhere", which ends them all, this browser's too: asked first in a
 * dialog, since it cannot be undone, and told afterwards in the server's words.
 */
export function SessionsPanel() {
  const { t, i18n } = useLingui();
  const page = useDataPage({ fetcher: fetchSessions, rowsOf: sessionRows, pageSize: 10 });
  const { snapshot, result, load, retry } = page;
  const [asking, setAsking] = useState(false);
  const everywhere = useProfileSubmit(logoutEverywhere, (reply) => {
    notify('success', reply.message);
    // The server ended this session too: the browser forgets it like a logout does.
    sessionActor().send({ type: 'LOGOUT' });
  });
  useEffect(() => load(MINE), [load]);
  const when = (iso: string) => instantText(iso, i18n.locale);
  // The server names browser and system (domain/user-agent.ts); the words around them are ours.
  const deviceOf = ({ browser, system }: SessionSummary): string => {
    if (browser !== null && system !== null) return t`${browser} on ${system}`;
    if (browser !== null) return browser;
    return system === null ? t`Unknown device` : t`A browser on ${system}`;
  };

  return (
    <section className={styles.card} aria-labelledby="profile-sessions">
      <h2 id="profile-sessions" className={styles.cardTitle}>{t`Signed-in sessions`}</h2>
      {snapshot.hasTag('loading') && <StatusPanel tone="busy" title={t`Loading…`} />}
      {snapshot.matches('default') && snapshot.context.errorCode && (
        <StatusPanel
          tone="error"
          title={t`The sessions could not be loaded`}
          action={{ label: t`Retry`, onClick: retry }}
        />
      )}
      {snapshot.matches('content') && result && (
        <ul className={styles.sessionList}>
          {result.map((session) => (
            <li key={session.createdAt + session.expiresAt} className={styles.sessionItem}>
              <span className={styles.device}>
                {deviceOf(session)}
                {session.ipPrefix && ` · ${session.ipPrefix}`}
              </span>
              {t`Signed in ${when(session.createdAt)}, last seen ${when(session.lastSeenAt)}`}
              {session.current && <span className={styles.current}>{t`This browser`}</span>}
            </li>
          ))}
        </ul>
      )}
      {everywhere.refusal && (
        <p className={styles.refusal} role="alert">
          {everywhere.refusal.code === NETWORK_FAILURE_CODE
            ? t`The server could not be reached. Please try again.`
            : everywhere.refusal.message}
        </p>
      )}
      <Dialog.Root open={asking} onOpenChange={setAsking}>
        <Dialog.Trigger asChild>
          <button type="button" className={button.secondary} disabled={everywhere.busy}>
            {t`Log out everywhere`}
          </button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className={overlay} />
          <Dialog.Content className={confirmPanel}>
            <Dialog.Title className={styles.cardTitle}>{t`Log out on every device?`}</Dialog.Title>
            <Dialog.Description className={styles.note}>
              {t`Every session of this account ends, this browser's too: you will need to log in again.`}
            </Dialog.Description>
            <div className={styles.actions}>
              <button
                type="button"
                className={button.secondary}
                onClick={() => {
                  setAsking(false);
                  everywhere.submit({});
                }}
              >
                {t`Yes, log out everywhere`}
              </button>
              <Dialog.Close asChild>
                <button type="button" className={button.outline}>
                  {t`Stay signed in`}
                </button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
