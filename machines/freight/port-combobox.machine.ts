import { assign, emit, type SnapshotFrom, sendTo, setup } from 'xstate';
import type { PlaceRef } from '../../domain/api/freight.ts';
import { countryOfUnLocode, isUnLocode, normaliseUnLocode } from '../../domain/freight/identifiers.ts';
import { addRecentPort, type RecentPort, type RecentPortList } from '../../domain/recent-ports.ts';
import { type PortLookupEvent, type PortLookupSnapshot, portLookupMachine } from './port-lookup.machine.ts';

/**
 * The port field of every freight page as a WAI-ARIA combobox with a listbox popup (APG "Editable
 * Combobox With List Autocomplete"), in the manner of Zag's combobox: the list opens on focus,
 * click, typing or an arrow key; ArrowDown / ArrowUp move the active option (wrapping), Home / End
 * go to the first / last one while the list is open, Enter chooses the active option, Escape and
 * leaving the field close the list. An empty field lists the recently used ports of its list
 * (spec §3/§9); typed text is looked up by the portLookup child (a UN/LOCODE or a name in either
 * language). The page holds the value: the field announces a change with a `change` event and is
 * told the page's value (a swap, a reset, the echo of its own change) with VALUE.
 */
export const PORT_COMBOBOX_MACHINE_ID = 'portCombobox';

/**
 * A port by its UN/LOCODE with its names in both languages. A code typed in full and not picked
 * from the list stands for that port with empty names (see `typedPort`).
 */
export interface PortChoice {
  code: string;
  nameEn: string;
  nameCn: string;
  country: string;
}

/** What the portLookup child reports: the machine reads its state and its ports only. */
type LookupReport = Pick<PortLookupSnapshot, 'value'> & {
  context: Pick<PortLookupSnapshot['context'], 'ports'>;
};

export type LookupStatus = 'idle' | 'searching' | 'found' | 'failed';

export interface PortComboboxInput {
  value: PortChoice | null;
  /** Only places of this kind (seaport, rail terminal, inland city). */
  kind?: PlaceRef['kind'] | undefined;
  /** The recently used list the field keeps and offers (spec §3: start and end), as stored. */
  recent?: { list: RecentPortList; ports: readonly RecentPort[] } | undefined;
}

export interface PortComboboxContext {
  /** The port the field stands for: chosen, typed in full, or the page's. */
  value: PortChoice | null;
  /** What was typed since the field last showed a port; null while it shows `value` by name. */
  text: string | null;
  kind: PlaceRef['kind'] | undefined;
  recentList: RecentPortList | null;
  recent: readonly PortChoice[];
  lookup: LookupStatus;
  found: readonly PortChoice[];
  /** The active option's index in the list shown; -1 for none. */
  active: number;
}

export type PortComboboxEvent =
  /** The field got the focus or was clicked. */
  | { type: 'OPEN' }
  /** The field lost the focus. */
  | { type: 'CLOSE' }
  /** Escape. */
  | { type: 'DISMISS' }
  | { type: 'INPUT'; text: string }
  /** ArrowDown, ArrowUp, Home, End. */
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'FIRST' }
  | { type: 'LAST' }
  /** Enter. */
  | { type: 'CHOOSE_ACTIVE' }
  /** An option was clicked. */
  | { type: 'SELECT'; port: PortChoice }
  /** The page's value, whenever it may have changed. */
  | { type: 'VALUE'; value: PortChoice | null };

export type PortComboboxEmitted = { type: 'change'; port: PortChoice | null };

/**
 * A well-formed UN/LOCODE typed in full counts as that port without a pick, so that a visitor who
 * knows the code may type it and search at once (the server says so if no such place exists).
 */
const typedPort = (text: string): PortChoice | null => {
  const code = normaliseUnLocode(text);
  return isUnLocode(code) ? { code, nameEn: '', nameCn: '', country: countryOfUnLocode(code) } : null;
};

const named = (port: PortChoice): boolean => port.nameEn !== '' || port.nameCn !== '';

/** A port shown by name needs no typed text; a bare code is shown as typed text, to look it up. */
const textFor = (port: PortChoice | null): string | null => (port && !named(port) ? port.code : null);

