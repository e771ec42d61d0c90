import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SubmitButton } from '../../../ui/form-field.tsx';
import { StatusPanel } from '../../../ui/status-panel.tsx';
import { StaffListStatus } from '../../auth/staff-list-status.tsx';
import * as frame from '../../freight/freight.css.ts';
import * as styles from './site-content.css.ts';
import type { SiteForm } from './use-site-form.ts';

/**
 * A site content page: its title, what it changes, the form once loaded (loading, failure with a
 * retry before), the server's refusal and the save button. Without `tenant.settings` it offers
 * nothing but a notice.
 */
export function SiteFormFrame<TQuery, T>({
  title,
  lead,
  form,
  before,
  nested = false,
  children,
}: {
  title: string;
  /** A second form on the page: its title is a level below the page's. */
  nested?: boolean;
  lead: string;
  form: SiteForm<TQuery, T>;
  /** What sits above the form whatever its state (the content page picker). */
  before?: ReactNode;
  children: (draft: T) => ReactNode;
}) {
  const { t } = useLingui();
  const Heading = nested ? 'h2' : 'h1';
  if (!form.allowed)
    return (
      <section className={frame.page}>
        <Heading className={nested ? undefined : frame.title}>{title}</Heading>
        <StatusPanel tone="error" title={t`Only an administrator may change the site content.`} />
      </section>
    );
  const { state, draft } = form;
  return (
    <section className={frame.page}>
      <Heading className={nested ? undefined : frame.title}>{title}</Heading>
      <p className={frame.lead}>{lead}</p>
      {before}
      <StaffListStatus state={state} empty="" />
      {state.snapshot.matches('content') && draft !== null && (
        // Named by its title: the contact page holds a second form (adding a contact) with the
        // same fields, and a person or a test must tell the two apart.
        <form
          ref={form.formRef}
          aria-label={title}
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          {children(draft)}
          {form.failure && (
            <p className={styles.failure} role="alert">
              {form.failure}
            </p>
          )}
          <div className={styles.actions}>
            <SubmitButton busy={form.busy}>{t`Save`}</SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
