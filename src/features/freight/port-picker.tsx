import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { PlaceRef } from '../../../domain/api/freight.ts';
import type { RecentPortList } from '../../../domain/recent-ports.ts';
import * as form from '../../ui/form.css.ts';
import { searchPorts } from './freight-api.ts';
import * as styles from './port-picker.css.ts';
import { readRecentPorts, rememberRecentPort } from './recent-ports.ts';

/** What a picker holds: a port by its UN/LOCODE with its names in both languages. */
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

/** Type-ahead waits this long after the last key before asking the server. */
export const PORT_SEARCH_DEBOUNCE_MS = 250;

type Lookup =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; ports: PortChoice[] }
  | { status: 'failed' };

const toChoice = ({ code, nameEn, nameCn, country }: PortChoice): PortChoice => ({
  code,
  nameEn,
  nameCn,
  country,
});

/**
 * A port field with type-ahead by UN/LOCODE or name in Chinese or English (searchPorts), and the
 * recently used ports when the field is empty. WAI-ARIA combobox: arrows move, Enter chooses,
 * Escape closes.
 */
export function PortPicker({ label, value, onChange, kind, recentKey, error, placeholder }: PortPickerProps) {
  const { t, i18n } = useLingui();
  const en = i18n.locale === 'en';
  const nameOf = (port: PortChoice) => (en ? port.nameEn : port.nameCn) || port.nameEn;
  const display = (port: PortChoice | null) => (port ? `${nameOf(port)} (${port.code})` : '');

  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(() => display(value));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [recent, setRecent] = useState<PortChoice[]>([]);
  const request = useRef(0);

  // A value set from outside (swap, reset, language switch) shows in the field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: display depends on the language only
  useEffect(() => {
    setText(display(value));
  }, [value, en]);

  const keyword = text.trim();
  const showingRecent = keyword === '' || (value !== null && text === display(value));

  useEffect(() => {
    if (!open || showingRecent) return;
    const ticket = ++request.current;
    setLookup({ status: 'searching' });
    const timer = setTimeout(() => {
      searchPorts({ keyword, kind }).then(
        (page) => {
          if (ticket === request.current) setLookup({ status: 'done', ports: page.list.map(toChoice) });
        },
        () => {
          if (ticket === request.current) setLookup({ status: 'failed' });
        },
      );
    }, PORT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword, kind, open, showingRecent]);

  const options: PortChoice[] = showingRecent ? recent : lookup.status === 'done' ? lookup.ports : [];

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
    onChange(port);
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

  const expanded = open && (options.length > 0 || (!showingRecent && lookup.status !== 'idle'));
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
          setText(event.target.value);
          setActive(-1);
          if (!open) openList();
          if (value !== null) onChange(null);
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
          hidden={!expanded || showingRecent || lookup.status === 'idle' || options.length > 0}
        >
          {expanded && !showingRecent && lookup.status === 'searching' && t`Searching…`}
          {expanded &&
            !showingRecent &&
            lookup.status === 'failed' &&
            t`Ports could not be searched. Try again.`}
          {expanded &&
            !showingRecent &&
            lookup.status === 'done' &&
            options.length === 0 &&
            t`No port matches "${keyword}"`}
        </div>
        <div id={listId} role="listbox" aria-label={showingRecent ? t`Recently used` : label}>
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
