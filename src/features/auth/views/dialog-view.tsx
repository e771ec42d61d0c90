import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { LoginDialogSnapshot } from '../../../../machines/auth/login-dialog.machine.ts';
import type { LoginDialogEvent } from '../../../../machines/auth/login-dialog-contract.ts';
import * as form from '../../../ui/form.css.ts';
import { SubmitButton } from '../../../ui/form-field.tsx';
import { useLoginDialogActor } from '../dialog-actor.ts';
import { useMessageText } from '../messages.ts';
import * as styles from './views.css.ts';

/** Reads the login dialog's snapshot. */
export function useDialog<T>(selector: (snapshot: LoginDialogSnapshot) => T): T {
  return useSelector(useLoginDialogActor(), selector);
}

/** One view of the dialog: its heading, which names the dialog, then its parts in order. */
export function DialogView({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.view}>
      <Dialog.Title className={styles.title}>{title}</Dialog.Title>
      {children}
    </div>
  );
}

/** The last success notice of the dialog (mail sent, password changed...), announced politely. */
export function Notice() {
  const notice = useDialog((snapshot) => snapshot.context.notice);
  const text = useMessageText();
  if (!notice) return null;
  return (
    <p className={styles.notice} role="status">
      {text(notice)}
    </p>
  );
}

/** An action that reads like a link and sends the dialog an event: switching views is not navigation. */
export function ViewLink({ event, children }: { event: LoginDialogEvent; children: string }) {
  const actor = useLoginDialogActor();
  return (
    <button type="button" className={form.linkButton} onClick={() => actor.send(event)}>
      {children}
    </button>
  );
}

/** The way back from the English dialog's other views to email login (spec §4). */
export function BackToLogin() {
  const { t } = useLingui();
  return <ViewLink event={{ type: 'SHOW_EMAIL_LOGIN' }}>{t`Back to login`}</ViewLink>;
}

/** Spec §4: send the activation email again (busy while it goes out), or go back to login. */
export function ResendActions({ label }: { label: string }) {
  const actor = useLoginDialogActor();
  const resending = useDialog((snapshot) => snapshot.hasTag('submitting'));
  return (
    <div className={styles.actions}>
      <SubmitButton type="button" busy={resending} onClick={() => actor.send({ type: 'RESEND' })}>
        {label}
      </SubmitButton>
      <BackToLogin />
    </div>
  );
}
