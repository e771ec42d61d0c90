import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { qrConfirmMachine } from '../../../machines/auth/qr-confirm.machine.ts';
import { confirmQrLogin, getQrLoginRequest } from '../../api/accounts.ts';
import { openLoginDialog } from '../../app/login-opener.ts';
import { sessionActor } from '../../app/session-runtime.ts';
import { useSessionView } from '../../app/session-view.ts';
import { instantText } from '../../ui/date-time.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { useFailureText } from './messages.ts';
import * as styles from './qr-confirm-page.css.ts';

const confirmMachine = qrConfirmMachine.provide({
  actors: {
    loadRequest: fromPromise(({ input }) => getQrLoginRequest(input.code)),
    confirm: fromPromise(({ input }) => confirmQrLogin(input.code)),
  },
});

const scanCode = (): string => new URLSearchParams(window.location.search).get('code') ?? '';

/** /qrConfirm?code=…: the page a login QR code opens on the phone (portal-defined, see docs/accounts.md). */
export function QrConfirmPage() {
  const { t, i18n } = useLingui();
  const failureText = useFailureText();
  const [snapshot, send] = useMachine(confirmMachine, { input: { code: scanCode() } });
  const signedIn = useSessionView((view) => view.loggedIn);
  // The phone may have no stored session yet: its machine must run to take the dialog's login.
  useEffect(() => void sessionActor(), []);

  useEffect(() => {
    if (signedIn) send({ type: 'SIGNED_IN' });
  }, [signedIn, send]);

  const { request, failure } = snapshot.context;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t`Confirm QR login`}</h1>
      {snapshot.matches('waitingForSession') && (
        <>
          <p>{t`Sign in on this phone first, then confirm the browser that shows the QR code.`}</p>
          <button
            type="button"
            className={styles.primary}
            onClick={() => openLoginDialog({ view: 'emailLogin', lang: 'en' })}
          >
            {t`Sign in with email`}
          </button>
        </>
      )}
      {(snapshot.matches('loadingRequest') || snapshot.matches('confirming')) && (
        <StatusPanel tone="busy" title={t`Loading…`} />
      )}
      {snapshot.matches('reviewing') && request && (
        <>
          <p>{t`This browser asks to sign in to your account:`}</p>
          <dl className={styles.details}>
            <dt>{t`Device`}</dt>
            <dd data-testid="qr-device">{request.device}</dd>
            <dt>{t`Address`}</dt>
            <dd>{request.ip}</dd>
            <dt>{t`Asked at`}</dt>
            <dd>{instantText(request.requestedAt, i18n.locale)}</dd>
          </dl>
          <p className={styles.warning}>{t`Confirm only if you are signing in on that browser yourself.`}</p>
          <button type="button" className={styles.primary} onClick={() => send({ type: 'CONFIRM' })}>
            {t`Confirm login`}
          </button>
        </>
      )}
      {snapshot.matches('confirmed') && (
        <StatusPanel tone="info" title={t`Confirmed. The browser is now signed in.`} />
      )}
      {snapshot.matches('unavailable') && failure && (
        <StatusPanel tone="error" title={failureText(failure)} />
      )}
    </section>
  );
}
