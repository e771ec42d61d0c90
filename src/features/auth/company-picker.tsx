import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { type KeyboardEvent, type Ref, useEffect, useId, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type CompanySuggestActor,
  type CompanySuggestInput,
  companySuggestMachine,
} from '../../../machines/auth/company-suggest.machine.ts';
import { searchCompanies } from '../../api/accounts.ts';
import * as form from '../../ui/form.css.ts';
import * as styles from './company-picker.css.ts';

const providedMachine = companySuggestMachine.provide({
  actors: { searchCompanies: fromPromise(({ input }) => searchCompanies(input)) },
});

/** A running companySuggest actor whose searches call getTycCompanyList (spec §7). */
export function useCompanySuggestActor(input: CompanySuggestInput = {}): CompanySuggestActor {
  return useActorRef(providedMachine, { input });
}

interface CompanyPickerProps {
  actor: CompanySuggestActor;
  label: string;
  /** The field's problem from the last refused submit. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The company field of the Chinese certification form (spec §5): an ARIA 1.2 combobox whose list
 * comes from the companySuggest machine. Searching starts above 2 characters; choosing a
 * suggestion sets companyNameId, editing the text clears it. Arrow keys move through the list,
 * Enter chooses, Escape closes the list (and not the dialog).
 */
export function CompanyPicker({ actor, label, error, ref }: CompanyPickerProps) {
  const { t } = useLingui();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const errorId = `${id}-error`;
  const text = useSelector(actor, (snapshot) => snapshot.context.text);
  const suggestions = useSelector(actor, (snapshot) => snapshot.context.suggestions);
  const open = useSelector(actor, (snapshot) => snapshot.matches('suggesting'));
  const searching = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  // The highlighted option belongs to one list: a new list starts with nothing highlighted.
  const [highlight, setHighlight] = useState({ suggestions, index: -1 });
  const active = highlight.suggestions === suggestions ? highlight.index : -1;
  const move = (step: 1 | -1) => {
    const count = suggestions.length;
    const next = active < 0 ? (step === 1 ? 0 : count - 1) : (active + step + count) % count;
    setHighlight({ suggestions, index: next });
  };

  // Radix closes the dialog on Escape from a capturing document listener; the open list is closed
  // first by a capturing window listener, which runs before it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      actor.send({ type: 'DISMISS' });
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [open, actor]);

  const optionId = (index: number) => `${id}-option-${index}`;
  const choose = (index: number) => {
    const company = suggestions[index];
    if (company) actor.send({ type: 'CHOOSE', company });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || suggestions.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Enter' && active >= 0) {
      // Choosing, not submitting the form.
      event.preventDefault();
      choose(active);
    }
  };

  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.wrapper}>
        <input
          ref={ref}
          id={id}
          name="companyName"
          className={form.input}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-busy={searching}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={text}
          onChange={(event) => actor.send({ type: 'TYPE', text: event.target.value })}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (open) actor.send({ type: 'DISMISS' });
          }}
        />
        <div id={listboxId} role="listbox" aria-label={label} className={styles.listbox} hidden={!open}>
          {suggestions.map((company, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard acts on the combobox input (aria-activedescendant), as the ARIA combobox pattern wants.
            <div
              key={company.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              data-active={index === active}
              className={styles.option}
              // Keep the focus in the input so that blur does not dismiss the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {company.name}
            </div>
          ))}
        </div>
      </div>
      <p className={styles.status} role="status" hidden={!searching && !(open && suggestions.length === 0)}>
        {searching ? t`Searching…` : open && suggestions.length === 0 ? t`No matching company` : ''}
      </p>
      {error && (
        <p id={errorId} className={form.error}>
          {error}
        </p>
      )}
    </div>
  );
}
