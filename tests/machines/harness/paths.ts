import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  fromPromise,
  type StateValue,
} from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  type MachineDefinition,
  readMachineDefinition,
  triggerLabel,
} from '../../../scripts/statecharts/definition.ts';
import type { TestedMachine } from './model.ts';

/**
 * Turns a machine and its model into test paths with `xstate/graph`: the shortest path to every state,
 * every simple path, and one path through each transition the traversal found (shortest path to
 * its source, then the transition), so that every edge is walked at least once. Delays and
 * invoked actors are ordinary steps here; drivers decide how to make them happen.
 */

export type StepKind = 'init' | 'event' | 'after' | 'done' | 'error' | 'snapshot';

export interface PathStep {
  kind: StepKind;
  /** The event XState receives: a sample event, `xstate.after.*`, `xstate.done.actor.*`, `xstate.snapshot.*`... */
  event: EventObject;
  /** How people read the step: `LOADED(rows 0)`, `after qrPollInterval (2000 ms)`. */
  label: string;
  /** Milliseconds to advance for a delayed step. */
  ms?: number;
  /** The snapshot the model expects after the step. */
  state: AnyMachineSnapshot;
}

export interface MachinePath {
  /** Dotted states and steps: `default -> LOAD -> pageLoading -> LOADED(rows 0) -> empty`. */
  description: string;
  /** The first step is the machine starting (`xstate.init`). */
  steps: PathStep[];
}

const NEVER_SETTLES = fromPromise(() => new Promise<never>(() => {}));

/** The machine with its model's fakes and its registered delay values, as every path runs it. */
export const machineUnderTest = (entry: TestedMachine): AnyStateMachine => {
  const definition = readMachineDefinition(entry);
  const missing = definition.invokes
    .filter((invoke) => !entry.actors?.[invoke.src])
    .map((invoke) => invoke.src);
  if (missing.length) {
    throw new Error(
      `${definition.id}: give its model an actors fake for ${[...new Set(missing)].join(', ')}`,
    );
  }
  const actors = Object.fromEntries(
    Object.entries(entry.actors ?? {}).map(([src, fake]) => [src, fake.logic ?? NEVER_SETTLES]),
  );
  return entry.machine.provide({ actors, ...(entry.delays ? { delays: entry.delays } : {}) });
};

/** `working.{fetch.loading, clock.running}` for a state value, the dotted path for a plain one. */
export const describeStateValue = (value: StateValue): string => {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, child]) =>
    child ? `${key}.${describeStateValue(child)}` : key,
  );
  return parts.length === 1 ? parts[0]! : `{${parts.join(', ')}}`;
};

