/**
 * The actions on a workspace record (cancel, delete, approve, refuse, grant, advance), offered as
 * the record kernel allows them (domain/records/record-kind.ts: the events a kind offers the viewer
 * from the record's status, the fields each needs), and what each does around its call: busy while
 * it runs, a toast with the outcome (the server's words when it refuses), and the list reloaded
 * after a change. Owner actions that end a record ask first.
 */
import { useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode, useState } from 'react';
import { serverMessageOf } from '../../../domain/api/failure.ts';
import type { FieldValues, RecordViewer } from '../../../domain/records/record-kind.ts';
import * as buttons from '../../ui/button.css.ts';
import { notify } from '../../ui/toast-store.ts';
import { ownerViewer } from './record-viewer.ts';
import * as styles from './records.css.ts';

/** What the actions ask of a record kind: what it offers a viewer, the fields an event needs, the guard. */
interface ActionKind<S extends string, E extends string, F extends string> {
  canOffer: (status: S, event: E, viewer: RecordViewer) => boolean;
  offers: (status: S, viewer: RecordViewer) => E[];
  needs: (event: E) => readonly F[];
  canMove: (status: S, event: E, viewer: RecordViewer, values?: FieldValues<F>) => boolean;
  fields: Record<F, { max: number }>;
}

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

export type RecordAction = ReturnType<typeof useRecordAction>;

/** Shown where the record's machine allows no action here. */
export const NoAction = () => <span className={styles.muted}>—</span>;

interface ConfirmedActionProps {
  label: string;
  ariaLabel: string;
  question: string;
  yes: string;
  /** The success toast. */
  done: string;
  call: () => Promise<unknown>;
  onDone: () => void;
}

/** An action that ends the record, confirmed first ("Keep it" sends nothing). */
export function ConfirmedAction({
  label,
  ariaLabel,
  question,
  yes,
  done,
  call,
  onDone,
}: ConfirmedActionProps) {
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

/**
 * The owner's end of their record (cancel, delete): shown where the record's kind offers the event
 * to its owner from the record's status, confirmed first.
 */
export function OwnerAction<S extends string, E extends string>({
  kind,
  status,
  event,
  ...action
}: ConfirmedActionProps & { kind: Pick<ActionKind<S, E, never>, 'canOffer'>; status: S; event: NoInfer<E> }) {
  if (!kind.canOffer(status, event, ownerViewer)) return <NoAction />;
  return <ConfirmedAction {...action} />;
}

/** How a queue draws one event: its button and call, or a form of its own (granting needs more). */
export type MoveAction<F extends string> =
  | {
      label: string;
      ariaLabel: string;
      /** The success toast. */
      done: string;
      /** A refusal is the quieter button. */
      quiet?: boolean;
      /** An event that cannot be undone asks first ("Keep it" sends nothing). */
      confirm?: { question: string; yes: string };
      /** Sends the event with the fields it needs, trimmed. */
      call: (values: Partial<Record<F, string>>) => Promise<unknown>;
    }
  | { form: (action: RecordAction) => ReactNode };

/**
 * Staff's actions on a record in their queue: each event the record's kind offers this viewer from
 * the record's status (among those the queue draws), with an input for each field the event needs
 * (a reason, notes, a number), its button enabled once the kind accepts the values; "—" where
 * nothing is offered.
 */
export function RecordMoves<S extends string, E extends string, F extends string>({
  kind,
  status,
  viewer,
  fields,
  actions,
  onMoved,
}: {
  kind: ActionKind<S, E, F>;
  status: S;
  viewer: RecordViewer;
  /** The accessible name and placeholder of each field's input. */
  fields: NoInfer<Record<F, { label: string; placeholder: string }>>;
  /** The events the queue draws, by name or as one rule (an order's steps). */
  actions: NoInfer<Partial<Record<E, MoveAction<F>>> | ((event: E) => MoveAction<F> | undefined)>;
  onMoved: () => void;
}) {
  const { t } = useLingui();
  const action = useRecordAction(onMoved);
  const [values, setValues] = useState<Partial<Record<F, string>>>({});
  const [asking, setAsking] = useState<E | null>(null);
  const actionOf = (event: E) => (typeof actions === 'function' ? actions(event) : actions[event]);
  const offered = kind.offers(status, viewer).flatMap((event) => {
    const move = actionOf(event);
    return move === undefined ? [] : [{ event, move }];
  });
  if (offered.length === 0) return <NoAction />;
  return (
    <span className={styles.actions}>
      {offered.map(({ event, move }) => {
        if ('form' in move) return <Fragment key={event}>{move.form(action)}</Fragment>;
        const needed = kind.needs(event);
        const given = Object.fromEntries(
          needed.map((field) => [field, values[field]?.trim() ?? '']),
        ) as Partial<Record<F, string>>;
        return (
          <Fragment key={event}>
            {needed.map((field) => (
              <input
                key={field}
                className={styles.reasonInput}
                aria-label={fields[field].label}
                placeholder={fields[field].placeholder}
                maxLength={kind.fields[field].max}
                value={values[field] ?? ''}
                onChange={(change) => setValues((current) => ({ ...current, [field]: change.target.value }))}
              />
            ))}
            {asking === event && move.confirm ? (
              <fieldset className={styles.confirm}>
                <legend className={styles.confirmQuestion}>{move.confirm.question}</legend>
                <button
                  type="button"
                  className={buttons.secondary}
                  disabled={action.busy || !kind.canMove(status, event, viewer, given)}
                  onClick={() =>
                    void action.run(() => move.call(given), move.done).then(() => setAsking(null))
                  }
                >
                  {move.confirm.yes}
                </button>
                <button type="button" className={buttons.outline} onClick={() => setAsking(null)}>
                  {t`Keep it`}
                </button>
              </fieldset>
            ) : (
              <button
                type="button"
                className={move.quiet ? buttons.outline : buttons.secondary}
                disabled={action.busy || !kind.canMove(status, event, viewer, given)}
                aria-label={move.ariaLabel}
                onClick={() =>
                  move.confirm ? setAsking(event) : void action.run(() => move.call(given), move.done)
                }
              >
                {move.label}
              </button>
            )}
          </Fragment>
        );
      })}
    </span>
  );
}
