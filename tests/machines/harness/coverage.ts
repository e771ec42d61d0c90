import { type AnyStateMachine, type AnyTransitionDefinition, createActor } from 'xstate';
import {
  edgeKey,
  edgeLabel,
  readMachineDefinition,
  stateLabel,
} from '../../../scripts/statecharts/definition.ts';
import type { TestedMachine } from './model.ts';
import { type MachinePath, machineUnderTest, type PathStep } from './paths.ts';

/**
 * How much of a machine's definition a set of paths walks. The paths are replayed on the machine
 * (delays and actor outcomes sent as their events, no clock), and XState's inspection reports
 * which transition definitions each step took: a guarded alternative counts only when it was
 * actually chosen. Totals come from the same definition reading the diagrams are drawn from.
 */

export interface CoverageCount {
  covered: number;
  total: number;
  /** What no path reached, by dotted path or edge label. */
  missing: string[];
}

export interface MachineCoverage {
  machineId: string;
  paths: number;
  states: CoverageCount;
  transitions: CoverageCount;
}

const indexInGroup = (transition: AnyTransitionDefinition): number => {
  const group = transition.eventType
    ? transition.source.transitions.get(transition.eventType)
    : transition.source.always;
  return group?.indexOf(transition) ?? -1;
};

/** What one step of a replayed path reached: the states active after it, the edges it took. */
export interface ReplayedStep {
  /** XState ids of the states the step entered on its way and those active after it. */
  states: string[];
  /** Edge keys (definition.ts `edgeKey`) of the transitions the step took. */
  edges: string[];
}

/**
 * Replays a path's steps on the machine under test (`machineUnderTest`) and reports, per step,
 * what it reached; the result is index-aligned with `steps`.
 */
export const replayPath = (
  entry: TestedMachine,
  machine: AnyStateMachine,
  steps: readonly PathStep[],
): ReplayedStep[] => {
  let taken: string[] = [];
  let entered: string[] = [];
  const reached: ReplayedStep[] = [];
  const actor = createActor(machine, {
    input: entry.input,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef !== actor) return;
      for (const transition of inspection._transitions) {
        for (const target of transition.target ?? [transition.source]) {
          taken.push(edgeKey(transition, indexInGroup(transition), target));
          entered.push(target.id);
        }
      }
    },
  });
  const record = (): void => {
    const active = actor.getSnapshot()._nodes.map((node) => node.id);
    reached.push({ states: [...new Set([...entered, ...active])], edges: taken });
    taken = [];
    entered = [];
  };
  actor.start();
  record();
  for (const step of steps.slice(1)) {
    actor.send(step.event);
    record();
  }
  actor.stop();
  return reached;
};

export const measureCoverage = (entry: TestedMachine, paths: readonly MachinePath[]): MachineCoverage => {
  const definition = readMachineDefinition(entry);
  const machine = machineUnderTest(entry);
  const reachedStates = new Set<string>();
  const takenEdges = new Set<string>();
  for (const path of paths) {
    for (const { states, edges } of replayPath(entry, machine, path.steps)) {
      for (const id of states) reachedStates.add(id);
      for (const key of edges) takenEdges.add(key);
    }
  }

  const count = <T>(all: T[], isCovered: (item: T) => boolean, name: (item: T) => string): CoverageCount => {
    const missing = all.filter((item) => !isCovered(item)).map(name);
    return { covered: all.length - missing.length, total: all.length, missing };
  };
  return {
    machineId: definition.id,
    paths: paths.length,
    states: count(
      definition.states,
      (state) => reachedStates.has(state.id),
      (state) => state.path,
    ),
    transitions: count(
      definition.edges,
      (edge) => takenEdges.has(edge.key),
      (edge) => `${stateLabel(edge.source)} --${edgeLabel(edge)}--> ${edge.target.path}`,
    ),
  };
};

export const isComplete = ({ states, transitions }: MachineCoverage): boolean =>
  states.covered === states.total && transitions.covered === transitions.total;
