import type { Graphviz } from '@hpcc-js/wasm-graphviz';
import type { MachineDefinition } from '../statecharts/definition.ts';
import { drawSvg } from '../statecharts/generate.ts';
import type { ReachedMarks } from './reached.ts';

/**
 * A machine's diagram, drawn by the statechart generator, with each state and transition classed
 * `reached` or `unreached`, and `failed` for a transition a failed path expected when it failed.
 * The page's stylesheet colours the classes.
 */

export interface DiagramMarks extends ReachedMarks {
  /** Edge keys of the transitions failed paths stopped at. */
  failed: Set<string>;
}

export const reachedClass = (reached: boolean): string => (reached ? 'reached' : 'unreached');

export const coloredDiagram = (
  graphviz: Graphviz,
  definition: MachineDefinition,
  marks: DiagramMarks,
): string =>
  drawSvg(graphviz, definition, {
    // Graphviz copies a `class` attribute onto the element's `<g>`; the class names need no quoting.
    state: (state) => [`class="${reachedClass(marks.states.has(state.id))}"`],
    edge: (edge) => [
      `class="${marks.failed.has(edge.key) ? 'failed' : reachedClass(marks.edges.has(edge.key))}"`,
    ],
  })
    // The page inlines many diagrams: drop the XML prologue and Graphviz's element ids, which repeat.
    .replace(/^[\s\S]*?(?=<svg)/, '')
    .replace(/ id="(?:graph|node|edge|clust)\d+"/g, '');
