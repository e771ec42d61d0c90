import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import * as styles from './form.css.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'>;

interface LabelProps {
  label: string;
  /** The problem to show under the field; sets aria-invalid and aria-describedby. */
  error?: string | undefined;
  /** What the field takes, shown under it before any typing (a rule), until a problem replaces it. */
  hint?: string | undefined;
  /** Marks the label "(optional)" in the given words. */
  optionalText?: string;
}

/** What binds a control to its label and its error text. */
interface ControlBinding {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A label over its control, and the control's error text under it, bound for screen readers. */
function LabelledField({
  label,
  error,
  hint,
  optionalText,
  control,
}: LabelProps & { control: (binding: ControlBinding) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optionalText && <span className={styles.optional}>{optionalText}</span>}
      </label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : hint ? hintId : undefined,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

interface TextFieldProps extends InputProps, LabelProps {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error text, bound for screen readers. */
export function TextField({ label, error, hint, optionalText, ref, ...input }: TextFieldProps) {
  return (
    <LabelledField
      label={label}
      error={error}
      hint={hint}
      optionalText={optionalText}
      control={(binding) => <input {...input} ref={ref} {...binding} className={styles.input} />}
    />
  );
}

/** A labelled text area (a description, remarks) with its error text, bound for screen readers. */
export function TextAreaField({
  label,
  error,
  optionalText,
  ...area
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'id'> & LabelProps) {
  return (
    <LabelledField
      label={label}
      error={error}
      optionalText={optionalText}
      control={(binding) => (
        <textarea {...area} {...binding} className={`${styles.input} ${styles.textArea}`} />
      )}
    />
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
