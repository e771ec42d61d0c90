import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { PlaceRef } from '../../domain/api/freight.ts';

/**
 * The type-ahead of the port field on every freight page (a UN/LOCODE or a name in either
 * language; the spec names the field, not its search). A new keyword restarts the pause and drops the search in flight, so an answer
 * to an older keyword can never replace a newer one's.
 */
export const PORT_LOOKUP_MACHINE_ID = 'portLookup';

/** Type-ahead waits this long after the last key before asking the server (ours: the spec gives none). */
export const PORT_SEARCH_DEBOUNCE_MS = 250;

export interface PortQuery {
  keyword: string;
  /** Only places of this kind (seaport, rail terminal, inland city). */
  kind?: PlaceRef['kind'] | undefined;
}

interface PortLookupContext {
  query: PortQuery;
  ports: PlaceRef[];
}

export type PortLookupEvent =
  /** The field is open and its text is something to look up. */
  | { type: 'SEARCH'; query: PortQuery }
  /** The list closed, or the field shows the recently used ports instead. */
  | { type: 'STOP' };

export const portLookupMachine = setup({
  types: {
    context: {} as PortLookupContext,
    events: {} as PortLookupEvent,
  },
  actors: {
    searchPorts: fromPromise<PlaceRef[], PortQuery>(() =>
      Promise.reject(new Error('searchPorts must be provided by the app')),
    ),
  },
  delays: {
    portSearchDebounce: PORT_SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: PORT_LOOKUP_MACHINE_ID,
  meta: {
    spec: ['§3 Recently used ports (shown instead while the field is empty)', '§9 Recently used port lists'],
  },
  description:
    'Port type-ahead: search after a pause in typing; a newer keyword cancels the older search so answers never arrive out of order.',
  context: { query: { keyword: '' }, ports: [] },
  initial: 'idle',
  on: {
    SEARCH: {
      target: '.debouncing',
      reenter: true,
      actions: assign({ query: ({ event }) => event.query }),
      description: 'From any state: a new keyword restarts the pause and drops a running search.',
    },
    STOP: {
      target: '.idle',
      description: 'From any state: nothing is looked up while the list is closed or shows recent ports.',
    },
  },
  states: {
    idle: {
      description: 'No lookup runs; the list shows the recently used ports or nothing.',
    },
    debouncing: {
      description: 'The visitor is typing: the search waits portSearchDebounce after the last key.',
      tags: ['loading'],
      after: { portSearchDebounce: { target: 'searching' } },
    },
    searching: {
      description: 'The ports matching the keyword are being fetched (searchPorts, 10 per page).',
      tags: ['loading'],
      invoke: {
        id: 'searchPorts',
        src: 'searchPorts',
        input: ({ context }) => context.query,
        onDone: { target: 'found', actions: assign({ ports: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ ports: [] }) },
      },
    },
    found: {
      description: 'The matching ports are listed (possibly none: the list says no port matches).',
    },
    failed: {
      description: 'The lookup failed: the list says so and the next keystroke tries again.',
      tags: ['error'],
    },
  },
});

export type PortLookupMachine = typeof portLookupMachine;
export type PortLookupSnapshot = SnapshotFrom<PortLookupMachine>;
