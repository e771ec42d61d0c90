/**
 * What the workspace's forms share (a new order, advance booking or grab request): the form panel
 * with the server's refusal above the fields and "Close" beside its main button, the sending (the
 * domain's rules checked before the call, which the server checks again; one call at a time; the
 * success toast).
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { serverMessageOf } from '../../../domain/api/failure.ts';
import * as buttons from '../../ui/button.css.ts';
import * as form from '../../ui/form.css.ts';
import { SubmitButton } from '../../ui/form-field.tsx';
import { notify } from '../../ui/toast-store.ts';
import { useCriteria } from '../data-page/use-criteria.ts';
import * as styles from './records.css.ts';

/**
 * A form's sending state: the problems its rules found (worded by `words`), whether its call runs,
 * and the server's refusal. `submit` shows the problems and, when there are none, sends the call
 * once, then toasts `done` and calls `onDone`.
 */
export function useRecordForm<TField extends string, TProblem extends string>(
  words: Record<TProblem, MessageDescriptor>,
  onDone: () => void,
) {
  const { t, i18n } = useLingui();
  const criteria = useCriteria({
    problems: {} as Partial<Record<TField, TProblem>>,
    sending: false,
    refusal: null as string | null,
  });
  const [, setProblems] = criteria.field('problems');
  const [, setSending] = criteria.field('sending');
  const [, setRefusal] = criteria.field('refusal');
  const refuse = (error: unknown) =>
    setRefusal(serverMessageOf(error) ?? t`The network failed. Please try again.`);
  return {
    ...criteria.values,
    /** A problem in words; none for none. */
    text: (problem: TProblem | undefined) => (problem ? i18n._(words[problem]) : undefined),
    refuse,
    /** `ready`: what the form checks beside its rules (the port pickers) holds. */
    submit: async (
      found: Partial<Record<TField, TProblem>>,
      call: () => Promise<unknown>,
      done: string,
      ready = true,
    ) => {
      setProblems(found);
      if (!ready || Object.keys(found).length > 0) return;
      setSending(true);
      setRefusal(null);
      try {
        await call();
        notify('success', done);
        onDone();
      } catch (error) {
        refuse(error);
      } finally {
        setSending(false);
      }
    },
  };
}

/** The form panel: what stops it above the fields (the server's refusal), its button and "Close". */
export function RecordForm({
  label,
  submitLabel,
  sending,
  alert,
  onSubmit,
  onClose,
  children,
}: {
  label: string;
  submitLabel: string;
  sending: boolean;
  alert: string | null | undefined;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <form
      className={`${form.form} ${styles.formPanel}`}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {alert && (
        <p className={form.error} role="alert">
          {alert}
        </p>
      )}
      {children}
      <div className={styles.formActions}>
        <SubmitButton busy={sending}>{submitLabel}</SubmitButton>
        <button type="button" className={buttons.outline} onClick={onClose}>
          {t`Close`}
        </button>
      </div>
    </form>
  );
}
