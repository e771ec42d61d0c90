import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useRef, useState } from 'react';
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

/** Forgot password of the English dialog (spec §4): the email form, then the check-inbox screen. */
export function ForgotPasswordView() {
  const { t } = useLingui();
  const actor = useLoginDialogActor();
  const checkInbox = useDialog((snapshot) => snapshot.matches({ forgotPassword: 'checkInbox' }));
  const sending = useDialog((snapshot) => snapshot.hasTag('submitting'));
  const problem = useProblems();
  // The address the link went to, for the check-inbox screen (this view stays mounted meanwhile).
  const [sentTo, setSentTo] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef);
  const clearProblemOnEdit = useClearProblemOnEdit();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = fieldValue(event.currentTarget, 'email').trim();
    setSentTo(email);
    actor.send({ type: 'SUBMIT_FORGOT', form: { email } });
  };
  const backToLogin = (
    <div className={form.links}>
      <button
        type="button"
        className={form.linkButton}
        onClick={() => actor.send({ type: 'SHOW_EMAIL_LOGIN' })}
      >
        {t`Back to login`}
      </button>
    </div>
  );

  if (checkInbox) {
    return (
      <div className={styles.view}>
        <Dialog.Title className={styles.title}>{t`Check your inbox`}</Dialog.Title>
        <Notice />
        <p className={styles.text}>
          <Trans>
            We sent a password-reset link to <span className={styles.strong}>{sentTo}</span>. Open the link in
            it to choose a new password.
          </Trans>
        </p>
        {backToLogin}
      </div>
    );
  }

  return (
    <div className={styles.view}>
      <Dialog.Title className={styles.title}>{t`Forgot password`}</Dialog.Title>
      <p
        className={styles.text}
      >{t`Enter the email of your account and we will send you a link to reset your password.`}</p>
      <form ref={formRef} className={form.form} onSubmit={submit} onChange={clearProblemOnEdit} noValidate>
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={FieldLimit.emailMaxLength}
          error={problem('email')}
        />
        <SubmitButton busy={sending}>{t`Send reset link`}</SubmitButton>
      </form>
      {backToLogin}
    </div>
  );
}
