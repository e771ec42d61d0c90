import { type EdgeInfo, edgeLabel, type MachineDefinition, type StateInfo } from './definition.ts';

/**
 * Mermaid `stateDiagram-v2` source. Mermaid cannot draw a transition between states nested in
 * different composites unless it is declared in their common ancestor, so every edge is written
 * inside the block of the lowest state that contains both ends.
 */

const ANY_STATE = '__any';

const mermaidId = (state: StateInfo): string => (state.path ? state.path.replaceAll('.', '__') : ANY_STATE);

// `;` ends a Mermaid statement and `#` starts an entity code; newlines end the line.
const text = (value: string): string =>
  value.replace(/\s+/g, ' ').replaceAll(';', ',').replaceAll('#', 'no. ').trim();

const isInside = (state: StateInfo, ancestor: StateInfo): boolean =>
  ancestor.path === '' || state.path === ancestor.path || state.path.startsWith(`${ancestor.path}.`);

/** The composite whose block declares the edge: the deepest one containing both ends, never an end itself. */
const edgeHome = (edge: EdgeInfo, states: StateInfo[], root: StateInfo): StateInfo => {
  const containers = [root, ...states].filter(
    (state) =>
      state.children.length > 0 &&
      state !== edge.source &&
      state !== edge.target &&
      isInside(edge.source, state) &&
      isInside(edge.target, state),
  );
  return containers.reduce(
    (deepest, state) => (state.path.length > deepest.path.length ? state : deepest),
    root,
  );
};

const stateNotes = (state: StateInfo): string[] => [
  ...(state.description ? [text(state.description)] : []),
  ...state.entry.map((action) => `entry / ${action}`),
  ...state.exit.map((action) => `exit / ${action}`),
  ...state.invokes.map((invoke) => `invoke ${invoke.id} (${invoke.src})`),
];

export const renderMermaid = (definition: MachineDefinition): string => {
  const { root, states, edges } = definition;
  const edgesByHome = new Map<StateInfo, EdgeInfo[]>();
  for (const edge of edges) {
    const home = edgeHome(edge, states, root);
    edgesByHome.set(home, [...(edgesByHome.get(home) ?? []), edge]);
  }

  const lines: string[] = [];
  const write = (depth: number, line: string): void => {
    lines.push(`${'  '.repeat(depth)}${line}`);
  };

  const writeChildren = (parent: StateInfo, depth: number): void => {
    if (parent.kind === 'parallel') {
      parent.children.forEach((region, index) => {
        if (index > 0) write(depth, '--');
        writeState(region, depth);
      });
    } else {
      if (parent.initial)
        write(depth, `[*] --> ${mermaidId(parent.children.find((c) => c.key === parent.initial)!)}`);
      for (const child of parent.children) writeState(child, depth);
    }
    for (const edge of edgesByHome.get(parent) ?? []) {
      write(depth, `${mermaidId(edge.source)} --> ${mermaidId(edge.target)} : ${text(edgeLabel(edge))}`);
    }
  };

  const writeState = (state: StateInfo, depth: number): void => {
    const id = mermaidId(state);
    const name = state.kind === 'history' ? `H${state.history === 'deep' ? '*' : ''} (history)` : state.key;
    if (state.children.length) {
      write(depth, `state "${name}" as ${id} {`);
      writeChildren(state, depth + 1);
      write(depth, '}');
    } else {
      write(depth, `state "${name}" as ${id}`);
    }
    for (const note of stateNotes(state)) write(depth, `${id} : ${note}`);
    if (state.kind === 'final') write(depth, `${id} --> [*]`);
  };

  write(0, '---');
  write(0, `title: ${definition.id}`);
  write(0, '---');
  write(0, 'stateDiagram-v2');
  if (edges.some((edge) => edge.source === root)) write(1, `state "any state" as ${ANY_STATE}`);
  writeChildren(root, 1);
  return `${lines.join('\n')}\n`;
};
