import { Trans, useLingui } from '@lingui/react/macro';
import { useMessageText } from '../messages.ts';
import { DialogView, Notice, ResendActions, useDialog } from './dialog-view.tsx';
import * as styles from './views.css.ts';

/** Expired activation link (spec §4, §8): the notice and sending the activation email again. */
export function EmailExpiredView() {
  const { t } = useLingui();
  const text = useMessageText();
  const email = useDialog((snapshot) => snapshot.context.activationAccount?.email ?? '');
  return (
    <DialogView title={t`Activation link expired`}>
      <p className={styles.text} role="alert">
        {text('activationEmailExpired')}
      </p>
      <p className={styles.text}>
        <Trans>
          We can send a new activation email to <span className={styles.strong}>{email}</span>.
        </Trans>
      </p>
      <Notice />
      <ResendActions label={t`Send the activation email again`} />
    </DialogView>
  );
}
