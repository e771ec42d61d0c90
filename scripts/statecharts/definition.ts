import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { RegisteredMachine } from '../../machines/registry.ts';

/**
 * A machine's definition read from `machine.root`, in the terms an auditor and a tester use:
 * states by dotted path, and one edge per (source, trigger, guarded alternative, target). The
 * diagrams, the index and the coverage totals are all computed from this one reading, so they
 * cannot disagree about what a transition is.
 */

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface InvokeInfo {
  id: string;
  src: string;
  /** Dotted path of the state that invokes it. */
  state: string;
}

export interface StateInfo {
  /** XState id, e.g. `login-dialog.qr.polling`. */
  id: string;
  /** Dotted path from the root, e.g. `qr.polling`; '' for the root. */
  path: string;
  key: string;
  kind: StateKind;
  history?: 'shallow' | 'deep';
  description?: string;
  /** Key of the initial child of a compound state. */
  initial?: string;
  children: StateInfo[];
  entry: string[];
  exit: string[];
  tags: string[];
  invokes: InvokeInfo[];
}

export type Trigger =
  | { kind: 'event'; event: string }
  | { kind: 'after'; delay: string; ms: number }
  | { kind: 'done'; invokeId: string }
  | { kind: 'error'; invokeId: string }
  /** The invoked actor reported a new snapshot (`invoke.onSnapshot`). */
  | { kind: 'snapshot'; invokeId: string }
  | { kind: 'stateDone' }
  | { kind: 'always' };

export interface EdgeInfo {
  /** Stable identity, shared with the coverage computation. */
  key: string;
  source: StateInfo;
  target: StateInfo;
  /** The event XState handles, e.g. `xstate.after.qrPollInterval.login-dialog.qr`; '' for always. */
  eventType: string;
  trigger: Trigger;
  guard?: string;
  actions: string[];
  description?: string;
  /** No target: actions only, the state is not left. */
  targetless: boolean;
}

export interface DelayInfo {
  name: string;
  ms: number;
}

export interface MachineDefinition {
  id: string;
  description?: string;
  root: StateInfo;
  /** Every state below the root, in document order. */
  states: StateInfo[];
  edges: EdgeInfo[];
  events: string[];
  guards: string[];
  delays: DelayInfo[];
  invokes: InvokeInfo[];
  /** Breaches of the house rules (named delays, guards, actions; invoke ids); empty when clean. */
  problems: string[];
}

const AFTER_PREFIX = 'xstate.after.';
const DONE_ACTOR_PREFIX = 'xstate.done.actor.';
const ERROR_ACTOR_PREFIX = 'xstate.error.actor.';
const SNAPSHOT_PREFIX = 'xstate.snapshot.';
const DONE_STATE_PREFIX = 'xstate.done.state.';

export const edgeKey = (transition: AnyTransitionDefinition, index: number, target: AnyStateNode): string =>
  `${transition.source.id} ${transition.eventType || 'always'} #${index} -> ${target.id}`;

export const formatDuration = (ms: number): string =>
  ms >= 60_000 && ms % 60_000 === 0 ? `${ms / 60_000} min` : `${ms} ms`;

/** Delay values by name: numbers from `setup({ delays })`, then the entry's values for computed ones. */
export const resolveDelayValues = (entry: RegisteredMachine): Record<string, number> => {
  const values: Record<string, number> = {};
  const declared: Record<string, unknown> = entry.machine.implementations.delays;
  for (const [name, value] of Object.entries(declared)) if (typeof value === 'number') values[name] = value;
  return { ...values, ...entry.delays };
};

const guardName = (guard: unknown, problems: string[], where: string): string | undefined => {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  if (typeof guard === 'function' && 'guards' in guard && Array.isArray(guard.guards)) {
    // and() / or() / not() combinators: name them by their parts.
    return `${guard.name}(${guard.guards.map((inner) => guardName(inner, problems, where)).join(', ')})`;
  }
  problems.push(`${where}: inline guard; name it in setup({ guards })`);
  return 'inline guard';
};

/** Named actions only: built-ins (`xstate.assign`, the raise/cancel behind `after`) are bookkeeping. */
const actionNames = (actions: readonly unknown[], problems: string[], where: string): string[] =>
  actions.flatMap((action) => {
    // Named actions are strings or `{ type }`; built-in action creators are functions carrying `type`.
    const type = typeof action === 'string' ? action : (action as { type?: string } | null)?.type;
    if (type === undefined) {
      problems.push(`${where}: inline action; name it in setup({ actions })`);
      return ['inline action'];
    }
    return type.startsWith('xstate.') ? [] : [type];
  });

const readState = (node: AnyStateNode, problems: string[]): StateInfo => {
  const path = node.path.join('.');
  const where = `state '${path || '(root)'}'`;
  const invokes = node.invoke.map((invoke, index) => {
    // XState names an id-less invoke `<index>.<state id>`.
    if (invoke.id === `${index}.${node.id}`) problems.push(`${where}: invoke of '${invoke.src}' has no id`);
    return { id: invoke.id, src: String(invoke.src), state: path };
  });
  return {
    id: node.id,
    path,
    key: node.key,
    kind: node.type,
    ...(node.history ? { history: node.history } : {}),
    ...(node.description ? { description: node.description } : {}),
    ...(node.type === 'compound' && node.config.initial ? { initial: String(node.config.initial) } : {}),
    children: Object.values(node.states).map((child) => readState(child, problems)),
    entry: actionNames(node.entry, problems, `${where} entry`),
    exit: actionNames(node.exit, problems, `${where} exit`),
    tags: [...node.tags].sort(),
    invokes,
  };
};

