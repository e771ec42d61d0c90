import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LoginDialogEvent } from '../../../../machines/auth/login-dialog-contract.ts';
import * as form from '../../../ui/form.css.ts';
import { DialogForm, emailInput, type FieldText, FormFields } from './dialog-form.tsx';
import { BackToLogin, DialogView, Notice, useDialog } from './dialog-view.tsx';
import * as styles from './views.css.ts';

/** Forgot password of the English dialog (spec §4): the email form, then the check-inbox screen. */
export function ForgotPasswordView() {
  const { t } = useLingui();
  const checkInbox = useDialog((snapshot) => snapshot.matches({ forgotPassword: 'checkInbox' }));
  // The address the link went to, for the check-inbox screen (this view stays mounted meanwhile).
  const [sentTo, setSentTo] = useState('');
  const forgotEvent = (text: FieldText): LoginDialogEvent => {
    const email = text('email').trim();
    setSentTo(email);
    return { type: 'SUBMIT_FORGOT', form: { email } };
  };
  const backToLogin = (
    <div className={form.links}>
      <BackToLogin />
    </div>
  );

  if (checkInbox) {
    return (
      <DialogView title={t`Check your inbox`}>
        <Notice />
        <p className={styles.text}>
          <Trans>
            We sent a password-reset link to <span className={styles.strong}>{sentTo}</span>. Open the link in
            it to choose a new password.
          </Trans>
        </p>
        {backToLogin}
      </DialogView>
    );
  }

  return (
    <DialogView title={t`Forgot password`}>
      <p
        className={styles.text}
      >{t`Enter the email of your account and we will send you a link to reset your password.`}</p>
      <DialogForm submit={forgotEvent} submitLabel={t`Send reset link`}>
        <FormFields fields={[{ name: 'email', label: t`Email`, ...emailInput, autoComplete: 'email' }]} />
      </DialogForm>
      {backToLogin}
    </DialogView>
  );
}
