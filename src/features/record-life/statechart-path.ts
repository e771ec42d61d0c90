/**
 * A record's path on its kind's statechart, read from its audit trail (domain/records/record-history.ts):
 * the states it went through and the transitions it took, each named as the generated diagram
 * names it (docs/statecharts, scripts/statecharts/generate.ts): a state `machine.status`, a
 * transition `machine.from->machine.to` labelled by its event.
 */
import type { RecordHistoryEntry } from '../../../domain/records/record-history.ts';

export interface StatechartPath {
  /** The statuses the record was in, its creation's included. */
  visited: ReadonlySet<string>;
  /** The transitions it took, as `from->to:event`. */
  taken: ReadonlySet<string>;
  /** Its status now. */
  current: string;
}

export const transitionKey = (from: string, to: string, event: string) => `${from}->${to}:${event}`;

export const pathOf = (history: readonly RecordHistoryEntry[], current: string): StatechartPath => ({
  visited: new Set([...history.map((entry) => entry.toStatus), current]),
  taken: new Set(
    history.flatMap((entry) =>
      entry.fromStatus === null || entry.fromStatus === entry.toStatus
        ? []
        : [transitionKey(entry.fromStatus, entry.toStatus, entry.event)],
    ),
  ),
  current,
});

/** What a diagram's element is on the record's path: its current state, a visited one, a taken transition. */
export type PathMark = 'current' | 'visited' | 'taken';

/**
 * Marks the generated SVG's states and transitions with `data-life` (styled by the diagram's
 * stylesheet) and names each state in `data-state`, so the path reads from the diagram itself.
 */
export const markPath = (svg: Element, machine: string, path: StatechartPath): void => {
  const stateOf = (name: string) => (name.startsWith(`${machine}.`) ? name.slice(machine.length + 1) : null);
  for (const node of svg.querySelectorAll('g.node')) {
    const state = stateOf(node.querySelector('title')?.textContent ?? '');
    if (state === null) continue;
    node.setAttribute('data-state', state);
    const mark: PathMark | null =
      state === path.current ? 'current' : path.visited.has(state) ? 'visited' : null;
    if (mark) node.setAttribute('data-life', mark);
  }
  for (const edge of svg.querySelectorAll('g.edge')) {
    const [from, to] = (edge.querySelector('title')?.textContent ?? '').split('->').map(stateOf);
    // The edge's label starts with its event (`refuse [allowed]`).
    const event = edge.querySelector('text')?.textContent?.split(' ')[0] ?? '';
    if (from && to && path.taken.has(transitionKey(from, to, event))) {
      edge.setAttribute('data-life', 'taken');
      edge.setAttribute('data-transition', transitionKey(from, to, event));
    }
  }
};
