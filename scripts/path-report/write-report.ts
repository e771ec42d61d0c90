import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Graphviz } from '@hpcc-js/wasm-graphviz';
import type { RegisteredMachine } from '../../machines/registry.ts';
import { type MachineDefinition, readMachineDefinition } from '../statecharts/definition.ts';
import { coloredDiagram } from './diagram.ts';
import { type MachineSection, type RunnerSection, renderReportPage } from './page.ts';
import { edgeMatches, markReached } from './reached.ts';
import { RUNNERS, type RunnerResult, readResults } from './results.ts';

/**
 * Writes the tester's report of a run: the result files under `resultsDir`, drawn on the diagrams
 * of `machines`, into one HTML page (`<resultsDir>/report.html` unless told otherwise).
 */

export interface PathReportOptions {
  resultsDir: string;
  machines: readonly RegisteredMachine[];
  out?: string;
  now?: Date;
}

export interface WrittenReport {
  file: string;
  runId: string;
  failedPaths: number;
}

/** A screenshot path (relative to the results folder) as the page at `out` links it. */
const linkFrom = (out: string, resultsDir: string, screenshot: string): string =>
  relative(dirname(out), join(resultsDir, screenshot)).split(sep).map(encodeURIComponent).join('/');

const failedEdges = (definition: MachineDefinition, { result }: RunnerResult): Set<string> => {
  const names = result.paths.flatMap((path) =>
    path.outcome === 'failed' && path.failedStep !== undefined
      ? (path.steps[path.failedStep]?.transition?.split('; ') ?? [])
      : [],
  );
  return new Set(
    definition.edges
      .filter((edge) => names.some((name) => edgeMatches(edge, name, definition)))
      .map((edge) => edge.key),
  );
};

export const writePathReport = async (options: PathReportOptions): Promise<WrittenReport> => {
  const { resultsDir, machines } = options;
  const out = options.out ?? join(resultsDir, 'report.html');
  const now = options.now ?? new Date();
  const runId = `${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${randomUUID().slice(0, 8)}`;
  const { results, problems } = await readResults(resultsDir);
  const definitions = new Map(
    machines.map((entry) => {
      const definition = readMachineDefinition(entry);
      return [definition.id, definition] as const;
    }),
  );
  const graphviz = await Graphviz.load();

  const runnerSection = (found: RunnerResult, definition?: MachineDefinition): RunnerSection => {
    const { result } = found;
    const base = {
      runner: result.runner,
      file: relative(dirname(out), found.file).split(sep).join('/'),
      written: found.written,
      paths: result.paths,
      screenshot: (pathIndex: number, stepIndex: number) => {
        const shot = result.paths[pathIndex]?.steps[stepIndex]?.screenshot;
        return shot ? linkFrom(out, resultsDir, shot) : undefined;
      },
    };
    if (!definition) return base;
    const marks = markReached(definition, result.reached);
    return {
      ...base,
      diagram: coloredDiagram(graphviz, definition, { ...marks, failed: failedEdges(definition, found) }),
      states: { covered: marks.states.size, total: definition.states.length },
      transitions: { covered: marks.edges.size, total: definition.edges.length },
    };
  };

  const ids = [...new Set(results.map(({ result }) => result.machineId))].sort();
  const sections: MachineSection[] = ids.map((machineId) => {
    const definition = definitions.get(machineId);
    const runs = RUNNERS.flatMap((runner) =>
      results.filter(({ result }) => result.machineId === machineId && result.runner === runner),
    ).map((found) => runnerSection(found, definition));
    return {
      machineId,
      ...(definition ? {} : { note: 'Not a registered machine: no diagram.' }),
      runs,
    };
  });

  const html = renderReportPage({
    runId,
    generatedAt: now,
    resultsDir: relative(process.cwd(), resultsDir) || '.',
    machines: sections,
    notRun: [...definitions.keys()].filter((id) => !ids.includes(id)).sort(),
    problems,
  });
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, html);
  const failedPaths = results
    .flatMap(({ result }) => result.paths)
    .filter((path) => path.outcome === 'failed').length;
  return { file: out, runId, failedPaths };
};
