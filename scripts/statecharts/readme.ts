import type { RegisteredMachine } from '../../machines/registry.ts';
import {
  type EdgeInfo,
  edgeLabel,
  formatDuration,
  type MachineDefinition,
  type StateInfo,
  stateLabel,
  triggerLabel,
} from './definition.ts';

/** docs/statecharts/README.md: the index an auditor reads without opening the code. */

export interface DocumentedMachine {
  entry: RegisteredMachine;
  definition: MachineDefinition;
}

const cell = (value: string): string => value.replace(/\s+/g, ' ').replaceAll('|', '\\|').trim();
const code = (value: string): string => `\`${value}\``;
const list = (values: string[]): string => values.map(code).join(', ');
const specText = (entry: RegisteredMachine): string =>
  entry.spec.map((section) => `spec ${section}`).join('; ');

const table = (header: string[], rows: string[][]): string[] => [
  `| ${header.join(' | ')} |`,
  `|${header.map(() => '---').join('|')}|`,
  ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
];

const stateKind = (state: StateInfo, parent: StateInfo | undefined): string => {
  const initial = parent?.initial === state.key ? 'initial ' : '';
  return state.kind === 'history' ? `${initial}history (${state.history})` : `${initial}${state.kind}`;
};

const parentOf = (definition: MachineDefinition, state: StateInfo): StateInfo | undefined =>
  [definition.root, ...definition.states].find((candidate) => candidate.children.includes(state));

const statesSection = (definition: MachineDefinition): string[] =>
  table(
    ['State', 'Kind', 'Description', 'Entry / exit', 'Tags'],
    definition.states.map((state) => [
      code(state.path),
      stateKind(state, parentOf(definition, state)),
      state.description ?? '',
      [
        ...state.entry.map((action) => `entry / ${action}`),
        ...state.exit.map((action) => `exit / ${action}`),
      ].join('; '),
      list(state.tags),
    ]),
  );

const target = (edge: EdgeInfo): string => (edge.targetless ? '(stays)' : code(edge.target.path));

const transitionsSection = (definition: MachineDefinition): string[] =>
  table(
    ['From', 'Transition', 'To', 'Note'],
    definition.edges.map((edge) => [
      edge.source.path ? code(edge.source.path) : 'any state',
      code(edgeLabel(edge)),
      target(edge),
      edge.description ?? '',
    ]),
  );

const sources = (edges: EdgeInfo[]): string =>
  [...new Set(edges.map((edge) => stateLabel(edge.source)))]
    .map((label) => (label === 'any state' ? label : code(label)))
    .join(', ');

const eventsSection = (definition: MachineDefinition): string[] =>
  definition.events.map((event) => {
    const edges = definition.edges.filter(
      (edge) => edge.trigger.kind === 'event' && edge.trigger.event === event,
    );
    return `- ${code(event)}: handled in ${sources(edges)}`;
  });

const guardsSection = (definition: MachineDefinition): string[] =>
  definition.guards.map((guard) => {
    const edges = definition.edges.filter((edge) => edge.guard === guard);
    return `- ${code(guard)}: decides ${[...new Set(edges.map(triggerLabel))].map(code).join(', ')} in ${sources(edges)}`;
  });

const delaysSection = (definition: MachineDefinition): string[] =>
  definition.delays.map(({ name, ms }) => {
    const edges = definition.edges.filter(
      (edge) => edge.trigger.kind === 'after' && edge.trigger.delay === name,
    );
    return `- ${code(name)} = ${formatDuration(ms)}: leaves ${sources(edges)}`;
  });

const invokesSection = (definition: MachineDefinition): string[] =>
  table(
    ['Invoke id', 'Actor', 'In state', 'On done', 'On error'],
    definition.invokes.map((invoke) => {
      const targets = (kind: 'done' | 'error'): string =>
        definition.edges
          .filter((edge) => edge.trigger.kind === kind && edge.trigger.invokeId === invoke.id)
          .map((edge) => `${target(edge)}${edge.guard ? ` [${edge.guard}]` : ''}`)
          .join(', ') || '(not handled)';
      return [code(invoke.id), code(invoke.src), code(invoke.state), targets('done'), targets('error')];
    }),
  );

const orNone = (lines: string[]): string[] => (lines.length ? lines : ['None.']);

const machineSection = ({ entry, definition }: DocumentedMachine): string[] => [
  `## ${definition.id}`,
  '',
  definition.description ?? '',
  '',
  `Implements ${specText(entry)}.`,
  '',
  `![${definition.id} statechart](${definition.id}.svg)`,
  '',
  `Mermaid source: [${definition.id}.mmd](${definition.id}.mmd)`,
  '',
  '### States',
  '',
  ...statesSection(definition),
  '',
  '### Transitions',
  '',
  ...transitionsSection(definition),
  '',
  '### Events',
  '',
  ...orNone(eventsSection(definition)),
  '',
  '### Guards',
  '',
  ...orNone(guardsSection(definition)),
  '',
  '### Delays',
  '',
  ...orNone(delaysSection(definition)),
  '',
  '### Invoked actors',
  '',
  ...(definition.invokes.length ? invokesSection(definition) : ['None.']),
  '',
];

export const renderIndex = (machines: DocumentedMachine[]): string =>
  [
    '# Statecharts',
    '',
    'Generated by `npm run statecharts` from `machines/registry.ts`: do not edit by hand.',
    '`npm run statecharts:check` fails when these files and the machines disagree.',
    'How to register a machine, regenerate these files and run the path tests: [HOW-TO.md](HOW-TO.md).',
    'What a change does to behaviour since a commit: `npm run statecharts:diff -- <ref>`',
    '([HOW-TO.md](HOW-TO.md#review-a-change-of-behaviour)).',
    '',
    'States are named by their dotted path from the machine root (`qr.polling` is the `polling` state',
    'inside `qr`). "any state" marks a transition declared on the machine itself, taken from every state.',
    'Spec sections refer to the portal specification (`portal-spec.md`, kept outside this repository).',
    '',
    ...table(
      ['Machine', 'Purpose', 'Spec'],
      machines.map(({ entry, definition }) => [
        `[${definition.id}](#${definition.id})`,
        definition.description ?? '',
        specText(entry),
      ]),
    ),
    '',
    ...machines.flatMap(machineSection),
  ].join('\n');
