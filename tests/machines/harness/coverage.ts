import { type AnyTransitionDefinition, createActor } from 'xstate';
import {
  edgeKey,
  edgeLabel,
  readMachineDefinition,
  stateLabel,
} from '../../../scripts/statecharts/definition.ts';
import type { TestedMachine } from './model.ts';
import { type MachinePath, machineUnderTest } from './paths.ts';

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

export const measureCoverage = (entry: TestedMachine, paths: readonly MachinePath[]): MachineCoverage => {
  const definition = readMachineDefinition(entry);
  const machine = machineUnderTest(entry);
  const reachedStates = new Set<string>();
  const takenEdges = new Set<string>();

  for (const path of paths) {
    const actor = createActor(machine, {
      input: entry.input,
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.microstep' || inspection.actorRef !== actor) return;
        for (const transition of inspection._transitions) {
          for (const target of transition.target ?? [transition.source]) {
            takenEdges.add(edgeKey(transition, indexInGroup(transition), target));
            reachedStates.add(target.id);
          }
        }
      },
    });
    actor.start();
    const record = (): void => {
      for (const node of actor.getSnapshot()._nodes) reachedStates.add(node.id);
    };
    record();
    for (const step of path.steps.slice(1)) {
      actor.send(step.event);
      record();
    }
    actor.stop();
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
