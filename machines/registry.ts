import type { AnyActorLogic, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { pageStateMachine } from './page-state/page-state.machine.ts';
import { bootstrapMachine } from './shell/bootstrap.machine.ts';
import { contactCardMachine } from './shell/contact-card.machine.ts';
import { sampleContact, sampleTenant } from './shell/samples.ts';
import { themeMachine } from './shell/theme.machine.ts';

/**
 * The one list of the portal's statecharts. The diagrams and their index (`npm run statecharts`),
 * the generated path tests and the coverage gate (`npm run test:paths`) all read it: registering a
 * machine here is all it takes for it to be drawn, documented and tested.
 */

/** Stands in for an invoked actor while path tests run. */
export interface ActorFake {
  /**
   * The logic provided in place of the real actor (`machine.provide({ actors })`). Default: a
   * promise that never settles, so the path test alone decides how the actor ends.
   */
  logic?: AnyActorLogic;
  /** Sample outputs; each becomes an `xstate.done.actor.<invoke id>` branch. Default: one, undefined. */
  done?: readonly unknown[];
  /** Sample errors; each becomes an `xstate.error.actor.<invoke id>` branch. Default: one, undefined. */
  error?: readonly unknown[];
}

type MachineEvent<TMachine extends AnyStateMachine> = EventFromLogic<TMachine>;

/** At least one sample per event type the machine declares, with realistic payloads. */
export type EventSamples<TMachine extends AnyStateMachine> = {
  [TType in MachineEvent<TMachine>['type']]: readonly [
    Extract<MachineEvent<TMachine>, { type: TType }>,
    ...Extract<MachineEvent<TMachine>, { type: TType }>[],
  ];
};

export interface MachineEntry<TMachine extends AnyStateMachine = AnyStateMachine> {
  machine: TMachine;
  /** One sentence for an auditor: what the machine decides. */
  purpose: string;
  /** The spec sections it implements, as text (the spec lives outside the repo). */
  spec: readonly string[];
  /**
   * Identity of a state for path generation: the value plus only the context that changes
   * behaviour. Everything else makes traversal explode or never end.
   */
  serializeState: (snapshot: SnapshotFrom<TMachine>) => string;
  /** Sample events; every sample is tried wherever the machine accepts its type. */
  events: EventSamples<TMachine>;
  /**
   * The input every path starts the machine with, for machines that take one. Guards that read
   * it are covered by varying the events and actor outputs, not the input.
   */
  input?: InputFrom<TMachine>;
  /** Fakes for invoked actors, keyed by the `src` name declared in `setup({ actors })`. */
  actors?: Readonly<Record<string, ActorFake>>;
  /**
   * Values in ms for delays that `setup({ delays })` computes from context; the docs and the fake
   * timers need a number. Plain numeric delays are read from the machine itself.
   */
  delays?: Readonly<Record<string, number>>;
}

/** Keeps each entry's types tied to its machine while the registry holds them side by side. */
export const defineMachineEntry = <TMachine extends AnyStateMachine>(
  entry: MachineEntry<TMachine>,
): MachineEntry => entry as unknown as MachineEntry;

export const machineRegistry: readonly MachineEntry[] = [
  defineMachineEntry({
    machine: pageStateMachine,
    purpose:
      'Decides which one of the seven page states a data page shows, from the outcome of its loads, searches, paging and sorting.',
    spec: ['§4 Other transitions: page-state helper'],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    events: {
      LOAD: [{ type: 'LOAD' }],
      SEARCH: [{ type: 'SEARCH' }],
      PAGE: [{ type: 'PAGE' }],
      SORT: [{ type: 'SORT' }],
      LOADED: [
        { type: 'LOADED', rows: 0 },
        { type: 'LOADED', rows: 12 },
      ],
      FAILED: [
        { type: 'FAILED', code: '500' },
        { type: 'FAILED', code: '401' },
      ],
      UNAUTHORIZED: [{ type: 'UNAUTHORIZED' }],
      RESET: [{ type: 'RESET' }],
    },
  }),
  defineMachineEntry({
    machine: bootstrapMachine,
    purpose:
      'Loads the tenant before the first render, clears a stale authorization when the company changed, and sends mobile visitors to the mobile site.',
    spec: [
      '§1 Branding and mobile redirect',
      '§4 Other transitions: a change of company id clears the authorization',
      '§7 getCompanyInfoById at start',
    ],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    // A returning mobile visitor of company 1: the tenant samples decide which guard holds.
    input: { storedCompanyId: 1, isMobileDevice: true },
    events: { RETRY: [{ type: 'RETRY' }] },
    actors: {
      loadTenant: {
        done: [
          sampleTenant(),
          sampleTenant({ companyId: 2 }),
          sampleTenant({ mobileDomainName: 'm.example.com' }),
        ],
        error: [new Error('network')],
      },
    },
  }),
  defineMachineEntry({
    machine: contactCardMachine,
    purpose:
      'Shows the floating customer-service card from its bubble, copies the phone or email, and reports the outcome with a toast and a persona event.',
    spec: ['§1 Customer-service contact card', '§8 Clipboard messages', '§9 Persona types 41 and 25'],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    events: {
      TOGGLE: [{ type: 'TOGGLE' }],
      CLOSE: [{ type: 'CLOSE' }],
      COPY: [
        { type: 'COPY', target: 'phone' },
        { type: 'COPY', target: 'email' },
      ],
    },
    actors: {
      loadContact: { done: [sampleContact], error: [new Error('network')] },
      copyToClipboard: { done: [undefined], error: [new Error('denied')] },
    },
  }),
  defineMachineEntry({
    machine: themeMachine,
    purpose:
      'Applies a valid picked colour to the theme and stores it; refuses anything else and keeps the colour.',
    spec: [
      '§2 Other helpers: theme colour picker',
      '§4 Changing the theme colour restyles the interface',
      '§5 Colour values',
    ],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    input: { colour: '#409eff' },
    events: {
      PICK: [
        { type: 'PICK', value: 'rgb(255,0,0)' },
        { type: 'PICK', value: 'rgb(256,0,0)' },
      ],
      RESET: [{ type: 'RESET', value: '#409eff' }],
    },
  }),
];
