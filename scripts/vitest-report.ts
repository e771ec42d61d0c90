// Test counts from a Vitest JSON report (`--reporter=json --outputFile.json=FILE`), shared by
// scripts/test-all.ts and scripts/test-dates.ts.

import { existsSync, readFileSync } from 'node:fs';

/** Where scripts/test-dates.ts writes the report of the run pinned at the instant `id`. */
export const pinnedReport = (id: string): string => `.test-results/vitest-${id}.json`;

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/**
 * Null when the run wrote no report (it stopped before the end). A test file that failed before
 * any test ran (an import error) counts as one failed test, so that a broken run never reads "0 failed".
 */
export const readCounts = (file: string): Counts | null => {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: { status: string; assertionResults: { status: string }[] }[];
  };
  const brokenFiles = report.testResults.filter(
    (result) =>
      result.status === 'failed' && !result.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
};

export const addCounts = (a: Counts, b: Counts): Counts => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
});

/** `N passed, N failed[, N skipped]`, the wording CI reads after `tests: `. */
export const formatCounts = ({ passed, failed, skipped }: Counts): string =>
  `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
