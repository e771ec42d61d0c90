// Test counts from a Vitest JSON report (`--reporter=json --outputFile.json=FILE`), shared by
// scripts/test-all.ts and scripts/test-dates.ts.

import { existsSync, readFileSync } from 'node:fs';

/** Where scripts/test-dates.ts writes the report of the run pinned at the instant `id`. */
export const pinnedReport = (id: string): string => `.test-results/vitest-${id}.json`;

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
}

const readReport = (file: string): Report | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Report) : null;

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
  const report = readReport(file);
  if (report === null) return null;
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

/**
 * One line per failed test (or test file that failed before its tests ran): its file, its name and
 * the first line of its failure. Printed at the end of a run, because CI keeps only the log's tail.
 */
export const failedTests = (file: string): string[] => {
  const report = readReport(file);
  if (report === null) return [];
  const firstLine = (text: string | undefined): string => (text ?? '').trim().split('\n')[0] ?? '';
  const root = `${process.cwd()}/`;
  return report.testResults.flatMap((result) => {
    const where = result.name.startsWith(root) ? result.name.slice(root.length) : result.name;
    const failed = result.assertionResults.filter((test) => test.status === 'failed');
    if (result.status === 'failed' && failed.length === 0) return [`${where}: ${firstLine(result.message)}`];
    return failed.map((test) => `${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
};
