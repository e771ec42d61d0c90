import { useSelector } from '@xstate/react';
import { type FormEvent, type RefObject, useEffect } from 'react';
import type { LoginDialogSnapshot } from '../../../../machines/auth/login-dialog.machine.ts';
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

/**
 * For a form's onChange: the field the user edits drops its problem from the last refused submit
 * (issue 9: "此项为必填项" stayed under a filled field). Fields are named like their problems.
 */
export function useClearProblemOnEdit(): (event: FormEvent<HTMLFormElement>) => void {
  const actor = useLoginDialogActor();
  return (event) => {
    const { name } = event.target as HTMLInputElement;
    if (name) actor.send({ type: 'FIELD_EDITED', field: name });
  };
}

/** After a refused submit, focus goes to the first field marked invalid. */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>): void {
  // Keyed on the refusal count: an edit that clears a problem must not move the focus away.
  const refusals = useDialog((snapshot) => snapshot.context.refusals);
  useEffect(() => {
    if (refusals === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals, form]);
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
