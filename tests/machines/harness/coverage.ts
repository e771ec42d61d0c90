import { type AnyStateMachine, type AnyTransitionDefinition, createActor } from 'xstate';
import { markReached } from '../../../scripts/path-report/reached.ts';
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

/** The state ids and edge keys of the definition that one path walks. */
export interface PathReach {
  states: Set<string>;
  edges: Set<string>;
}

/** Replays one path on the machine and reports what it walked. */
const reachOfPath = (entry: TestedMachine, path: MachinePath): PathReach => {
  const replayed = replayPath(entry, machineUnderTest(entry), path.steps);
  return {
    states: new Set(replayed.flatMap((step) => step.states)),
    edges: new Set(replayed.flatMap((step) => step.edges)),
  };
};

/**
 * The fewest paths (greedily: each next one adds the most not yet walked, shorter first on a tie)
 * that together walk every state and transition the given paths walk: the set the browser runs,
 * where every path costs a page and a server round trip per step.
 */
export const coveringPaths = (entry: TestedMachine, paths: readonly MachinePath[]): MachinePath[] => {
  const reaches = paths.map((path) => ({ path, reach: reachOfPath(entry, path) }));
  const states = new Set<string>();
  const edges = new Set<string>();
  const chosen: MachinePath[] = [];
  const gain = ({ reach }: (typeof reaches)[number]): number =>
    [...reach.states].filter((id) => !states.has(id)).length +
    [...reach.edges].filter((key) => !edges.has(key)).length;
  while (true) {
    let best: (typeof reaches)[number] | undefined;
    let bestGain = 0;
    for (const candidate of reaches) {
      const value = gain(candidate);
      if (
        value > bestGain ||
        (value === bestGain && value > 0 && best && candidate.path.steps.length < best.path.steps.length)
      ) {
        best = candidate;
        bestGain = value;
      }
    }
    if (!best) return chosen;
    chosen.push(best.path);
    for (const id of best.reach.states) states.add(id);
    for (const key of best.reach.edges) edges.add(key);
  }
};

/** How much of the definition a set of reached state ids and edge keys is. */
export const coverageOfReach = (
  entry: TestedMachine,
  paths: number,
  reached: Pick<PathReach, 'states' | 'edges'>,
): MachineCoverage => {
  const definition = readMachineDefinition(entry);
  const count = <T>(all: T[], isCovered: (item: T) => boolean, name: (item: T) => string): CoverageCount => {
    const missing = all.filter((item) => !isCovered(item)).map(name);
    return { covered: all.length - missing.length, total: all.length, missing };
  };
  return {
    machineId: definition.id,
    paths,
    states: count(
      definition.states,
      (state) => reached.states.has(state.id),
      (state) => state.path,
    ),
    transitions: count(
      definition.edges,
      (edge) => reached.edges.has(edge.key),
      (edge) => `${stateLabel(edge.source)} --${edgeLabel(edge)}--> ${edge.target.path}`,
    ),
  };
};

/**
 * Coverage of a path result file's `reached` names (a browser run's), against the definition: the
 * names are the result files' one naming (scripts/path-report/reached.ts), read back as the report
 * reads them.
 */
export const coverageOfNames = (
  entry: TestedMachine,
  paths: number,
  reached: { states: readonly string[]; transitions: readonly string[] },
): MachineCoverage => coverageOfReach(entry, paths, markReached(readMachineDefinition(entry), reached));

export const measureCoverage = (entry: TestedMachine, paths: readonly MachinePath[]): MachineCoverage => {
  const reached = { states: new Set<string>(), edges: new Set<string>() };
  for (const path of paths) {
    const reach = reachOfPath(entry, path);
    for (const id of reach.states) reached.states.add(id);
    for (const key of reach.edges) reached.edges.add(key);
  }
  return coverageOfReach(entry, paths.length, reached);
};

export const isComplete = ({ states, transitions }: MachineCoverage): boolean =>
  states.covered === states.total && transitions.covered === transitions.total;