const samePort = (a: PortChoice | null, b: PortChoice | null): boolean =>
  a === b ||
  (a !== null && b !== null && a.code === b.code && a.nameEn === b.nameEn && a.nameCn === b.nameCn);

const choiceOf = ({ code, nameEn, nameCn, country }: PortChoice): PortChoice => ({
  code,
  nameEn,
  nameCn,
  country,
});
export const fromRecent = ({ id, nameEn, nameCn, country }: RecentPort): PortChoice => ({
  code: id,
  nameEn,
  nameCn,
  country,
});
const toRecent = ({ code, nameEn, nameCn, country }: PortChoice): RecentPort => ({
  id: code,
  nameEn,
  nameCn,
  country,
});

/** What is looked up: the typed text, trimmed; '' while the field is empty or shows its port. */
export const keywordOf = (context: Pick<PortComboboxContext, 'text'>): string => (context.text ?? '').trim();

/** The options the list shows: the recent ports for an empty keyword, else the lookup's matches. */
export const optionsOf = (context: PortComboboxContext): readonly PortChoice[] =>
  keywordOf(context) === '' ? context.recent : context.lookup === 'found' ? context.found : [];

const statusOf = (report: LookupReport): LookupStatus =>
  report.value === 'idle' || report.value === 'found' || report.value === 'failed'
    ? report.value
    : 'searching';

/** The next active index, wrapping at both ends; -1 while there is nothing to activate. */
const step = (context: PortComboboxContext, by: 1 | -1): number => {
  const count = optionsOf(context).length;
  if (count === 0) return -1;
  if (context.active < 0) return by === 1 ? 0 : count - 1;
  return (context.active + by + count) % count;
};

const portComboboxSetup = setup({
  types: {
    context: {} as PortComboboxContext,
    events: {} as PortComboboxEvent,
    input: {} as PortComboboxInput,
    emitted: {} as PortComboboxEmitted,
  },
  actors: { portLookup: portLookupMachine },
  guards: {
    /** The typed text stands for another port than the field's (a code in full, or none). */
    typesAnotherPort: ({ context, event }) => {
      if (event.type !== 'INPUT') return false;
      const port = typedPort(event.text);
      return port ? port.code !== context.value?.code : context.value !== null;
    },
    isAnotherPort: ({ context, event }) => event.type === 'VALUE' && !samePort(event.value, context.value),
    hasOptions: ({ context }) => optionsOf(context).length > 0,
    /** The lookup's reports count while it looks up typed text; an empty field lists recent ports. */
    hasKeyword: ({ context }) => keywordOf(context) !== '',
    hasActive: ({ context }) => optionsOf(context)[context.active] !== undefined,
  },
  actions: {
    takeText: assign({
      text: ({ context, event }) => (event.type === 'INPUT' ? event.text : context.text),
      active: -1,
    }),
    takeTypedPort: assign({
      value: ({ context, event }) => (event.type === 'INPUT' ? typedPort(event.text) : context.value),
    }),
    takeValue: assign(({ context, event }) => {
      const value = event.type === 'VALUE' ? event.value : context.value;
      return { value, text: textFor(value), active: -1 };
    }),
    choose: assign(({ context, event }) => {
      const chosen = event.type === 'SELECT' ? event.port : optionsOf(context)[context.active];
      if (chosen === undefined) return {};
      const value = choiceOf(chosen);
      return {
        value,
        text: textFor(value),
        active: -1,
        recent: context.recentList
          ? addRecentPort(context.recent.map(toRecent), toRecent(value)).map(fromRecent)
          : context.recent,
      };
    }),
    /** Provided by the app: the chosen port goes first in its stored recent list, if the field keeps one. */
    rememberPort: (_, _params: { list: RecentPortList; port: RecentPort } | null) => {},
    announce: emit(({ context }) => ({ type: 'change' as const, port: context.value })),
    highlightNext: assign({ active: ({ context }) => step(context, 1) }),
    highlightPrevious: assign({ active: ({ context }) => step(context, -1) }),
    highlightFirst: assign({ active: ({ context }) => (optionsOf(context).length > 0 ? 0 : -1) }),
    highlightLast: assign({ active: ({ context }) => optionsOf(context).length - 1 }),
    /** What the lookup is about to do with the keyword: search it, or nothing while it is empty. */
    expectLookup: assign({
      lookup: ({ context }) => (keywordOf(context) === '' ? 'idle' : 'searching'),
      found: [],
    }),
    forgetList: assign({ active: -1, lookup: 'idle', found: [] }),
    /** The keyword to the lookup, or nothing to look up while the list shows the recent ports. */
    lookUp: sendTo(
      'lookup',
      ({ context }): PortLookupEvent =>
        keywordOf(context) === ''
          ? { type: 'STOP' }
          : { type: 'SEARCH', query: { keyword: keywordOf(context), kind: context.kind } },
    ),
    /** A new list of matches starts with nothing active. */
    takeLookup: assign(({ context }, report: LookupReport) => {
      const lookup = statusOf(report);
      return {
        lookup,
        found: lookup === 'found' ? report.context.ports.map(choiceOf) : [],
        active: lookup === context.lookup ? context.active : -1,
      };
    }),
  },
});

