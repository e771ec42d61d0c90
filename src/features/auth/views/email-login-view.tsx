import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useRef } from 'react';
import { FieldLimit } from '../../../../domain/constants.ts';
import * as form from '../../../ui/form.css.ts';
import { SubmitButton, TextField } from '../../../ui/form-field.tsx';
import { useLoginDialogActor } from '../dialog-actor.ts';
import {
  fieldValue,
  Notice,
  useClearProblemOnEdit,
  useDialog,
  useFocusFirstInvalid,
  useProblems,
} from './shared.tsx';
import * as styles from './views.css.ts';

/** Email and password login of the English dialog (spec §2, §5 Login). */
export function EmailLoginView() {
  const { t } = useLingui();
  const actor = useLoginDialogActor();
  const submitting = useDialog((snapshot) => snapshot.hasTag('submitting'));
  const problem = useProblems();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef);
  const clearProblemOnEdit = useClearProblemOnEdit();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    actor.send({
      type: 'SUBMIT_LOGIN',
      form: { email: fieldValue(element, 'email').trim(), password: fieldValue(element, 'password') },
    });
  };

  return (
    <div className={styles.view}>
      <Dialog.Title className={styles.title}>{t`Log in`}</Dialog.Title>
      <Notice />
      <form ref={formRef} className={form.form} onSubmit={submit} onChange={clearProblemOnEdit} noValidate>
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="username"
          maxLength={FieldLimit.emailMaxLength}
          error={problem('email')}
        />
        <TextField
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={FieldLimit.passwordInputMaxLength}
          error={problem('password')}
        />
        <SubmitButton busy={submitting}>{t`Log in`}</SubmitButton>
      </form>
      <div className={form.links}>
        <button type="button" className={form.linkButton} onClick={() => actor.send({ type: 'SHOW_CREATE' })}>
          {t`Create account`}
        </button>
        <button type="button" className={form.linkButton} onClick={() => actor.send({ type: 'SHOW_FORGOT' })}>
          {t`Forgot password?`}
        </button>
        <button
          type="button"
          className={form.linkButton}
          onClick={() => actor.send({ type: 'SHOW_QR_LOGIN' })}
        >
          {t`Log in with QR code`}
        </button>
      </div>
    </div>
  );
}
