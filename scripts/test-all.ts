// `npm test`: every check, in order, stopping at the first failure. The cheap static checks run
// first so that a formatting slip fails in seconds, not after the browser tests.
// Vitest runs twice: every project at today's date, then the node projects with "now" pinned to New
// Year's Eve in Asia/Shanghai (scripts/test-dates.ts), so that CI keeps one pinned-date pass.
// The last line is `tests: N passed, N failed[, N skipped]`, the SUM of both runs' JSON reports, for CI;
// the line before it gives each run's counts.

import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import {
  addCounts,
  type Counts,
  failedTests,
  formatCounts,
  pinnedReport,
  readCounts,
} from './vitest-report.ts';

const node = process.execPath;
const bin = (name: string): string => `node_modules/.bin/${name}`;
const VITEST_JSON = '.test-results/vitest.json';
/** The pinned-date pass CI keeps (scripts/test-dates.ts names the instants). */
const PINNED_DATE = 'shanghai-new-year';

interface Step {
  name: string;
  command: string[];
}

const steps: Step[] = [
  { name: 'biome (format, lint, import direction)', command: [bin('biome'), 'check', '.'] },
  { name: 'tsc', command: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'statecharts up to date', command: [node, 'scripts/statecharts.ts', '--check'] },
  { name: 'OpenAPI lint (Redocly, recommended rules)', command: [node, 'scripts/openapi-lint.ts'] },
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
    name: "vitest pinned to New Year's Eve in Asia/Shanghai (node projects)",
    command: [node, 'scripts/test-dates.ts', '--date', PINNED_DATE, '--node-only'],
  },
  // The path tests ran with the machines project above; this step measures what they cover and
  // writes the tester's report (.test-results/paths/report.html, which CI keeps).
  { name: 'path coverage', command: [node, 'scripts/path-coverage.ts', '--coverage-only', '--report'] },
];

const pgNotice = process.env.TEST_DATABASE_URL
  ? undefined
  : 'NOTICE: TEST_DATABASE_URL is not set: the PostgreSQL server suite (server-postgres) is SKIPPED.\n' +
    '        export TEST_DATABASE_URL="$(bash scripts/pg-test-cluster.sh start)" to run it.';
if (pgNotice) console.log(pgNotice);

// Reports left by an earlier run must not be mistaken for this run's.
const reports = { today: VITEST_JSON, [PINNED_DATE]: pinnedReport(PINNED_DATE) };
for (const report of Object.values(reports)) rmSync(report, { force: true });

const summary: string[] = [];
let failedStep: string | undefined;
for (const step of steps) {
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

// A change of behaviour reads as behaviour, not as a changed SVG (scripts/statecharts-diff.ts):
// printed only when a machine differs from the previous commit, after a failed step too. It never
// fails the run: a first commit, or a shallow clone without a remote, is a one-line notice.
const behaviour = spawnSync(node, ['scripts/statecharts-diff.ts', 'HEAD~1', '--if-changed'], {
  encoding: 'utf8',
});
const behaviourReport = `${behaviour.stdout ?? ''}${behaviour.stderr ?? ''}`.trim();
if (behaviourReport)
  console.log(`\n=== statecharts: behaviour changes since the previous commit\n${behaviourReport}`);

console.log('\n=== summary');
console.log(summary.join('\n'));
if (pgNotice) console.log(pgNotice);

// Counted from the Vitest runs' JSON reports (scripts/vitest-report.ts), summed over the runs that
// wrote one: a test that ran at both dates counts twice.
const runs = Object.entries(reports).flatMap(([run, file]) => {
  const counts = readCounts(file);
  return counts === null ? [] : [{ run, counts }];
});
const failures = Object.entries(reports).flatMap(([run, file]) =>
  failedTests(file).map((line) => `  ${run}: ${line}`),
);
if (failures.length > 0) console.log(`failed tests:\n${failures.join('\n')}`);
if (runs.length > 0) {
  console.log(`vitest runs: ${runs.map(({ run, counts }) => `${run} ${formatCounts(counts)}`).join('; ')}`);
  const total = runs.reduce<Counts>((sum, { counts }) => addCounts(sum, counts), {
    passed: 0,
    failed: 0,
    skipped: 0,
  });
  console.log(`tests: ${formatCounts(total)}`);
} else {
  console.log(`no tests ran: stopped at "${failedStep}"`);
}
process.exit(failedStep ? 1 : 0);
