import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CONTAINER_TYPES, type ContainerType } from '../../../domain/freight/codes.ts';
import type { ContainerRequest } from '../../../domain/validation/space-booking.ts';
import * as buttons from '../../ui/button.css.ts';
import * as form from '../../ui/form.css.ts';
import type { CriteriaSetter } from '../data-page/use-criteria.ts';
import * as styles from './records.css.ts';

/** A new container line: the first type offered, no quantity yet. */
export const emptyContainerLine = (types: readonly string[] = CONTAINER_TYPES): ContainerRequest => ({
  containerType: types[0] ?? CONTAINER_TYPES[0],
  quantity: '',
});

/** The lines as a request body carries them: the types the field offers, the quantities as typed. */
export const containerLinesBody = (lines: readonly ContainerRequest[]) =>
  lines.map((line) => ({ containerType: line.containerType as ContainerType, quantity: line.quantity }));

/**
 * The container types and quantities of a workspace form (orders, advance bookings, grab requests):
 * one line per type, added and removed in place; the form's rule (no duplicate types, whole
 * quantities above 0) shows under the lines. An order offers only the types its rate prices, each
 * line with its price (`noteOf`).
 */
export function ContainerLinesField({
  lines,
  setLines,
  problem,
  types = CONTAINER_TYPES,
  noteOf,
}: {
  lines: readonly ContainerRequest[];
  setLines: CriteriaSetter<readonly ContainerRequest[]>;
  /** The first problem of the lines, in words. */
  problem: string | undefined;
  /** The container types offered; every type by default. */
  types?: readonly string[];
  /** What a line says beside its quantity (its price), if anything. */
  noteOf?: (line: ContainerRequest) => string | null;
}) {
  const { t } = useLingui();
  const problemId = useId();
  const setLine = (index: number, line: Partial<ContainerRequest>) =>
    setLines((current) => current.map((old, at) => (at === index ? { ...old, ...line } : old)));
  return (
    <fieldset className={styles.lines} aria-describedby={problem ? problemId : undefined}>
      <legend className={form.label}>{t`Container types and quantities`}</legend>
      {lines.map((line, index) => {
        const number = index + 1;
        return (
          // Lines have no identity beyond their place in the list.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place
          <div key={index} className={styles.line}>
            <select
              className={form.input}
              aria-label={t`Container type of line ${number}`}
              value={line.containerType}
              onChange={(event) => setLine(index, { containerType: event.target.value })}
            >
              {types.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
            <input
              className={`${form.input} ${styles.lineInput}`}
              inputMode="numeric"
              aria-label={t`Quantity of line ${number}`}
              value={line.quantity}
              onChange={(event) => setLine(index, { quantity: event.target.value })}
            />
            {noteOf?.(line) && <span className={styles.lineNote}>{noteOf(line)}</span>}
            {lines.length > 1 && (
              <button
                type="button"
                className={buttons.outline}
                aria-label={t`Remove line ${number}`}
                onClick={() => setLines((current) => current.filter((_, at) => at !== index))}
              >
                {t`Remove`}
              </button>
            )}
          </div>
        );
      })}
      {lines.length < types.length && (
        <button
          type="button"
          className={buttons.outline}
          onClick={() => setLines((current) => [...current, emptyContainerLine(types)])}
        >
          {t`Add a container type`}
        </button>
      )}
      {problem && (
        <p id={problemId} className={form.error} role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
