import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import * as form from '../../../ui/form.css.ts';
import { SubmitButton } from '../../../ui/form-field.tsx';
import { useLoginDialogActor } from '../dialog-actor.ts';
import { useMessageText } from '../messages.ts';
import { Notice, useDialog } from './shared.tsx';
import * as styles from './views.css.ts';

/** Expired activation link (spec §4, §8): the notice and sending the activation email again. */
export function EmailExpiredView() {
  const { t } = useLingui();
  const actor = useLoginDialogActor();
  const text = useMessageText();
  const email = useDialog((snapshot) => snapshot.context.activationAccount?.email ?? '');
  const resending = useDialog((snapshot) => snapshot.hasTag('submitting'));
  return (
    <div className={styles.view}>
      <Dialog.Title className={styles.title}>{t`Activation link expired`}</Dialog.Title>
      <p className={styles.text} role="alert">
        {text('activationEmailExpired')}
      </p>
      <p className={styles.text}>
        <Trans>
          We can send a new activation email to <span className={styles.strong}>{email}</span>.
        </Trans>
      </p>
      <Notice />
      <div className={styles.actions}>
        <SubmitButton type="button" busy={resending} onClick={() => actor.send({ type: 'RESEND' })}>
          {t`Send the activation email again`}
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
