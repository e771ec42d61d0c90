import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inspect, stripVTControlCharacters } from 'node:util';
import { stateName, transitionName } from '../../../scripts/path-report/reached.ts';
import { readMachineDefinition } from '../../../scripts/statecharts/definition.ts';
import { replayPath } from './coverage.ts';
import type { TestedMachine } from './model.ts';
import type { MachineRunResult, PathResult, PathRunner, PathStepResult } from './path-results.ts';
import { describeStateValue, type MachinePath, machineUnderTest } from './paths.ts';

/**
 * Collects what path tests did, path by path, and writes it as one result file per machine and
 * runner (`<dir>/<runner>/<machineId>.json`), which `npm run test:paths -- --report` draws. Every run
 * writes them: a few kilobytes per machine, and the report then works after any test run.
 */

/** `.test-results/paths`, or `PATH_RESULTS_DIR` when set. */
export const PATH_RESULTS_DIR =
  process.env.PATH_RESULTS_DIR ??
  // A string, not a URL: jsdom test files replace the global URL.
  join(dirname(fileURLToPath(import.meta.url)), '../../../.test-results/paths');

export type PathOutcome = Pick<PathResult, 'outcome' | 'failedStep' | 'error'>;

export interface PathRecorder {
  /** `screenshots`: a browser run's screenshot after each step, relative to the results folder. */
  record(path: MachinePath, outcome: PathOutcome, screenshots?: readonly (string | undefined)[]): void;
  /** What was recorded so far, as the result file holds it. */
  result(): MachineRunResult;
  /** Writes the result file; returns its path. */
  write(): Promise<string>;
}

const shown = (value: unknown): string => inspect(value, { depth: 8, breakLength: 120, sorted: true });

/**
 * The message of a failure, without terminal colours; an assertion's message abbreviates both
 * sides (`expected { …(2) } to deeply equal { …(2) }`), so both follow in full.
 */
export const failureText = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const sides =
    'expected' in error && 'actual' in error
      ? `\nexpected (model): ${shown(error.expected)}\nactual (system): ${shown(error.actual)}`
      : '';
  return stripVTControlCharacters(`${error.message}${sides}`);
};

export const createPathRecorder = (
  entry: TestedMachine,
  runner: PathRunner,
  dir: string = PATH_RESULTS_DIR,
): PathRecorder => {
  const definition = readMachineDefinition(entry);
  const machine = machineUnderTest(entry);
  const statesById = new Map(definition.states.map((state) => [state.id, state]));
  const edgesByKey = new Map(definition.edges.map((edge) => [edge.key, edge]));
  const paths: PathResult[] = [];
  const states = new Set<string>();
  const transitions = new Set<string>();

  const record: PathRecorder['record'] = (path, outcome, screenshots = []) => {
    const replayed = replayPath(entry, machine, path.steps);
    const steps = path.steps.map((step, index): PathStepResult => {
      const taken = replayed[index]!.edges.map((key) => transitionName(edgesByKey.get(key)!));
      const screenshot = screenshots[index];
      return {
        label: step.label || 'start',
        state: describeStateValue(step.state.value),
        ...(taken.length ? { transition: taken.join('; ') } : {}),
        ...(screenshot ? { screenshot } : {}),
      };
    });
    // Only the steps where app and model agreed count as reached.
    for (const step of replayed.slice(0, outcome.failedStep ?? replayed.length)) {
      for (const id of step.states) {
        const state = statesById.get(id);
        if (state) states.add(stateName(state));
      }
      for (const key of step.edges) transitions.add(transitionName(edgesByKey.get(key)!));
    }
    paths.push({ description: path.description, steps, ...outcome });
  };

  const result = (): MachineRunResult => ({
    machineId: definition.id,
    runner,
    paths: [...paths].sort((a, b) => (a.description < b.description ? -1 : 1)),
    reached: { states: [...states].sort(), transitions: [...transitions].sort() },
  });

  return {
    record,
    result,
    write: async () => {
      const folder = join(dir, runner);
      const file = join(folder, `${definition.id}.json`);
      await mkdir(folder, { recursive: true });
      await writeFile(file, `${JSON.stringify(result(), null, 2)}\n`);
      return file;
    },
  };
};

/** Records into `recorder` with each path named after where it ran: one machine, several pages. */
export const recordingThrough = (recorder: PathRecorder, where: string): PathRecorder => ({
  ...recorder,
  record: (path, outcome, screenshots) =>
    recorder.record({ ...path, description: `${where}: ${path.description}` }, outcome, screenshots),
});
