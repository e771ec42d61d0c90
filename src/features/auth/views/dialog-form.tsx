import { type ComponentProps, type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { FieldLimit } from '../../../../domain/constants.ts';
import type { LoginDialogEvent } from '../../../../machines/auth/login-dialog-contract.ts';
import * as form from '../../../ui/form.css.ts';
import { SubmitButton, TextField } from '../../../ui/form-field.tsx';
import { useLoginDialogActor } from '../dialog-actor.ts';
import { useMessageText } from '../messages.ts';
import { useDialog } from './dialog-view.tsx';

/** The words of a field's problem from the last refused submit (context.problems), if any. */
export function useProblems(): (field: string) => string | undefined {
  const problems = useDialog((snapshot) => snapshot.context.problems);
  const text = useMessageText();
  return (field) => {
    const id = problems[field];
    return id ? text(id) : undefined;
  };
}

/** The text of a named field of the submitted form ('' for an unticked box). */
export type FieldText = (name: string) => string;

interface DialogFormProps {
  /** The event a submit sends; the machine checks the form against the spec §5 rules. */
  submit: (text: FieldText) => LoginDialogEvent;
  submitLabel: string;
  /** Disabled for more than the busy state (which the machine's `submitting` tag sets). */
  submitDisabled?: boolean;
  children: ReactNode;
}

/**
 * A view's form: its fields, then the submit button, busy while the machine submits. Fields are
 * named like their problems: the one the user edits drops its problem from the last refused
 * submit, and a refused submit moves the focus to the first field marked invalid.
 */
export function DialogForm({ submit, submitLabel, submitDisabled, children }: DialogFormProps) {
  const actor = useLoginDialogActor();
  const submitting = useDialog((snapshot) => snapshot.hasTag('submitting'));
  const formRef = useRef<HTMLFormElement>(null);
  // Keyed on the refusal count: an edit that clears a problem must not move the focus away.
  const refusals = useDialog((snapshot) => snapshot.context.refusals);
  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    actor.send(
      submit((name) => {
        const value = data.get(name);
        return typeof value === 'string' ? value : '';
      }),
    );
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (name) actor.send({ type: 'FIELD_EDITED', field: name });
  };

  return (
    <form ref={formRef} className={form.form} onSubmit={onSubmit} onChange={onChange} noValidate>
      {children}
      <SubmitButton busy={submitting} disabled={submitDisabled}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

/** A text field of a dialog form: its label and input attributes, named like the form's field. */
export type DialogField = Omit<ComponentProps<typeof TextField>, 'error'> & { name: string };

/** The kinds of input with their spec §5 and §9 limits, for the field lists. */
export const nameInput = { autoComplete: 'name', maxLength: FieldLimit.nameMaxLength } as const;
export const emailInput = { type: 'email', maxLength: FieldLimit.emailMaxLength } as const;
export const passwordInput = { type: 'password', maxLength: FieldLimit.passwordInputMaxLength } as const;

/** Text fields in order, each showing its problem from the last refused submit. */
export function FormFields({ fields, readOnly }: { fields: readonly DialogField[]; readOnly?: boolean }) {
  const problem = useProblems();
  return fields.map((field) => (
    <TextField key={field.name} readOnly={readOnly} {...field} error={problem(field.name)} />
  ));
}
