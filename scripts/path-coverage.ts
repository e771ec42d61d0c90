import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineRegistry } from '../machines/registry.ts';
import { type CoverageCount, isComplete, measureCoverage } from '../tests/machines/harness/coverage.ts';
import { joinModels, loadModelFiles } from '../tests/machines/harness/model.ts';
import { PATH_RESULTS_DIR } from '../tests/machines/harness/path-record.ts';
import { generatePaths } from '../tests/machines/harness/paths.ts';
import { writePathReport } from './path-report/write-report.ts';

/**
 * `npm run test:paths`: runs the model-based path tests, then prints how much of each registered
 * machine they cover. Fails when a test fails, registered machines and test models do not match one
 * to one, or a machine is below 100% of its states or transitions. `--coverage-only` skips the run:
 * npm test has just run them with every project. `--report` then writes the tester's report of
 * the run, `.test-results/paths/report.html`, from the result files the path tests wrote.
 */

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
const width = Math.max(7, ...coverages.map((coverage) => coverage.machineId.length));
console.log('\nPath coverage of the registered statecharts');
console.log(`${'machine'.padEnd(width)}  ${'paths'.padStart(5)}  ${'states'.padEnd(14)}  transitions`);
for (const coverage of coverages) {
  const { machineId, paths, states, transitions } = coverage;
  console.log(
    `${machineId.padEnd(width)}  ${String(paths).padStart(5)}  ${percent(states).padEnd(14)}  ${percent(transitions)}`,
  );
  for (const missing of states.missing) console.log(`  state not reached: ${missing}`);
  for (const missing of transitions.missing) console.log(`  transition not taken: ${missing}`);
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
process.exit(run.status === 0 && incomplete.length === 0 && problems.length === 0 ? 0 : 1);
