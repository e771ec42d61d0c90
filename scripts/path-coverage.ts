import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineRegistry } from '../machines/registry.ts';
import {
  type CoverageCount,
  coverageOfNames,
  isComplete,
  type MachineCoverage,
  measureCoverage,
} from '../tests/machines/harness/coverage.ts';
import { joinModels, loadModelFiles } from '../tests/machines/harness/model.ts';
import { PATH_RESULTS_DIR } from '../tests/machines/harness/path-record.ts';
import type { MachineRunResult } from '../tests/machines/harness/path-results.ts';
import { generatePaths } from '../tests/machines/harness/paths.ts';
import { writePathReport } from './path-report/write-report.ts';

/**
 * `npm run test:paths`: runs the model-based path tests, then prints how much of each registered
 * machine they cover. Fails when a test fails, registered machines and test models do not match one
 * to one, or a machine is below 100% of its states or transitions. `--coverage-only` skips the run:
 * npm test has just run them with every project. `--report` then writes the tester's report of
 * the run, `.test-results/paths/report.html`, from the result files the path tests wrote.
 *
 * Then, when the Chromium path tests (tests/e2e/paths) left their result files in
 * `.test-results/paths/browser/`, what they reached in the real app, as a table of its own: a
 * machine below 100% there fails too, and so does a design-card machine the run left no file for
 * (each has its driver in tests/e2e/paths; a run of only some of them is not a browser pass).
 */

/** The design card's machines: each runs its paths in Chromium too (tests/e2e/paths). */
const DESIGN_CARD_MACHINES = ['loginDialog', 'qrLogin', 'session', 'resetLink', 'paymentWindow', 'dataPage'];
const BROWSER_RESULTS = join(PATH_RESULTS_DIR, 'browser');

const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const coverageOnly = process.argv.includes('--coverage-only');
// Result files of an earlier run must not pass for this run's; the browser runner's are its own.
if (!coverageOnly) {
  for (const runner of ['model', 'jsdom'])
    rmSync(join(PATH_RESULTS_DIR, runner), { recursive: true, force: true });
}
const run = coverageOnly
  ? { status: 0 }
  : spawnSync(process.execPath, [vitest, 'run', '--project', 'machines', 'tests/machines'], {
      stdio: 'inherit',
    });

const percent = ({ covered, total }: CoverageCount): string =>
  `${covered}/${total} (${total ? Math.floor((covered / total) * 100) : 100}%)`;

const { tested, problems } = joinModels(machineRegistry, await loadModelFiles());
const coverages = tested.map((entry) => measureCoverage(entry, generatePaths(entry)));
const printTable = (heading: string, rows: readonly MachineCoverage[]): void => {
  const width = Math.max(7, ...rows.map((coverage) => coverage.machineId.length));
  console.log(`\n${heading}`);
  console.log(`${'machine'.padEnd(width)}  ${'paths'.padStart(5)}  ${'states'.padEnd(14)}  transitions`);
  for (const coverage of rows) {
    const { machineId, paths, states, transitions } = coverage;
    console.log(
      `${machineId.padEnd(width)}  ${String(paths).padStart(5)}  ${percent(states).padEnd(14)}  ${percent(transitions)}`,
    );
    for (const missing of states.missing) console.log(`  state not reached: ${missing}`);
    for (const missing of transitions.missing) console.log(`  transition not taken: ${missing}`);
  }
};

printTable('Path coverage of the registered statecharts', coverages);

const browserCoverages = tested.flatMap((entry) => {
  const file = join(BROWSER_RESULTS, `${entry.machine.id}.json`);
  if (!existsSync(file)) return [];
  const result = JSON.parse(readFileSync(file, 'utf8')) as MachineRunResult;
  return [coverageOfNames(entry, result.paths.length, result.reached)];
});
const notRun = DESIGN_CARD_MACHINES.filter(
  (id) => !browserCoverages.some((coverage) => coverage.machineId === id),
);
const browserProblems = [
  ...browserCoverages
    .filter((coverage) => !isComplete(coverage))
    .map((coverage) => `${coverage.machineId}: below 100% in Chromium`),
  ...(browserCoverages.length ? notRun.map((id) => `${id}: no result file of the Chromium run`) : []),
];
if (browserCoverages.length) {
  printTable(
    'Path coverage in Chromium (the real app against the real server, tests/e2e/paths)',
    browserCoverages,
  );
}

if (process.argv.includes('--report')) {
  const report = await writePathReport({ resultsDir: PATH_RESULTS_DIR, machines: machineRegistry });
  console.log(`\nPath report (run ${report.runId}, ${report.failedPaths} failed paths): ${report.file}`);
}

const incomplete = coverages.filter((coverage) => !isComplete(coverage));
if (run.status !== 0) console.error('\nPath tests failed.');
if (problems.length) console.error(`\nMachines and models do not match:\n  ${problems.join('\n  ')}`);
if (incomplete.length) {
  console.error(`\nBelow 100%: ${incomplete.map((coverage) => coverage.machineId).join(', ')}`);
}
if (browserProblems.length) console.error(`\nIn Chromium:\n  ${browserProblems.join('\n  ')}`);
const passed = run.status === 0 && !incomplete.length && !problems.length && !browserProblems.length;
process.exit(passed ? 0 : 1);
