import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useRef } from 'react';
import { FieldLimit } from '../../../../domain/constants.ts';
import * as form from '../../../ui/form.css.ts';
import { SubmitButton, TextField } from '../../../ui/form-field.tsx';
import { useLoginDialogActor } from '../dialog-actor.ts';
import {
  fieldValue,
  useClearProblemOnEdit,
  useDialog,
  useFocusFirstInvalid,
  useProblems,
} from './shared.tsx';
import * as styles from './views.css.ts';

/**
 * Change password after a decoded reset link (spec §4, §5 Change password): the email is
 * read-only; on success the machine returns to email login with the notice.
 */
export function ChangePasswordView() {
  const { t } = useLingui();
  const actor = useLoginDialogActor();
  const email = useDialog((snapshot) => snapshot.context.grant?.email ?? '');
  const submitting = useDialog((snapshot) => snapshot.hasTag('submitting'));
  const problem = useProblems();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef);
  const clearProblemOnEdit = useClearProblemOnEdit();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    actor.send({
      type: 'SUBMIT_CHANGE_PASSWORD',
      form: {
        email,
        password: fieldValue(element, 'password'),
        repeatPassword: fieldValue(element, 'repeatPassword'),
      },
    });
  };

  return (
    <div className={styles.view}>
      <Dialog.Title className={styles.title}>{t`Change password`}</Dialog.Title>
      <form ref={formRef} className={form.form} onSubmit={submit} onChange={clearProblemOnEdit} noValidate>
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          value={email}
          readOnly
          autoComplete="username"
        />
        <TextField
          label={t`New password`}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={FieldLimit.passwordInputMaxLength}
          error={problem('password')}
        />
        <TextField
          label={t`Repeat the new password`}
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          maxLength={FieldLimit.passwordInputMaxLength}
          error={problem('repeatPassword')}
        />
        <SubmitButton busy={submitting}>{t`Change password`}</SubmitButton>
      </form>
      <div className={form.links}>
        <button
          type="button"
          className={form.linkButton}
          onClick={() => actor.send({ type: 'SHOW_EMAIL_LOGIN' })}
        >
          {t`Back to login`}
        </button>
      </div>
    </div>
  );
}
