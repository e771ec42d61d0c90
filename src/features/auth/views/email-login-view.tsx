import { useLingui } from '@lingui/react/macro';
import type { LoginDialogEvent } from '../../../../machines/auth/login-dialog-contract.ts';
import * as form from '../../../ui/form.css.ts';
import { DialogForm, emailInput, type FieldText, FormFields, passwordInput } from './dialog-form.tsx';
import { DialogView, Notice, ViewLink } from './dialog-view.tsx';

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
      <div className={form.links}>
        <ViewLink event={{ type: 'SHOW_CREATE' }}>{t`Create account`}</ViewLink>
        <ViewLink event={{ type: 'SHOW_FORGOT' }}>{t`Forgot password?`}</ViewLink>
        <ViewLink event={{ type: 'SHOW_QR_LOGIN' }}>{t`Log in with QR code`}</ViewLink>
      </div>
    </DialogView>
  );
}
