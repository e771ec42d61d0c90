import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { PlaceRef } from '../../../domain/api/freight.ts';
import { countryOfUnLocode, isUnLocode, normaliseUnLocode } from '../../../domain/freight/identifiers.ts';
import type { RecentPortList } from '../../../domain/recent-ports.ts';
import { type PortQuery, portLookupMachine } from '../../../machines/freight/port-lookup.machine.ts';
import * as form from '../../ui/form.css.ts';
import { searchPorts } from './freight-api.ts';
import * as styles from './port-picker.css.ts';
import { readRecentPorts, rememberRecentPort } from './recent-ports.ts';

/**
 * What a picker holds: a port by its UN/LOCODE with its names in both languages. A code typed in full
 * and not picked from the list is held with empty names (see `typedCode`).
 */
export interface PortChoice {
  code: string;
  nameEn: string;
  nameCn: string;
  country: string;
}

export interface PortPickerProps {
  label: string;
  value: PortChoice | null;
  /** A port was chosen, or (null) the text was edited away from the chosen port. */
  onChange: (port: PortChoice | null) => void;
  /** Only places of this kind (seaport, rail terminal, inland city). */
  kind?: PlaceRef['kind'];
  /** Keep and offer the recently used ports of this list (spec §3: start and end lists). */
  recentKey?: RecentPortList;
  /** The validation message under the field. */
  error?: string | undefined;
  placeholder?: string;
}

/** The portLookup machine asking the server's port search. */
const lookupMachine = portLookupMachine.provide({
  actors: {
    searchPorts: fromPromise(async ({ input }: { input: PortQuery }) => (await searchPorts(input)).list),
  },
});

const toChoice = ({ code, nameEn, nameCn, country }: PortChoice): PortChoice => ({
  code,
  nameEn,
  nameCn,
  country,
});

/**
 * A well-formed UN/LOCODE typed in full counts as that port without a pick, so that a visitor who
 * knows the code may type it and search at once (the server says so if no such place exists).
 */
const typedCode = (text: string): PortChoice | null => {
  const code = normaliseUnLocode(text);
  return isUnLocode(code) ? { code, nameEn: '', nameCn: '', country: countryOfUnLocode(code) } : null;
};

const named = (port: PortChoice): boolean => port.nameEn !== '' || port.nameCn !== '';

/**
 * A port field with type-ahead by UN/LOCODE or name in Chinese or English (searchPorts), and the
 * recently used ports when the field is empty. WAI-ARIA combobox: arrows move, Enter chooses,
 * Escape closes.
 */
export function PortPicker({ label, value, onChange, kind, recentKey, error, placeholder }: PortPickerProps) {
  const { t, i18n } = useLingui();
  const en = i18n.locale === 'en';
  const nameOf = (port: PortChoice) => (en ? port.nameEn : port.nameCn) || port.nameEn;
  const display = (port: PortChoice | null) =>
    port === null ? '' : named(port) ? `${nameOf(port)} (${port.code})` : port.code;

  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(() => display(value));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const lookupActor = useActorRef(lookupMachine);
  const lookup = useSelector(lookupActor, (snapshot) =>
    snapshot.matches('found')
      ? ('done' as const)
      : snapshot.matches('failed')
        ? ('failed' as const)
        : snapshot.hasTag('loading')
          ? ('searching' as const)
          : ('idle' as const),
  );
  const found = useSelector(lookupActor, (snapshot) => snapshot.context.ports);
  const [recent, setRecent] = useState<PortChoice[]>([]);
  // The value the field's text stands for: the page's echo of a value handed out here must not
  // overwrite what is being typed.
  const shown = useRef<PortChoice | null | undefined>(undefined);
  const emit = (port: PortChoice | null) => {
    shown.current = port;
    onChange(port);
  };

  // A value set from outside (swap, reset) shows in the field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: display changes with the language, handled below
  useEffect(() => {
    if (value !== shown.current) setText(display(value));
    shown.current = value;
  }, [value]);
  // A language switch shows the chosen port's name in the new language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the language only
  useEffect(() => {
    if (value !== null && named(value)) setText(display(value));
  }, [en]);

  const keyword = text.trim();
  const showingRecent = keyword === '' || (value !== null && named(value) && text === display(value));

  // The machine drops a search whose keyword is no longer the field's (see portLookup).
  useEffect(() => {
    lookupActor.send(
      open && !showingRecent ? { type: 'SEARCH', query: { keyword, kind } } : { type: 'STOP' },
    );
  }, [lookupActor, keyword, kind, open, showingRecent]);

  const options: PortChoice[] = showingRecent ? recent : lookup === 'done' ? found.map(toChoice) : [];

  const openList = () => {
    if (recentKey) {
      setRecent(readRecentPorts(recentKey).map(({ id: code, ...names }) => ({ code, ...names })));
    }
    setOpen(true);
  };

  const choose = (port: PortChoice) => {
    if (recentKey) {
      setRecent(
        rememberRecentPort(recentKey, {
          id: port.code,
          nameEn: port.nameEn,
          nameCn: port.nameCn,
          country: port.country,
        }).map(({ id: code, ...names }) => ({ code, ...names })),
      );
    }
    setText(display(port));
    setOpen(false);
    setActive(-1);
    emit(port);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        setActive((index) => (options.length === 0 ? -1 : (index + 1) % options.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        setActive((index) => (options.length === 0 ? -1 : index <= 0 ? options.length - 1 : index - 1));
        break;
      case 'Enter': {
        const port = open ? options[active] : undefined;
        if (port) {
          event.preventDefault();
          choose(port);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
        break;
    }
  };

  const expanded = open && (options.length > 0 || (!showingRecent && lookup !== 'idle'));
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <div className={styles.picker}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={form.input}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={placeholder ?? t`Port code or name`}
        value={text}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          setActive(-1);
          if (!open) openList();
          const code = typedCode(typed);
          if (code ? code.code !== value?.code : value !== null) emit(code);
        }}
        onFocus={openList}
        onClick={openList}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.listbox} hidden={!expanded}>
        {expanded && showingRecent && (
          <div className={styles.groupLabel} aria-hidden="true">
            {t`Recently used`}
          </div>
        )}
        <div
          role="status"
          className={styles.note}
          hidden={!expanded || showingRecent || lookup === 'idle' || options.length > 0}
        >
          {expanded && !showingRecent && lookup === 'searching' && t`Looking up ports…`}
          {expanded && !showingRecent && lookup === 'failed' && t`Ports could not be searched. Try again.`}
          {expanded &&
            !showingRecent &&
            lookup === 'done' &&
            options.length === 0 &&
            t`No port matches "${keyword}"`}
        </div>
        <div id={listId} role="listbox" aria-label={showingRecent ? t`Recently used` : t`Matching ports`}>
          {expanded &&
            options.map((port, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input owns the keys (aria-activedescendant)
              <div
                key={port.code}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={value?.code === port.code}
                data-active={index === active}
                className={styles.option}
                // Keep the focus in the input so that blur does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(port)}
              >
                <span>
                  {nameOf(port)}
                  {port.country ? `, ${port.country}` : ''}
                </span>
                <span className={styles.code}>{port.code}</span>
              </div>
            ))}
        </div>
      </div>
      {error && (
        <p id={errorId} className={form.error}>
          {error}
        </p>
      )}
    </div>
  );
}
