import type { ReactNode } from 'react';
import * as styles from './search-form.css.ts';

interface SearchFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: () => void;
  /** The fields, laid out in columns. */
  children: ReactNode;
  /** Options and buttons, on the last row. */
  actions: ReactNode;
  /** A note under the actions. */
  hint?: string;
}

/** The search form of a list page: fields in columns, the actions on the last row; the page validates. */
export function SearchForm({ label, onSubmit, children, actions, hint }: SearchFormProps) {
  return (
    <form
      className={styles.form}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className={styles.actions}>{actions}</div>
      {hint && <p className={`${styles.hint} ${styles.wide}`}>{hint}</p>}
    </form>
  );
}
