// `npm test`: every check, in order, stopping at the first failure. The cheap static checks run
// first so that a formatting slip fails in seconds, not after the browser tests.
// The last line is `tests: N passed, N failed[, N skipped]` from Vitest's JSON report, for CI.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const node = process.execPath;
const bin = (name: string): string => `node_modules/.bin/${name}`;
const VITEST_JSON = '.test-results/vitest.json';

interface Step {
  name: string;
  command: string[];
  /** A script another team is still writing: skipped with a notice while its file is missing. */
  optionalFile?: string;
}

const steps: Step[] = [
  { name: 'biome (format, lint, import direction)', command: [bin('biome'), 'check', '.'] },
  { name: 'tsc', command: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'] },
  {
    name: 'statecharts up to date',
    command: [node, 'scripts/statecharts.ts', '--check'],
    optionalFile: 'scripts/statecharts.ts',
  },
  { name: 'vite build', command: [bin('vite'), 'build', '--logLevel', 'warn'] },
  { name: 'bundle budget', command: [node, 'scripts/bench-bundle.ts', '--budget'] },
  {
    name: 'vitest (all projects)',
    command: [
      bin('vitest'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${VITEST_JSON}`,
    ],
  },
  {
    name: 'path coverage',
    command: [node, 'scripts/path-coverage.ts'],
    optionalFile: 'scripts/path-coverage.ts',
  },
];

const pgNotice = process.env.TEST_DATABASE_URL
  ? undefined
  : 'NOTICE: TEST_DATABASE_URL is not set: the PostgreSQL server suite (server-postgres) is SKIPPED.\n' +
    '        export TEST_DATABASE_URL="$(bash scripts/pg-test-cluster.sh start)" to run it.';
if (pgNotice) console.log(pgNotice);

// A report left by an earlier run must not be mistaken for this run's.
rmSync(VITEST_JSON, { force: true });

const summary: string[] = [];
let failedStep: string | undefined;
for (const step of steps) {
  if (step.optionalFile && !existsSync(step.optionalFile)) {
    summary.push(`  skipped  ${step.name} (${step.optionalFile} does not exist yet)`);
    continue;
  }
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const started = performance.now();
  const [command, ...args] = step.command;
  const result = spawnSync(command!, args, { stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  summary.push(`  ${ok ? 'ok     ' : 'FAILED '}  ${step.name} (${seconds} s)`);
  if (!ok) {
    failedStep = step.name;
    console.log(`\n=== FAILED at step "${step.name}" (${result.error?.message ?? `exit ${result.status}`})`);
    break;
  }
}

console.log('\n=== summary');
console.log(summary.join('\n'));
if (pgNotice) console.log(pgNotice);

// Counted from Vitest's JSON. A test file that failed before any test ran (an import error)
// counts as one failed test, so that the closing line never reads "0 failed" for a broken run.
if (existsSync(VITEST_JSON)) {
  const report = JSON.parse(readFileSync(VITEST_JSON, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: { status: string; assertionResults: { status: string }[] }[];
  };
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  const skipped = report.numPendingTests + report.numTodoTests;
  console.log(
    `tests: ${report.numPassedTests} passed, ${report.numFailedTests + brokenFiles} failed` +
      (skipped > 0 ? `, ${skipped} skipped` : ''),
  );
} else {
  console.log(`no tests ran: stopped at "${failedStep}"`);
}
process.exit(failedStep ? 1 : 0);
