import { useLingui } from '@lingui/react/macro';
import * as form from '../../../ui/form.css.ts';
import { useMessageText } from '../messages.ts';
import { DialogForm, FormFields, passwordInput } from './dialog-form.tsx';
import { BackToLogin, DialogView, useDialog } from './dialog-view.tsx';

/**
 * Change password after a decoded reset link (spec §4, §5 Change password): the email is
 * read-only; on success the machine returns to email login with the notice.
 */
export function ChangePasswordView() {
  const { t } = useLingui();
  // Spec §5's password rule, shown before typing rather than after a refusal.
  const messageText = useMessageText();
  const email = useDialog((snapshot) => snapshot.context.grant?.email ?? '');
  return (
    <DialogView title={t`Change password`}>
      <DialogForm
        submit={(text) => ({
          type: 'SUBMIT_CHANGE_PASSWORD',
          form: { email, password: text('password'), repeatPassword: text('repeatPassword') },
        })}
        submitLabel={t`Change password`}
      >
        <FormFields
          fields={[
            {
              name: 'email',
              label: t`Email`,
              type: 'email',
              value: email,
              readOnly: true,
              autoComplete: 'username',
            },
            {
              name: 'password',
              label: t`New password`,
              ...passwordInput,
              autoComplete: 'new-password',
              hint: messageText('passwordRule'),
            },
            {
              name: 'repeatPassword',
              label: t`Repeat the new password`,
              ...passwordInput,
              autoComplete: 'new-password',
            },
          ]}
        />
      </DialogForm>
      <div className={form.links}>
        <BackToLogin />
      </div>
    </DialogView>
  );
}