/** A port chosen from the list: it is the field's, it goes first in the recent list, the page hears of it. */
const chosen = [
  'choose',
  {
    type: 'rememberPort',
    params: ({ context }: { context: PortComboboxContext }) =>
      context.recentList && context.value
        ? { list: context.recentList, port: toRecent(context.value) }
        : null,
  },
  'announce',
] as const;

export const portComboboxMachine = portComboboxSetup.createMachine({
  id: PORT_COMBOBOX_MACHINE_ID,
  meta: {
    spec: ['§3 Recently used ports (shown instead while the field is empty)', '§9 Recently used port lists'],
  },
  description:
    'A port field as an ARIA combobox: the list opens and closes, an option is active, one is chosen; typed text is looked up by the portLookup child, an empty field lists the recently used ports.',
  context: ({ input }) => ({
    value: input.value,
    text: textFor(input.value),
    kind: input.kind,
    recentList: input.recent?.list ?? null,
    recent: input.recent?.ports.map(fromRecent) ?? [],
    lookup: 'idle',
    found: [],
    active: -1,
  }),
  initial: 'closed',
  states: {
    closed: {
      description: 'The list is closed; the field shows its port or what was typed.',
      // On entry, not on leaving the list: the option chosen on the way out is read first.
      entry: 'forgetList',
      on: {
        OPEN: { target: 'open' },
        NEXT: { target: 'open', actions: 'highlightFirst' },
        PREVIOUS: { target: 'open', actions: 'highlightLast' },
        INPUT: [
          { guard: 'typesAnotherPort', target: 'open', actions: ['takeText', 'takeTypedPort', 'announce'] },
          { target: 'open', actions: 'takeText' },
        ],
        VALUE: { guard: 'isAnotherPort', actions: 'takeValue' },
      },
    },
    open: {
      description:
        'The list is open: the recently used ports for an empty field, else the lookup of the typed text (searching, its matches, none, or failed).',
      entry: ['expectLookup', 'lookUp'],
      invoke: {
        id: 'lookup',
        src: 'portLookup',
        onSnapshot: {
          guard: 'hasKeyword',
          actions: { type: 'takeLookup', params: ({ event }) => event.snapshot },
          description: 'The lookup searching, its matches, or its failure.',
        },
      },
      on: {
        CLOSE: { target: 'closed' },
        DISMISS: { target: 'closed' },
        NEXT: { actions: 'highlightNext' },
        PREVIOUS: { actions: 'highlightPrevious' },
        FIRST: { guard: 'hasOptions', actions: 'highlightFirst' },
        LAST: { guard: 'hasOptions', actions: 'highlightLast' },
        CHOOSE_ACTIVE: { guard: 'hasActive', target: 'closed', actions: chosen },
        SELECT: { target: 'closed', actions: chosen },
        INPUT: [
          {
            guard: 'typesAnotherPort',
            actions: ['takeText', 'takeTypedPort', 'announce', 'expectLookup', 'lookUp'],
          },
          { actions: ['takeText', 'expectLookup', 'lookUp'] },
        ],
        VALUE: { guard: 'isAnotherPort', actions: ['takeValue', 'expectLookup', 'lookUp'] },
      },
    },
  },
});

export type PortComboboxMachine = typeof portComboboxMachine;
export type PortComboboxSnapshot = SnapshotFrom<PortComboboxMachine>;
