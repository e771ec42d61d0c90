import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import * as styles from './form.css.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'>;

interface TextFieldProps extends InputProps {
  label: string;
  /** The problem to show under the field; sets aria-invalid and aria-describedby. */
  error?: string | undefined;
  /** Marks the label "(optional)" in the given words. */
  optionalText?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error text, bound for screen readers. */
export function TextField({ label, error, optionalText, ref, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optionalText && <span className={styles.optional}>{optionalText}</span>}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

interface CheckboxProps extends Omit<InputProps, 'type'> {
  label: ReactNode;
  error?: string | undefined;
}

/** A checkbox with its label and error text. */
export function Checkbox({ label, error, ...input }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.checkboxRow}>
        <input
          {...input}
          type="checkbox"
          id={id}
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

interface SubmitButtonProps {
  children: ReactNode;
  /** A request is under way: the button is disabled and announced busy. */
  busy?: boolean;
  disabled?: boolean;
  type?: 'submit' | 'button';
  onClick?: () => void;
}

/** The form's main action, with a busy state while its request runs. */
export function SubmitButton({
  children,
  busy = false,
  disabled = false,
  type = 'submit',
  onClick,
}: SubmitButtonProps) {
  return (
    <button
      type={type}
      className={styles.submit}
      disabled={busy || disabled}
      aria-busy={busy}
      onClick={onClick}
    >
      {busy && <span className={styles.busy} aria-hidden="true" />}
      {children}
    </button>
  );
}
