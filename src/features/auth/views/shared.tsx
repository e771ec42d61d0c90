import { useSelector } from '@xstate/react';
import { type RefObject, useEffect } from 'react';
import type { FieldProblems, LoginDialogSnapshot } from '../../../../machines/auth/login-dialog.machine.ts';
import { useLoginDialogActor } from '../dialog-actor.ts';
import { useMessageText } from '../messages.ts';
import * as styles from './views.css.ts';

/** Reads the login dialog's snapshot. */
export function useDialog<T>(selector: (snapshot: LoginDialogSnapshot) => T): T {
  return useSelector(useLoginDialogActor(), selector);
}

/** The words of a field's problem from the last refused submit (context.problems), if any. */
export function useProblems(): (field: string) => string | undefined {
  const problems = useDialog((snapshot) => snapshot.context.problems);
  const text = useMessageText();
  return (field) => {
    const id = problems[field];
    return id ? text(id) : undefined;
  };
}

/** After a refused submit, focus goes to the first field marked invalid. */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>): void {
  const problems: FieldProblems = useDialog((snapshot) => snapshot.context.problems);
  useEffect(() => {
    if (Object.keys(problems).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems, form]);
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

/** The text of a named field of a form element. */
export const fieldValue = (form: HTMLFormElement, name: string): string => {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
};
