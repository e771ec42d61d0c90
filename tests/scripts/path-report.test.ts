import { Graphviz } from '@hpcc-js/wasm-graphviz';
import { describe, expect, it } from 'vitest';
import { coloredDiagram } from '../../scripts/path-report/diagram.ts';
import { renderReportPage } from '../../scripts/path-report/page.ts';
import { markReached, transitionName } from '../../scripts/path-report/reached.ts';
import { readMachineDefinition } from '../../scripts/statecharts/definition.ts';
import { sampleEntry } from '../machines/fixtures/sample.machine.ts';

const definition = readMachineDefinition(sampleEntry);
const edge = (name: string) => definition.edges.find((candidate) => transitionName(candidate) === name)!;
const START_READY = 'idle -> START -> working';

/** The classes Graphviz wrote on the `<g>` of a state or edge, found by its `<title>`. */
const classesOf = (svg: string, title: string): string[] => {
  const escaped = title
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replaceAll('-', '&#45;')
    .replaceAll('>', '&gt;');
  const match = new RegExp(`<g class="([^"]*)">\\s*<title>${escaped}</title>`).exec(svg);
  return match ? match[1]!.split(' ') : [];
};

describe('path report', () => {
  it('finds the states and transitions a result file names, also by the leaves a browser run sees', () => {
    const marks = markReached(definition, {
      states: ['idle', 'sample.working.fetch.loading'],
      // A browser names the leaf it left and the leaf it reached: CANCEL is declared on `working`.
      transitions: [START_READY, 'working.clock.running -> CANCEL -> idle'],
    });
    expect([...marks.states].sort()).toEqual(['sample.idle', 'sample.working.fetch.loading']);
    expect([...marks.edges].sort()).toEqual(
      [edge(START_READY).key, edge('working -> CANCEL -> idle').key].sort(),
    );
  });

  it('colours the reached states and transitions of the diagram and greys the others', async () => {
    const graphviz = await Graphviz.load();
    const marks = markReached(definition, { states: ['idle', 'working'], transitions: [START_READY] });
    const svg = coloredDiagram(graphviz, definition, { ...marks, failed: new Set() });
    expect(classesOf(svg, 'sample.idle')).toEqual(['node', 'reached']);
    expect(classesOf(svg, 'sample.expired')).toEqual(['node', 'unreached']);
    expect(classesOf(svg, 'cluster_sample.working')).toEqual(['cluster', 'reached']);
    expect(classesOf(svg, 'cluster_sample.working.fetch')).toEqual(['cluster', 'unreached']);
    // Graphviz titles an edge by its ends: START's guarded branch enters `working` through its anchor.
    expect(classesOf(svg, 'sample.idle->sample.working.__anchor')).toEqual(['edge', 'reached']);
    expect(classesOf(svg, 'sample.idle->sample.blocked')).toEqual(['edge', 'unreached']);
    expect(svg.startsWith('<svg')).toBe(true);
  });

  it('marks the transition a failed path stopped at as failed', async () => {
    const graphviz = await Graphviz.load();
    const marks = markReached(definition, { states: [], transitions: [] });
    const svg = coloredDiagram(graphviz, definition, { ...marks, failed: new Set([edge(START_READY).key]) });
    expect(classesOf(svg, 'sample.idle->sample.working.__anchor')).toEqual(['edge', 'failed']);
  });

  it('escapes every text it puts on the page', () => {
    const html = renderReportPage({
      runId: 'run <1>',
      generatedAt: new Date(0),
      resultsDir: '.test-results/paths',
      machines: [
        {
          machineId: 'sample',
          runs: [
            {
              runner: 'model',
              file: 'model/sample.json',
              written: new Date(0),
              paths: [
                {
                  description: 'idle -> <b>START</b>',
                  steps: [{ label: 'start', state: 'idle' }],
                  outcome: 'failed',
                  failedStep: 0,
                  error: '<script>alert(1)</script>',
                },
              ],
              screenshot: () => undefined,
            },
          ],
        },
      ],
      notRun: [],
      problems: [],
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>START</b>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });
});
