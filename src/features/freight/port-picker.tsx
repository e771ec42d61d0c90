import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { fromPromise } from 'xstate';
import type { PlaceRef } from '../../../domain/api/freight.ts';
import type { RecentPortList } from '../../../domain/recent-ports.ts';
import { connectPortCombobox } from '../../../machines/freight/port-combobox.connect.ts';
import { type PortChoice, portComboboxMachine } from '../../../machines/freight/port-combobox.machine.ts';
import { type PortQuery, portLookupMachine } from '../../../machines/freight/port-lookup.machine.ts';
import * as form from '../../ui/form.css.ts';
import { searchPorts } from './freight-api.ts';
import * as styles from './port-picker.css.ts';
import { readRecentPorts, rememberRecentPort } from './recent-ports.ts';

export type { PortChoice };

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

/** The portCombobox machine, its lookup asking the server's port search, its recent lists in this browser. */
const comboboxMachine = portComboboxMachine.provide({
  actors: {
    portLookup: portLookupMachine.provide({
      actors: {
        searchPorts: fromPromise(async ({ input }: { input: PortQuery }) => (await searchPorts(input)).list),
      },
    }),
  },
  actions: {
    rememberPort: (_, remembered) => {
      if (remembered) rememberRecentPort(remembered.list, remembered.port);
    },
  },
});

/**
 * A port field with type-ahead by UN/LOCODE or name in Chinese or English (searchPorts), and the
 * recently used ports when the field is empty: the portCombobox machine decides, this draws it.
 */
export function PortPicker({ label, value, onChange, kind, recentKey, error, placeholder }: PortPickerProps) {
  const { t, i18n } = useLingui();
  const en = i18n.locale === 'en';
  const nameOf = (port: PortChoice) => (en ? port.nameEn : port.nameCn) || port.nameEn;
  const display = (port: PortChoice | null) =>
    port === null
      ? ''
      : port.nameEn !== '' || port.nameCn !== ''
        ? `${nameOf(port)} (${port.code})`
        : port.code;

  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  // The field's start: the page's value and the recent list as stored when it mounts.
  const [input] = useState(() => ({
    value,
    kind,
    recent: recentKey && { list: recentKey, ports: readRecentPorts(recentKey) },
  }));
  const actor = useActorRef(comboboxMachine, { input });
  const combobox = connectPortCombobox(
    useSelector(actor, (snapshot) => snapshot),
    actor.send,
  );
  // The field announces a change; the page's value (a swap, a reset, the echo) comes back as VALUE.
  useEffect(() => {
    const subscription = actor.on('change', ({ port }) => onChange(port));
    return () => subscription.unsubscribe();
  }, [actor, onChange]);
  useEffect(() => actor.send({ type: 'VALUE', value }), [actor, value]);

  const { expanded, showingRecent, options, active, note, keyword } = combobox;
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
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={placeholder ?? t`Port code or name`}
        value={combobox.typed ?? display(combobox.value)}
        onChange={(event) => combobox.input(event.target.value)}
        onFocus={combobox.open}
        onClick={combobox.open}
        onBlur={combobox.close}
        onKeyDown={(event) => {
          if (combobox.keyDown(event.key)) event.preventDefault();
        }}
      />
      <div className={styles.listbox} hidden={!expanded}>
        {expanded && showingRecent && (
          <div className={styles.groupLabel} aria-hidden="true">
            {t`Recently used`}
          </div>
        )}
        <div role="status" className={styles.note} hidden={note === null}>
          {note === 'searching' && t`Looking up ports…`}
          {note === 'failed' && t`Ports could not be searched. Try again.`}
          {note === 'noMatch' && t`No port matches "${keyword}"`}
        </div>
        <div id={listId} role="listbox" aria-label={showingRecent ? t`Recently used` : t`Matching ports`}>
          {options.map((port, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input owns the keys (aria-activedescendant)
            <div
              key={port.code}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={combobox.value?.code === port.code}
              data-active={index === active}
              className={styles.option}
              // Keep the focus in the input so that blur does not close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => combobox.select(port)}
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
