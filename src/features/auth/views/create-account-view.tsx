import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useRef } from 'react';
import { FieldLimit } from '../../../../domain/constants.ts';
import * as form from '../../../ui/form.css.ts';
import { Checkbox, SubmitButton, TextField } from '../../../ui/form-field.tsx';
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

/** Create account of the English dialog (spec §4, §5 Register), then its sent-email screen. */
export function CreateAccountView() {
  const sent = useDialog(
    (snapshot) =>
      snapshot.matches({ createAccount: 'sent' }) || snapshot.matches({ createAccount: 'resending' }),
  );
  return sent ? <SentEmail /> : <RegisterForm />;
}

function RegisterForm() {
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
      type: 'SUBMIT_REGISTER',
      form: {
        name: fieldValue(element, 'name').trim(),
        email: fieldValue(element, 'email').trim(),
        password: fieldValue(element, 'password'),
        agreement: new FormData(element).get('agreement') !== null,
      },
    });
  };

  return (
    <div className={styles.view}>
      <Dialog.Title className={styles.title}>{t`Create account`}</Dialog.Title>
      <form ref={formRef} className={form.form} onSubmit={submit} onChange={clearProblemOnEdit} noValidate>
        <TextField
          label={t`Name`}
          name="name"
          autoComplete="name"
          maxLength={FieldLimit.nameMaxLength}
          error={problem('name')}
        />
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={FieldLimit.emailMaxLength}
          error={problem('email')}
        />
        <TextField
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={FieldLimit.passwordInputMaxLength}
          error={problem('password')}
        />
        {/* Spec §5: ticked by default, and it must stay ticked. */}
        <Checkbox
          name="agreement"
          defaultChecked
          label={t`I have read and agree to the user agreement and the privacy policy`}
          error={problem('agreement')}
        />
        <SubmitButton busy={submitting}>{t`Create account`}</SubmitButton>
      </form>
      <div className={form.links}>
        <button
          type="button"
          className={form.linkButton}
          onClick={() => actor.send({ type: 'SHOW_EMAIL_LOGIN' })}
        >
          {t`Already have an account? Log in`}
        </button>
      </div>
    </div>
  );
}

/** Spec §4: account creation ends in a sent-email screen with a resend action. */
function SentEmail() {
  const { t } = useLingui();
  const actor = useLoginDialogActor();
  const email = useDialog((snapshot) => snapshot.context.activationAccount?.email ?? '');
  const resending = useDialog((snapshot) => snapshot.hasTag('submitting'));
  return (
    <div className={styles.view}>
      <Dialog.Title className={styles.title}>{t`Check your inbox`}</Dialog.Title>
      <p className={styles.text}>
        <Trans>
          We sent an activation email to <span className={styles.strong}>{email}</span>. Open the link in it
          to activate your account, then log in.
        </Trans>
      </p>
      <Notice />
      <div className={styles.actions}>
        <SubmitButton type="button" busy={resending} onClick={() => actor.send({ type: 'RESEND' })}>
          {t`Resend the email`}
        </SubmitButton>
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
