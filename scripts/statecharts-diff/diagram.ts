import type { EdgeInfo, MachineDefinition, StateInfo } from '../statecharts/definition.ts';
import type { DotMarks } from '../statecharts/dot.ts';
import { describeEdge } from './describe.ts';
import type { MachineChange } from './diff.ts';

/**
 * One diagram for both versions of a machine: the new one, with the states and transitions that
 * are gone put back where they were. Added parts are green, removed ones red and dashed, changed
 * ones orange (a changed transition is drawn twice: the old one removed, the new one changed; a
 * transition whose delay value or guard condition changed is orange too).
 */

const ADDED = ['color="forestgreen"', 'fontcolor="forestgreen"', 'penwidth=2'];
const REMOVED = ['color="red"', 'fontcolor="red"', 'style="rounded,dashed"'];
const REMOVED_EDGE = ['color="red"', 'fontcolor="red"', 'style=dashed'];
const CHANGED = ['color="darkorange"', 'fontcolor="darkorange"', 'penwidth=2'];

export const DIFF_LEGEND = 'green: added, red dashed: removed, orange: changed';

const cloneTree = (state: StateInfo): StateInfo => ({ ...state, children: state.children.map(cloneTree) });

const indexTree = (state: StateInfo, byPath: Map<string, StateInfo>): void => {
  byPath.set(state.path, state);
  for (const child of state.children) indexTree(child, byPath);
};

const parentPath = (path: string): string => path.split('.').slice(0, -1).join('.');

const edgeId = (edge: EdgeInfo): string => JSON.stringify(describeEdge(edge));

export interface DiffDiagram {
  definition: MachineDefinition;
  marks: DotMarks;
}

export const diffDiagram = (
  before: MachineDefinition | undefined,
  after: MachineDefinition | undefined,
  change: MachineChange,
  caption: string,
): DiffDiagram => {
  const base = (after ?? before)!;
  const root = cloneTree(base.root);
  const byPath = new Map<string, StateInfo>();
  indexTree(root, byPath);
  // Document order puts a parent before its children, so a removed subtree is rebuilt top down.
  for (const state of after && before ? before.states : []) {
    if (byPath.has(state.path)) continue;
    const copy = { ...state, children: [] };
    (byPath.get(parentPath(state.path)) ?? root).children.push(copy);
    byPath.set(state.path, copy);
  }
  const remap = (edge: EdgeInfo): EdgeInfo => ({
    ...edge,
    source: byPath.get(edge.source.path)!,
    target: byPath.get(edge.target.path)!,
  });

  const ids = (transitions: readonly object[]) =>
    new Set(transitions.map((transition) => JSON.stringify(transition)));
  const added = ids(change.transitions.added);
  const changed = ids(change.transitions.changed.map(({ after: now }) => now));
  const gone = ids([
    ...change.transitions.removed,
    ...change.transitions.changed.map(({ before: old }) => old),
  ]);
  const removedEdges =
    after && before ? before.edges.filter((edge) => gone.has(edgeId(edge))).map(remap) : [];
  const edges = [...base.edges.map(remap), ...removedEdges];
  const removedSet = new Set(removedEdges);

  const statesAdded = new Set(change.states.added.map(({ name }) => name));
  const statesRemoved = new Set(change.states.removed.map(({ name }) => name));
  const statesChanged = new Set([
    ...change.states.changed.map(({ after: now }) => now.name),
    ...[
      ...change.invokes.added,
      ...change.invokes.removed,
      ...change.invokes.changed.map(({ after: now }) => now),
    ].map(({ state }) => state),
  ]);
  const delaysChanged = new Set(change.delays.changed.map(({ after: now }) => now.name));
  const guardsChanged = change.guards.changed.map(({ after: now }) => now.name);
  // A guard is named alone or inside a combinator: `and(isReady, not(isBusy))`.
  const usesChangedGuard = (guard = ''): boolean =>
    guardsChanged.some((name) => new RegExp(`(^|[(, ])${name}($|[,)])`).test(guard));

  const states = [...byPath.values()].filter((state) => state !== root);
  return {
    definition: { ...base, root, states, edges },
    marks: {
      caption: `${caption}\n${DIFF_LEGEND}`,
      state: (state) =>
        statesAdded.has(state.path)
          ? ADDED
          : statesRemoved.has(state.path)
            ? REMOVED
            : statesChanged.has(state.path)
              ? CHANGED
              : [],
      edge: (edge) => {
        if (removedSet.has(edge) || change.status === 'removed') return REMOVED_EDGE;
        const id = edgeId(edge);
        if (added.has(id)) return ADDED;
        if (changed.has(id)) return CHANGED;
        const delayChanged = edge.trigger.kind === 'after' && delaysChanged.has(edge.trigger.delay);
        return delayChanged || usesChangedGuard(edge.guard) ? CHANGED : [];
      },
    },
  };
};
