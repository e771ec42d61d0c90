import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { QrLoginActor } from '../../../../machines/auth/qr-login.machine.ts';
import * as form from '../../../ui/form.css.ts';
import { StatusPanel } from '../../../ui/status-panel.tsx';
import { useFailureText } from '../messages.ts';
import { DialogView, Notice, useDialog, ViewLink } from './dialog-view.tsx';
import * as styles from './views.css.ts';

/** The server sends the picture as bare base64 PNG (docs/accounts.md). */
const qrImageSource = (logoQrCode: string): string =>
  logoQrCode.startsWith('data:') ? logoQrCode : `data:image/png;base64,${logoQrCode}`;

/**
 * QR-code login (spec §2, §4 QR login): the picture of the qrLogin child actor, a loading state
 * while it is fetched, the failure with a retry. Under it, in both languages, email login and
 * registration: without them the Chinese dialog was a dead end on a phone (docs/decisions.md).
 */
export function QrLoginView() {
  const { t } = useLingui();
  // The child is a QR machine in the app; path tests may stand a plain promise in for it.
  const qrLogin = useDialog((snapshot) => snapshot.children.qrLogin) as QrLoginActor | undefined;

  return (
    <DialogView title={t`Scan to log in`}>
      <Notice />
      {qrLogin && <QrCode qrLogin={qrLogin} />}
      <p className={styles.hint}>
        {t`Scan the code with your phone's camera or our mobile app. It opens the portal's confirmation page on your phone, where you confirm the login while signed in there.`}
      </p>
      <div className={form.links}>
        <ViewLink event={{ type: 'SHOW_EMAIL_LOGIN' }}>{t`Log in with email and password`}</ViewLink>
        <ViewLink event={{ type: 'SHOW_CREATE' }}>{t`Create account`}</ViewLink>
      </div>
    </DialogView>
  );
}

function QrCode({ qrLogin }: { qrLogin: QrLoginActor }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const view = useSelector(qrLogin, (snapshot) =>
    typeof snapshot?.hasTag !== 'function'
      ? null
      : {
          loading: snapshot.hasTag('loading'),
          failed: snapshot.matches('failed'),
          failure: snapshot.context.failure,
          qr: snapshot.context.qr,
        },
  );
  if (view === null) return null;
  if (view.loading) return <StatusPanel tone="busy" title={t`Loading the QR code…`} />;
  if (view.failed) {
    return (
      <StatusPanel
        tone="error"
        title={view.failure ? failureText(view.failure) : t`The QR code could not be loaded.`}
        action={{ label: t`Try again`, onClick: () => qrLogin.send({ type: 'RETRY' }) }}
      />
    );
  }
  if (!view.qr) return null;
  return (
    <div className={styles.qrBox}>
      <img
        className={styles.qrImage}
        src={qrImageSource(view.qr.logoQrCode)}
        alt={t`QR code to log in: scan it with your phone`}
        width={200}
        height={200}
      />
    </div>
  );
}
