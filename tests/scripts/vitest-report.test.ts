import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addCounts, failedTests, formatCounts, readCounts } from '../../scripts/vitest-report.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'vitest-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const report = (name: string, content: unknown): string => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
};

describe('the counts line of npm test (scripts/vitest-report.ts)', () => {
  it('counts a file that failed before any test ran as one failed test', () => {
    const file = report('broken.json', {
      numPassedTests: 5,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 1,
      testResults: [
        { status: 'failed', assertionResults: [] },
        { status: 'failed', assertionResults: [{ status: 'failed' }, { status: 'passed' }] },
      ],
    });
    expect(readCounts(file)).toEqual({ passed: 5, failed: 2, skipped: 2 });
  });

  it('sums the run at today and the pinned-date run into one closing line', () => {
    const today = { passed: 1600, failed: 0, skipped: 1 };
    const pinned = { passed: 1100, failed: 2, skipped: 0 };
    expect(formatCounts(addCounts(today, pinned))).toBe('2700 passed, 2 failed, 1 skipped');
    expect(formatCounts({ passed: 3, failed: 0, skipped: 0 })).toBe('3 passed, 0 failed');
  });

  it('reads no counts from a run that wrote no report', () => {
    expect(readCounts(path.join(dir, 'missing.json'))).toBeNull();
  });

  it('names each failed test, or the file that failed before its tests ran, with its first failure line', () => {
    const file = report('failures.json', {
      numPassedTests: 1,
      numFailedTests: 1,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [
        {
          name: path.join(process.cwd(), 'tests/a.test.ts'),
          status: 'failed',
          message: 'Cannot find module x\n    at import',
          assertionResults: [],
        },
        {
          name: path.join(process.cwd(), 'tests/b.test.ts'),
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'b keeps' },
            {
              status: 'failed',
              fullName: 'b sums',
              failureMessages: ['expected 2 to be 3\n    at b.test.ts:4'],
            },
          ],
        },
      ],
    });
    expect(failedTests(file)).toEqual([
      'tests/a.test.ts: Cannot find module x',
      'tests/b.test.ts > b sums: expected 2 to be 3',
    ]);
    expect(failedTests(path.join(dir, 'missing.json'))).toEqual([]);
  });
});
