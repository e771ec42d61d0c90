import type { RegisteredMachine } from '../../machines/registry.ts';
import {
  type EdgeInfo,
  type MachineDefinition,
  readMachineDefinition,
  type StateKind,
  stateLabel,
  triggerLabel,
} from '../statecharts/definition.ts';

/**
 * What a reviewer compares between two versions of a machine, as plain JSON: states by dotted path,
 * transitions as (source, trigger, guard, target, actions), guards with their implementation text,
 * delays with their values and invoked actors by state. It is read through the same
 * `readMachineDefinition` as the diagrams, so a "transition" means the same thing in both.
 */

export interface StateDescription {
  kind: StateKind;
  initial?: string;
  entry: string[];
  exit: string[];
}

export interface TransitionDescription {
  /** Dotted path of the source state, or "any state" for the root's own transitions. */
  source: string;
  /** The event, `after <delay>` (its value is compared under delays), `<invoke> done`, `always`... */
  trigger: string;
  guard?: string;
  target: string;
  actions: string[];
}

export interface InvokeDescription {
  state: string;
  id: string;
  src: string;
}

export interface MachineDescription {
  id: string;
  /** By dotted path; the root is not listed. */
  states: Record<string, StateDescription>;
  transitions: TransitionDescription[];
  /**
   * Every guard a transition names, with the text of its implementation in `setup({ guards })`
   * (whitespace collapsed) so that a changed condition under the same name shows; '' for a
   * combinator (`and(a, b)`), whose parts are listed on their own.
   */
  guards: Record<string, string>;
  /** Delay values in ms; null where a computed delay has no value in the registry entry. */
  delays: Record<string, number | null>;
  invokes: InvokeDescription[];
}

/** A delayed transition is named by its delay alone: a new value is one delay change, not N edges. */
const triggerName = (edge: EdgeInfo): string =>
  edge.trigger.kind === 'after' ? `after ${edge.trigger.delay}` : triggerLabel(edge);

export const describeEdge = (edge: EdgeInfo): TransitionDescription => ({
  source: stateLabel(edge.source),
  trigger: triggerName(edge),
  ...(edge.guard ? { guard: edge.guard } : {}),
  target: edge.targetless ? stateLabel(edge.source) : stateLabel(edge.target),
  actions: edge.actions,
});

const implementationText = (implementation: unknown): string =>
  typeof implementation === 'function' ? String(implementation).replace(/\s+/g, ' ').trim() : '';

/** Guard names a transition uses, with the parts of combinators (`and(a, not(b))` gives a and b too). */
const guardNames = (guards: readonly string[]): string[] =>
  [...new Set(guards.flatMap((guard) => [guard, ...(guard.match(/[\w$]+(?=[,)])/g) ?? [])]))].sort();

export const describeDefinition = (
  definition: MachineDefinition,
  guardImplementations: Readonly<Record<string, unknown>>,
): MachineDescription => ({
  id: definition.id,
  states: Object.fromEntries(
    definition.states.map((state) => [
      state.path,
      {
        kind: state.kind,
        ...(state.initial ? { initial: state.initial } : {}),
        entry: state.entry,
        exit: state.exit,
      },
    ]),
  ),
  transitions: definition.edges.map(describeEdge),
  guards: Object.fromEntries(
    guardNames(definition.guards).map((name) => [name, implementationText(guardImplementations[name])]),
  ),
  delays: Object.fromEntries(
    definition.delays.map(({ name, ms }) => [name, Number.isFinite(ms) ? ms : null]),
  ),
  invokes: definition.invokes.map(({ state, id, src }) => ({ state: state || 'any state', id, src })),
});

export interface DescribedMachine {
  definition: MachineDefinition;
  description: MachineDescription;
}

export const describeMachine = (entry: RegisteredMachine): DescribedMachine => {
  const definition = readMachineDefinition(entry);
  const guards: Record<string, unknown> = entry.machine.implementations.guards;
  return { definition, description: describeDefinition(definition, guards) };
};