const formatPayload = (payload: unknown): string => {
  if (payload === undefined) return '';
  if (typeof payload !== 'object' || payload === null) return `(${String(payload)})`;
  const fields = Object.entries(payload).map(
    ([key, value]) => `${key} ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  return fields.length ? `(${fields.join(', ')})` : '';
};

/** `LOADED(rows 0)`: the type, then the payload fields. */
export const formatEvent = ({ type, ...payload }: EventObject): string => `${type}${formatPayload(payload)}`;

interface StepTemplate {
  kind: Exclude<StepKind, 'init'>;
  event: EventObject;
  label: string;
  ms?: number;
}

/** Every event the model may try: the samples, plus delays and actor outcomes of the definition. */
const stepTemplates = (entry: TestedMachine, { edges, invokes }: MachineDefinition): StepTemplate[] => {
  const samples: StepTemplate[] = Object.values<readonly EventObject[]>(entry.events)
    .flat()
    .map((event) => ({ kind: 'event', event, label: formatEvent(event) }));
  const srcOf = new Map(invokes.map((invoke) => [invoke.id, invoke.src]));
  const internal = edges.flatMap((edge): StepTemplate[] => {
    const { trigger, eventType } = edge;
    if (trigger.kind === 'after') {
      return [{ kind: 'after', event: { type: eventType }, label: triggerLabel(edge), ms: trigger.ms }];
    }
    if (trigger.kind === 'done' || trigger.kind === 'error' || trigger.kind === 'snapshot') {
      const fake = entry.actors?.[srcOf.get(trigger.invokeId) ?? ''];
      const outcomes = fake?.[trigger.kind] ?? [undefined];
      const field = { done: 'output', error: 'error', snapshot: 'snapshot' }[trigger.kind];
      return outcomes.map((outcome) => ({
        kind: trigger.kind,
        event: { type: eventType, [field]: outcome },
        label: `${triggerLabel(edge)}${formatPayload(outcome)}`,
      }));
    }
    return [];
  });
  const unique = new Map(
    [...samples, ...internal].map((template) => [JSON.stringify(template.event), template]),
  );
  return [...unique.values()];
};

type GraphStep = { event: EventObject; state: AnyMachineSnapshot };

/**
 * `produces`: the events (and actor outcomes) that may happen in a state; all the model's by
 * default. A page that binds the machine but causes only some of its events walks the paths that
 * these alone lead to (tests/e2e/support/browser-paths.ts).
 */
export const generatePaths = (
  entry: TestedMachine,
  produces: (event: EventObject, snapshot: AnyMachineSnapshot) => boolean = () => true,
): MachinePath[] => {
  const machine = machineUnderTest(entry);
  const templates = stepTemplates(entry, readMachineDefinition(entry));
  const templateOf = new Map(templates.map((template) => [JSON.stringify(template.event), template]));
  const serializeState = (snapshot: AnyMachineSnapshot): string => entry.serializeState(snapshot);
  const model = new TestModel<AnyMachineSnapshot, EventObject, unknown>(machine, {
    input: entry.input,
    serializeState,
    events: (snapshot: AnyMachineSnapshot) =>
      templates
        .map((template) => template.event)
        .filter((event) => snapshot.can(event) && produces(event, snapshot)),
  });

  const toPath = (graphSteps: readonly GraphStep[]): MachinePath => {
    const steps = graphSteps.map(({ event, state }, index): PathStep => {
      if (index === 0) return { kind: 'init', event, label: '', state };
      const { kind, label, ms } = templateOf.get(JSON.stringify(event))!;
      return { kind, event, label, state, ...(ms === undefined ? {} : { ms }) };
    });
    const description = steps
      .map((step) => `${step.label ? `${step.label} -> ` : ''}${describeStateValue(step.state.value)}`)
      .join(' -> ');
    return { description, steps };
  };

  const shortest = model.getShortestPaths({ allowDuplicatePaths: true });
  const toSource = new Map(shortest.map((path) => [serializeState(path.state), path.steps]));
  // Keyed by serialized state and event (branded strings in the xstate/graph types).
  const adjacency = model.getAdjacencyMap() as unknown as Record<
    string,
    { transitions: Record<string, GraphStep> }
  >;
  const throughEveryTransition = Object.entries(adjacency).flatMap(([source, { transitions }]) =>
    Object.values(transitions).map(({ event, state }) => [...toSource.get(source)!, { event, state }]),
  );
  const candidates = [
    ...shortest.map((path) => path.steps),
    ...model.getSimplePaths().map((path) => path.steps),
    ...throughEveryTransition,
  ];

  // A path that is the start of a longer one tests nothing the longer one does not.
  const keyOf = (steps: readonly GraphStep[]): string =>
    steps.map((step) => JSON.stringify(step.event)).join('\n');
  const byKey = new Map(candidates.map((steps) => [keyOf(steps), steps]));
  const keys = [...byKey.keys()];
  const kept = keys.filter((key) => !keys.some((other) => other !== key && other.startsWith(`${key}\n`)));
  return kept
    .map((key) => toPath(byKey.get(key)!))
    .sort((a, b) => (a.description < b.description ? -1 : a.description > b.description ? 1 : 0));
};
