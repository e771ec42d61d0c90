import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { MachineRunResult, PathRunner } from '../../tests/machines/harness/path-results.ts';

/** Reads the result files of a run: `<dir>/<runner>/<machineId>.json`, per runner. */

export const RUNNERS: readonly PathRunner[] = ['model', 'jsdom', 'browser'];

export interface RunnerResult {
  result: MachineRunResult;
  /** The file's path, for the page. */
  file: string;
  /** When the file was written: a file left by an earlier, partial run shows as older. */
  written: Date;
}

const isRunResult = (value: unknown, runner: PathRunner): value is MachineRunResult => {
  if (typeof value !== 'object' || value === null) return false;
  const result = value as Partial<MachineRunResult>;
  return (
    typeof result.machineId === 'string' &&
    result.runner === runner &&
    Array.isArray(result.paths) &&
    Array.isArray(result.reached?.states) &&
    Array.isArray(result.reached?.transitions)
  );
};

export interface ReadResults {
  results: RunnerResult[];
  /** Files that are not result files of their runner's folder. */
  problems: string[];
}

export const readResults = async (dir: string): Promise<ReadResults> => {
  const results: RunnerResult[] = [];
  const problems: string[] = [];
  for (const runner of RUNNERS) {
    const folder = join(dir, runner);
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) =>
      name.endsWith('.json'),
    );
    for (const name of names.sort()) {
      const file = join(folder, name);
      try {
        const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
        if (isRunResult(parsed, runner))
          results.push({ result: parsed, file, written: (await stat(file)).mtime });
        else problems.push(`${file}: not a ${runner} path result`);
      } catch (error) {
        problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return { results, problems };
};
