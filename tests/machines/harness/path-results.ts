/**
 * What one run of model-based path tests reached, written per machine and per runner as JSON under
 * `.test-results/paths/<runner>/<machineId>.json`, read by `npm run test:paths -- --report`.
 * Runners: `model` (the machine against its model's fakes), `jsdom` (rendered components),
 * `browser` (the real app against the real server in Chromium).
 */
export type PathRunner = 'model' | 'jsdom' | 'browser';

export interface PathStepResult {
  /** How people read the step: `LOADED(rows 0)`, `after qrPollInterval (2000 ms)`. */
  label: string;
  /** The state value the model expects after the step, dotted (`polling.waiting`). */
  state: string;
  /** The transition the step took, `source -> EVENT -> target`, when it took one. */
  transition?: string;
  /** Browser runs: the screenshot after the step, relative to `.test-results/paths/`. */
  screenshot?: string;
}

export interface PathResult {
  /** `default -> LOAD -> pageLoading -> LOADED(rows 0) -> empty`. */
  description: string;
  steps: PathStepResult[];
  outcome: 'passed' | 'failed';
  /** A failed path: the index in `steps` where app and model disagreed, and what was seen. */
  failedStep?: number;
  error?: string;
}

export interface MachineRunResult {
  machineId: string;
  runner: PathRunner;
  paths: PathResult[];
  /** Dotted state ids and `source -> EVENT -> target` transitions the run reached. */
  reached: { states: string[]; transitions: string[] };
}
