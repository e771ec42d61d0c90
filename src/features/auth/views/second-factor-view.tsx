import { useLingui } from '@lingui/react/macro';
import type { LoginDialogEvent } from '../../../../machines/auth/login-dialog-contract.ts';
import * as form from '../../../ui/form.css.ts';
import { SubmitButton } from '../../../ui/form-field.tsx';
import { useLoginDialogActor } from '../dialog-actor.ts';
import { DialogForm, type FieldText, FormFields } from './dialog-form.tsx';
import { BackToLogin, DialogView, useDialog, ViewLink } from './dialog-view.tsx';
import * as styles from './views.css.ts';

const codeEvent = (text: FieldText): LoginDialogEvent => ({
  type: 'SUBMIT_SECOND_FACTOR',
  form: { code: text('code') },
});

/**
 * The second factor of staff after the password (OWASP ASVS V6, docs/accounts.md): enrolment shows
 * the QR picture for an authenticator app and its key to type in, then the code; verify takes the
 * app's code or, switched, a recovery code. After an enrolment the recovery codes show once.
 */
export function SecondFactorView() {
  const showsCodes = useDialog((snapshot) => snapshot.matches({ secondFactor: 'recoveryCodes' }));
  return showsCodes ? <RecoveryCodes /> : <CodeEntry />;
}

function CodeEntry() {
  const { t } = useLingui();
  const challenge = useDialog((snapshot) => snapshot.context.secondFactor);
  const recoveryInput = useDialog((snapshot) => snapshot.context.recoveryCodeInput);
  const enrolling = challenge?.mode === 'enrol';
  return (
    <DialogView title={enrolling ? t`Set up two-step verification` : t`Two-step verification`}>
      {enrolling ? (
        <>
          <p className={styles.text}>
            {t`Your role needs a second step at sign-in. Scan this QR code with an authenticator app (for example Microsoft Authenticator or Google Authenticator), then enter the 6-digit code it shows.`}
          </p>
          <div className={styles.qrBox}>
            <img
              className={styles.qrImage}
              src={challenge.qrImage}
              alt={t`QR code for your authenticator app`}
              width={200}
              height={200}
            />
          </div>
          <p className={styles.text}>
            {t`Cannot scan? Enter this key in the app:`}{' '}
            <code className={styles.strong} data-testid="totp-secret">
              {challenge.secret}
            </code>
          </p>
        </>
      ) : (
        <p className={styles.text}>
          {recoveryInput
            ? t`Enter one of your recovery codes. Each code works once.`
            : t`Enter the 6-digit code from your authenticator app.`}
        </p>
      )}
      <DialogForm submit={codeEvent} submitLabel={t`Verify`}>
        <FormFields
          fields={[
            recoveryInput
              ? { name: 'code', label: t`Recovery code`, autoComplete: 'off', maxLength: 20 }
              : {
                  name: 'code',
                  label: t`Verification code`,
                  inputMode: 'numeric',
                  autoComplete: 'one-time-code',
                  maxLength: 6,
                },
          ]}
        />
      </DialogForm>
      <div className={form.links}>
        {!enrolling && (
          <ViewLink event={{ type: 'TOGGLE_RECOVERY_CODE' }}>
            {recoveryInput ? t`Use the authenticator app` : t`Use a recovery code`}
          </ViewLink>
        )}
        <BackToLogin />
      </div>
    </DialogView>
  );
}

function RecoveryCodes() {
  const { t } = useLingui();
  const actor = useLoginDialogActor();
  const codes = useDialog((snapshot) => snapshot.context.recoveryCodes);
  return (
    <DialogView title={t`Save your recovery codes`}>
      <p className={styles.text}>
        {t`If you lose your phone, each of these codes signs you in once instead of the app's code. They are shown only now: print them or keep them somewhere safe.`}
      </p>
      <ul className={styles.recoveryCodes} aria-label={t`Recovery codes`}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <SubmitButton type="button" onClick={() => actor.send({ type: 'RECOVERY_CODES_SAVED' })}>
        {t`I saved them`}
      </SubmitButton>
    </DialogView>
  );
}
