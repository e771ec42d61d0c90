import { useLingui } from '@lingui/react/macro';
import type { LoginDialogEvent } from '../../../../machines/auth/login-dialog-contract.ts';
import * as form from '../../../ui/form.css.ts';
import { SubmitButton } from '../../../ui/form-field.tsx';
import { useLoginDialogActor } from '../dialog-actor.ts';
import { DialogForm, emailInput, type FieldText, FormFields, passwordInput } from './dialog-form.tsx';
import { DialogView, Notice, useDialog, ViewLink } from './dialog-view.tsx';

const loginEvent = (text: FieldText): LoginDialogEvent => ({
  type: 'SUBMIT_LOGIN',
  form: { email: text('email').trim(), password: text('password') },
});

/** Email and password login of the English dialog (spec §2, §5 Login). */
export function EmailLoginView() {
  const { t } = useLingui();
  return (
    <DialogView title={t`Log in`}>
      <Notice />
      <DialogForm submit={loginEvent} submitLabel={t`Log in`}>
        <FormFields
          fields={[
            { name: 'email', label: t`Email`, ...emailInput, autoComplete: 'username' },
            { name: 'password', label: t`Password`, ...passwordInput, autoComplete: 'current-password' },
          ]}
        />
      </DialogForm>
      <SignInLinkOffer />
      <div className={form.links}>
        <ViewLink event={{ type: 'SHOW_CREATE' }}>{t`Create account`}</ViewLink>
        <ViewLink event={{ type: 'SHOW_FORGOT' }}>{t`Forgot password?`}</ViewLink>
        <ViewLink event={{ type: 'SHOW_QR_LOGIN' }}>{t`Log in with QR code`}</ViewLink>
      </div>
    </DialogView>
  );
}

/**
 * A login refused as too many attempts locks the account for 15 minutes: its owner may have a
 * one-time sign-in link mailed to the address they typed (offered only then, as the machine says).
 */
function SignInLinkOffer() {
  const { t } = useLingui();
  const actor = useLoginDialogActor();
  const offered = useDialog((snapshot) => snapshot.can({ type: 'SEND_SIGN_IN_LINK' }));
  const sending = useDialog((snapshot) => snapshot.matches({ emailLogin: 'sendingSignInLink' }));
  if (!offered && !sending) return null;
  return (
    <SubmitButton type="button" busy={sending} onClick={() => actor.send({ type: 'SEND_SIGN_IN_LINK' })}>
      {t`Email me a sign-in link`}
    </SubmitButton>
  );
}