const flatten = (state: StateInfo): StateInfo[] =>
  state.children.flatMap((child) => [child, ...flatten(child)]);

const triggerOf = (
  node: AnyStateNode,
  eventType: string,
  delays: Record<string, number>,
  problems: string[],
): Trigger => {
  if (eventType === '') return { kind: 'always' };
  if (eventType.startsWith(AFTER_PREFIX)) {
    const delayed = node.after.find((transition) => transition.eventType === eventType);
    const delay = String(delayed?.delay);
    if (typeof delayed?.delay === 'number') {
      problems.push(`state '${node.path.join('.')}': inline delay ${delay}; name it in setup({ delays })`);
      return { kind: 'after', delay, ms: delayed.delay };
    }
    const ms = delays[delay];
    if (ms === undefined) {
      problems.push(`delay '${delay}' is computed: give its value in ms in the registry entry's delays`);
    }
    return { kind: 'after', delay, ms: ms ?? Number.NaN };
  }
  if (eventType.startsWith(DONE_ACTOR_PREFIX))
    return { kind: 'done', invokeId: eventType.slice(DONE_ACTOR_PREFIX.length) };
  if (eventType.startsWith(ERROR_ACTOR_PREFIX)) {
    return { kind: 'error', invokeId: eventType.slice(ERROR_ACTOR_PREFIX.length) };
  }
  if (eventType.startsWith(SNAPSHOT_PREFIX))
    return { kind: 'snapshot', invokeId: eventType.slice(SNAPSHOT_PREFIX.length) };
  if (eventType.startsWith(DONE_STATE_PREFIX)) return { kind: 'stateDone' };
  return { kind: 'event', event: eventType };
};

export const readMachineDefinition = (entry: RegisteredMachine): MachineDefinition => {
  const { machine } = entry;
  const problems: string[] = [];
  const root = readState(machine.root, problems);
  const states = flatten(root);
  const byId = new Map([root, ...states].map((state) => [state.id, state]));
  const delayValues = resolveDelayValues(entry);
  const edges: EdgeInfo[] = [];

  const visit = (node: AnyStateNode): void => {
    const groups: [string, readonly AnyTransitionDefinition[]][] = [...node.transitions.entries()];
    if (node.always) groups.push(['', node.always]);
    for (const [eventType, transitions] of groups) {
      transitions.forEach((transition, index) => {
        const trigger = triggerOf(node, eventType, delayValues, problems);
        const where = `state '${node.path.join('.') || '(root)'}' on ${eventType || 'always'}`;
        const guard = guardName(transition.guard, problems, where);
        const actions = actionNames(transition.actions, problems, where);
        for (const target of transition.target ?? [node]) {
          edges.push({
            key: edgeKey(transition, index, target),
            source: byId.get(node.id)!,
            target: byId.get(target.id)!,
            eventType,
            trigger,
            ...(guard ? { guard } : {}),
            actions,
            ...(transition.description ? { description: transition.description } : {}),
            targetless: !transition.target,
          });
        }
      });
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);

  const sorted = (values: Iterable<string>): string[] => [...new Set(values)].sort();
  const delays = new Map<string, number>();
  for (const edge of edges)
    if (edge.trigger.kind === 'after') delays.set(edge.trigger.delay, edge.trigger.ms);

  return {
    id: machine.id,
    ...(machine.root.description ? { description: machine.root.description } : {}),
    root,
    states,
    edges,
    events: sorted(edges.flatMap((edge) => (edge.trigger.kind === 'event' ? [edge.trigger.event] : []))),
    guards: sorted(edges.flatMap((edge) => (edge.guard ? [edge.guard] : []))),
    delays: [...delays].map(([name, ms]) => ({ name, ms })).sort((a, b) => (a.name < b.name ? -1 : 1)),
    invokes: [root, ...states].flatMap((state) => state.invokes),
    problems: [...new Set(problems)],
  };
};

/** A state's name for people: its dotted path, or "any state" for the root's own transitions. */
export const stateLabel = (state: StateInfo): string => state.path || 'any state';

/** What fires an edge: the event, the named delay with its value, the actor's done, error or snapshot. */
export const triggerLabel = ({ trigger }: EdgeInfo): string =>
  trigger.kind === 'event'
    ? trigger.event
    : trigger.kind === 'after'
      ? `after ${trigger.delay} (${formatDuration(trigger.ms)})`
      : trigger.kind === 'done'
        ? `${trigger.invokeId} done`
        : trigger.kind === 'error'
          ? `${trigger.invokeId} error`
          : trigger.kind === 'snapshot'
            ? `${trigger.invokeId} snapshot`
            : trigger.kind === 'stateDone'
              ? 'done'
              : 'always';

/** The label of an edge in diagrams and tables: trigger [guard] / actions. */
export const edgeLabel = (edge: EdgeInfo): string => {
  const guard = edge.guard ? ` [${edge.guard}]` : '';
  const actions = edge.actions.length ? ` / ${edge.actions.join(', ')}` : '';
  return `${triggerLabel(edge)}${guard}${actions}`;
};
