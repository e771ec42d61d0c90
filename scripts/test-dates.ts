// `npm run test:dates`: the Vitest projects replayed with "now" pinned to awkward instants
// (TEST_NOW, read by tests/support/test-clock.ts), one run per instant, and one pass/fail line each.
//   node scripts/test-dates.ts                    all five instants: domain, machines, app, server-sqlite
//                                                 (and server-postgres when TEST_DATABASE_URL is set)
//   node scripts/test-dates.ts --e2e              also the Chromium tests (run `vite build` first); their
//                                                 server starts its clock there (PORTAL_CLOCK, demo mode)
//   node scripts/test-dates.ts --date shanghai-new-year --node-only
//                                                 one instant, node projects only (no jsdom): npm test's step
// Each run writes its Vitest JSON report to .test-results/vitest-<id>.json. Exit 1 when any run fails.

import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatCounts, pinnedReport, readCounts } from './vitest-report.ts';

interface PinnedDate {
  id: string;
  what: string;
  now: string;
  tz: string;
}

const PINNED_DATES: readonly PinnedDate[] = [
  { id: 'month-end', what: 'a month end', now: '2026-01-31T23:30:00Z', tz: 'UTC' },
  { id: 'monday', what: 'a Monday', now: '2026-11-23T09:00:00+08:00', tz: 'UTC' },
  { id: 'sunday', what: 'a Sunday', now: '2026-11-29T22:00:00+08:00', tz: 'UTC' },
  { id: 'leap-day', what: 'Feb 29 of a leap year', now: '2028-02-29T12:00:00Z', tz: 'UTC' },
  // 15:45 UTC on Dec 31 but 23:45 local: the UTC day and the local day agree, the hour does not.
  {
    id: 'shanghai-new-year',
    what: "New Year's Eve in Asia/Shanghai",
    now: '2026-12-31T23:45:00+08:00',
    tz: 'Asia/Shanghai',
  },
];

const { values } = parseArgs({
  options: {
    date: { type: 'string', multiple: true },
    'node-only': { type: 'boolean', default: false },
    e2e: { type: 'boolean', default: false },
  },
});

const unknown = (values.date ?? []).filter((id) => !PINNED_DATES.some((date) => date.id === id));
if (unknown.length > 0) {
  console.error(
    `test-dates: unknown --date ${unknown.join(', ')}; one of ${PINNED_DATES.map((d) => d.id).join(', ')}`,
  );
  process.exit(2);
}
const dates =
  values.date === undefined ? PINNED_DATES : PINNED_DATES.filter((d) => values.date!.includes(d.id));

const projects = [
  'domain',
  'machines',
  ...(values['node-only'] ? [] : ['app']),
  'server-sqlite',
  ...(process.env.TEST_DATABASE_URL ? ['server-postgres'] : []),
  ...(values.e2e ? ['e2e'] : []),
];

mkdirSync('.test-results', { recursive: true });
const lines: string[] = [];
for (const date of dates) {
  const report = pinnedReport(date.id);
  // A report left by an earlier run must not be mistaken for this run's.
  rmSync(report, { force: true });
  console.log(`\n=== TEST_NOW=${date.now} TZ=${date.tz} (${date.what}): ${projects.join(', ')}`);
  const started = performance.now();
  const result = spawnSync(
    'node_modules/.bin/vitest',
    [
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { stdio: 'inherit', env: { ...process.env, TEST_NOW: date.now, TZ: date.tz } },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const counts = readCounts(report);
  const ok = result.status === 0;
  lines.push(
    `  ${ok ? 'pass' : 'FAIL'}  ${date.now} TZ=${date.tz} (${date.what}): ` +
      `${counts === null ? 'no report' : formatCounts(counts)} in ${seconds} s`,
  );
}

console.log(`\n=== pinned dates (${projects.join(', ')})`);
console.log(lines.join('\n'));
process.exit(lines.every((line) => line.startsWith('  pass')) ? 0 : 1);
