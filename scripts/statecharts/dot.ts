import { type EdgeInfo, type MachineDefinition, type StateInfo, triggerLabel } from './definition.ts';

/**
 * Graphviz DOT source. Composite states are clusters; an edge to or from a composite is drawn to
 * its border (`lhead` / `ltail`) through an anchor node inside the cluster, the initial dot when
 * it has one.
 */

const FONT = 'Helvetica';
const WRAP_AT = 44;

const html = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const escaped = (value: string): string => value.replaceAll('\\', '\\\\').replaceAll('"', '\\"');
const quoted = (value: string): string => `"${escaped(value)}"`;

/**
 * An edge label on several centred lines: trigger [guard], then one action a line. One long line
 * per edge made wide machines (loginDialog) several screens wide.
 */
const edgeLabelLines = (edge: EdgeInfo): string => {
  const guard = edge.guard ? ` [${edge.guard}]` : '';
  const actions = edge.actions.map((action, index) => `${index === 0 ? '/ ' : ''}${action}`);
  return `"${[`${triggerLabel(edge)}${guard}`, ...actions].map(escaped).join('\\n')}"`;
};

const wrap = (value: string): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > WRAP_AT) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return line ? [...lines, line] : lines;
};

const kindNote = (state: StateInfo): string =>
  state.kind === 'parallel' ? ' (parallel)' : state.kind === 'final' ? ' (final)' : '';

/** Name in bold, then the auditor's description, then entry/exit actions and invoked actors. */
const stateLabel = (state: StateInfo): string => {
  const name =
    state.kind === 'history'
      ? `H${state.history === 'deep' ? '*' : ''}`
      : `<b>${html(state.key)}</b>${kindNote(state)}`;
  const details = [
    ...wrap(state.description ?? '').map((line) => `<font point-size="9">${html(line)}</font>`),
    ...state.entry.map((action) => `<font point-size="9">entry / ${html(action)}</font>`),
    ...state.exit.map((action) => `<font point-size="9">exit / ${html(action)}</font>`),
    ...state.invokes.map(
      (invoke) => `<font point-size="9">invoke ${html(invoke.id)} (${html(invoke.src)})</font>`,
    ),
  ];
  return `<${[name, ...details].join('<br/>')}>`;
};

const nodeName = (state: StateInfo): string => quoted(state.id);
const anchorName = (state: StateInfo): string => quoted(`${state.id}.__anchor`);
const clusterName = (state: StateInfo): string => quoted(`cluster_${state.id}`);
const ANY_STATE = quoted('__any');

const isInside = (state: StateInfo, ancestor: StateInfo): boolean =>
  state.path === ancestor.path || state.path.startsWith(`${ancestor.path}.`);

const edgeStyle = (edge: EdgeInfo): string[] => {
  switch (edge.trigger.kind) {
    case 'after':
      return ['style=dashed'];
    case 'error':
      return ['color="firebrick"', 'fontcolor="firebrick"'];
    case 'always':
      return ['style=dotted'];
    default:
      return [];
  }
};

/**
 * SVG classes for states and edges, which Graphviz copies onto their `<g>` elements: the path
 * report colours what a run reached with them. The committed diagrams have none.
 */
export interface DotClasses {
  state: (state: StateInfo) => string;
  edge: (edge: EdgeInfo) => string;
}

const classAttribute = (value: string | undefined): string[] => (value ? [`class=${quoted(value)}`] : []);

const renderEdge = (edge: EdgeInfo, root: StateInfo, classes?: DotClasses): string => {
  const { source, target } = edge;
  const from = source === root ? ANY_STATE : source.children.length ? anchorName(source) : nodeName(source);
  const to = target.children.length ? anchorName(target) : nodeName(target);
  const attributes = [
    `label=${edgeLabelLines(edge)}`,
    ...edgeStyle(edge),
    ...classAttribute(classes?.edge(edge)),
  ];
  // Clipping at a cluster border that contains the other end makes Graphviz give up on the edge.
  if (source !== root && source.children.length && !isInside(target, source)) {
    attributes.push(`ltail=${clusterName(source)}`);
  }
  if (target.children.length && !isInside(source, target)) attributes.push(`lhead=${clusterName(target)}`);
  return `${from} -> ${to} [${attributes.join(', ')}];`;
};

/** TB stacks nested states; LR suits machines with many sibling states (generate.ts chooses). */
export type DotDirection = 'TB' | 'LR';

export const renderDot = (
  definition: MachineDefinition,
  direction: DotDirection = 'TB',
  classes?: DotClasses,
): string => {
  const { root, edges } = definition;
  const lines: string[] = [];
  const write = (depth: number, line: string): void => {
    lines.push(`${'  '.repeat(depth)}${line}`);
  };

  const writeChildren = (parent: StateInfo, depth: number): void => {
    const initial = parent.children.find((child) => child.key === parent.initial);
    if (initial) {
      const dot = parent === root ? quoted('__initial') : anchorName(parent);
      write(depth, `${dot} [shape=point, width=0.12, label=""];`);
      const into = initial.children.length
        ? `${anchorName(initial)} [lhead=${clusterName(initial)}]`
        : nodeName(initial);
      write(depth, `${dot} -> ${into};`);
    } else if (parent !== root) {
      write(depth, `${anchorName(parent)} [shape=point, style=invis, width=0.01, label=""];`);
    }
    for (const child of parent.children) writeState(child, depth);
  };

  const writeState = (state: StateInfo, depth: number): void => {
    if (state.children.length) {
      write(depth, `subgraph ${clusterName(state)} {`);
      write(depth + 1, `label=${stateLabel(state)};`);
      write(depth + 1, `style=${quoted(state.kind === 'parallel' ? 'rounded,dashed' : 'rounded')};`);
      if (classes) write(depth + 1, `class=${quoted(classes.state(state))};`);
      writeChildren(state, depth + 1);
      write(depth, '}');
      return;
    }
    const shape = state.kind === 'history' ? 'shape=circle' : 'shape=box, style=rounded';
    const final = state.kind === 'final' ? ', peripheries=2' : '';
    const style = classAttribute(classes?.state(state))
      .map((attribute) => `, ${attribute}`)
      .join('');
    write(depth, `${nodeName(state)} [${shape}${final}${style}, label=${stateLabel(state)}];`);
  };

  write(0, `digraph ${quoted(definition.id)} {`);
  write(
    1,
    `graph [compound=true, rankdir=${direction}, fontname=${quoted(FONT)}, fontsize=11, labelloc=t, label=<<b>${html(definition.id)}</b>>];`,
  );
  write(1, `node [fontname=${quoted(FONT)}, fontsize=11];`);
  write(1, `edge [fontname=${quoted(FONT)}, fontsize=9];`);
  if (edges.some((edge) => edge.source === root))
    write(1, `${ANY_STATE} [shape=plaintext, label="any state"];`);
  writeChildren(root, 1);
  for (const edge of edges) write(1, renderEdge(edge, root, classes));
  write(0, '}');
  return `${lines.join('\n')}\n`;
};
