import { Trans, useLingui } from '@lingui/react/macro';
import { legalPagePath } from '../../../../domain/legal-pages.ts';
import type { LoginDialogEvent } from '../../../../machines/auth/login-dialog-contract.ts';
import * as form from '../../../ui/form.css.ts';
import { Checkbox } from '../../../ui/form-field.tsx';
import { useMessageText } from '../messages.ts';
import {
  DialogForm,
  emailInput,
  type FieldText,
  FormFields,
  nameInput,
  passwordInput,
  useProblems,
} from './dialog-form.tsx';
import { DialogView, Notice, ResendActions, useDialog, ViewLink } from './dialog-view.tsx';
import * as styles from './views.css.ts';

/** Create account of the English dialog (spec §4, §5 Register), then its sent-email screen. */
export function CreateAccountView() {
  const sent = useDialog(
    (snapshot) =>
      snapshot.matches({ createAccount: 'sent' }) || snapshot.matches({ createAccount: 'resending' }),
  );
  return sent ? <SentEmail /> : <RegisterForm />;
}

const registerEvent = (text: FieldText): LoginDialogEvent => ({
  type: 'SUBMIT_REGISTER',
  form: {
    name: text('name').trim(),
    email: text('email').trim(),
    password: text('password'),
    agreement: text('agreement') !== '',
  },
});

function RegisterForm() {
  const { t } = useLingui();
  // Spec §5's password rule, shown before typing rather than after a refusal.
  const messageText = useMessageText();
  const problem = useProblems();
  return (
    <DialogView title={t`Create account`}>
      <DialogForm submit={registerEvent} submitLabel={t`Create account`}>
        <FormFields
          fields={[
            { name: 'name', label: t`Name`, ...nameInput },
            { name: 'email', label: t`Email`, ...emailInput, autoComplete: 'email' },
            {
              name: 'password',
              label: t`Password`,
              ...passwordInput,
              autoComplete: 'new-password',
              hint: messageText('passwordRule'),
            },
          ]}
        />
        {/* Spec §5: ticked by default, and it must stay ticked; what it agrees to opens beside the dialog. */}
        <Checkbox
          name="agreement"
          defaultChecked
          label={
            <Trans>
              I have read and agree to the{' '}
              <a href={legalPagePath('agreement')} target="_blank" rel="noopener">
                user agreement
              </a>{' '}
              and the{' '}
              <a href={legalPagePath('privacy')} target="_blank" rel="noopener">
                privacy policy
              </a>
            </Trans>
          }
          error={problem('agreement')}
        />
      </DialogForm>
      <div className={form.links}>
        <ViewLink event={{ type: 'SHOW_EMAIL_LOGIN' }}>{t`Already have an account? Log in`}</ViewLink>
      </div>
    </DialogView>
  );
}

/** Spec §4: account creation ends in a sent-email screen with a resend action. */
function SentEmail() {
  const { t } = useLingui();
  const email = useDialog((snapshot) => snapshot.context.activationAccount?.email ?? '');
  return (
    <DialogView title={t`Check your inbox`}>
      <p className={styles.text}>
        <Trans>
          We sent an activation email to <span className={styles.strong}>{email}</span>. Open the link in it
          to activate your account, then log in.
        </Trans>
      </p>
      <Notice />
      <ResendActions label={t`Resend the email`} />
    </DialogView>
  );
}
