// `npm test`: every check in order, stopping at the first failure, then one closing line with the
// test counts (`tests: N passed, N failed`) that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const bin = (tool: string) => join('node_modules', '.bin', tool);
const RESULTS = join('.test-results', 'vitest.json');

interface Step {
  name: string;
  command: string;
  args: string[];
}

const steps: Step[] = [
  {
    name: 'format and lint (Biome, with the import-direction rule)',
    command: bin('biome'),
    args: ['check', '.'],
  },
  { name: 'types (tsc --noEmit)', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  {
    name: 'statechart diagrams match the machines',
    command: process.execPath,
    args: ['scripts/statecharts.ts', '--check'],
  },
  { name: 'build (vite build)', command: bin('vite'), args: ['build', '--logLevel', 'warn'] },
  {
    name: 'first-load bundle budget',
    command: process.execPath,
    args: ['scripts/bench-bundle.ts', '--budget'],
  },
  {
    name: 'tests (vitest: domain, machines, app, server, e2e)',
    command: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}`],
  },
  { name: 'path coverage of the statecharts', command: process.execPath, args: ['scripts/path-coverage.ts'] },
];

interface VitestSummary {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

function closingLine(): string {
  if (!existsSync(RESULTS)) return 'tests: 0 passed, 0 failed';
  const summary = JSON.parse(readFileSync(RESULTS, 'utf8')) as VitestSummary;
  const skipped = summary.numPendingTests + summary.numTodoTests;
  return `tests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

mkdirSync('.test-results', { recursive: true });
if (!process.env.TEST_DATABASE_URL) {
  console.log('note: TEST_DATABASE_URL is not set, so the PostgreSQL server suite is skipped (CI sets it).');
}

const started = Date.now();
let failed: string | null = null;
for (const step of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit' });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    failed = step.name;
    console.log(`✗ ${step.name} failed after ${seconds} s`);
    break;
  }
  console.log(`✓ ${step.name} (${seconds} s)`);
}

console.log(
  `\n${failed ? `FAILED at: ${failed}` : 'all checks passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
console.log(closingLine());
process.exit(failed ? 1 : 0);
