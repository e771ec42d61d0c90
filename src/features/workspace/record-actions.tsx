/**
 * What every action on a workspace record does around its call (cancel, delete, approve, refuse,
 * grant, advance): busy while it runs, a toast with the outcome (the server's words when it
 * refuses), and the list reloaded after a change. Owner actions that end a record ask first.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { serverMessageOf } from '../../../domain/api/failure.ts';
import * as buttons from '../../ui/button.css.ts';
import { notify } from '../../ui/toast-store.ts';
import * as styles from './records.css.ts';

/** `run(call, done)`: true once the call succeeded (its toast shown, `onDone` called). */
export function useRecordAction(onDone: () => void) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await call();
      notify('success', done);
      onDone();
      return true;
    } catch (error) {
      notify('error', serverMessageOf(error) ?? t`The network failed. Please try again.`);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** Shown where the record's machine allows no action here. */
export const NoAction = () => <span className={styles.muted}>—</span>;

/** An action that ends the record, confirmed first ("Keep it" sends nothing). */
export function ConfirmedAction({
  label,
  ariaLabel,
  question,
  yes,
  done,
  call,
  onDone,
}: {
  label: string;
  ariaLabel: string;
  question: string;
  yes: string;
  /** The success toast. */
  done: string;
  call: () => Promise<unknown>;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useRecordAction(onDone);
  const confirm = async () => {
    if (!(await run(call, done))) setConfirming(false);
  };
  return confirming ? (
    <fieldset className={styles.confirm}>
      <legend className={styles.confirmQuestion}>{question}</legend>
      <button type="button" className={buttons.secondary} disabled={busy} onClick={() => void confirm()}>
        {yes}
      </button>
      <button type="button" className={buttons.outline} onClick={() => setConfirming(false)}>
        {t`Keep it`}
      </button>
    </fieldset>
  ) : (
    <button
      type="button"
      className={buttons.outline}
      aria-label={ariaLabel}
      onClick={() => setConfirming(true)}
    >
      {label}
    </button>
  );
}
