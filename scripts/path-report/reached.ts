import type { EdgeInfo, MachineDefinition, StateInfo } from '../statecharts/definition.ts';

/**
 * The names a path result file gives states and transitions, and how the report finds them again in
 * a machine's definition. States are dotted paths (`qr.polling`); a transition is
 * `source -> EVENT -> target` with the event XState handles (`xstate.after.qrPollInterval.…`,
 * `always` for an eventless one) and `(any state)` for the machine's own transitions.
 *
 * Runners that only see state values (the browser) name the leaf they were in and the leaf they
 * reached; an edge declared on a parent, or leading into a compound state, still matches: the
 * source lies inside the edge's source and the target inside its target.
 */

const ROOT_NAME = '(any state)';

export const stateName = (state: StateInfo): string => state.path;

export const transitionName = (edge: EdgeInfo): string =>
  `${edge.source.path || ROOT_NAME} -> ${edge.eventType || 'always'} -> ${edge.target.path}`;

/** A state named by its dotted path or its XState id. */
const names = (state: StateInfo, name: string): boolean => name === state.path || name === state.id;

/** `name` is the state itself or lies inside it (the root contains everything). */
const within = (state: StateInfo, name: string, definition: MachineDefinition): boolean => {
  if (state === definition.root) return true;
  const found = definition.states.find((candidate) => names(candidate, name));
  const path = found?.path ?? name;
  return path === state.path || path.startsWith(`${state.path}.`);
};

const parseTransition = (name: string): { source: string; event: string; target: string } | undefined => {
  const parts = name.split(' -> ');
  if (parts.length !== 3) return undefined;
  const [source, event, target] = parts as [string, string, string];
  return { source: source === ROOT_NAME ? '' : source, event, target };
};

export const edgeMatches = (edge: EdgeInfo, name: string, definition: MachineDefinition): boolean => {
  const parsed = parseTransition(name);
  if (!parsed || parsed.event !== (edge.eventType || 'always')) return false;
  const sourceOk =
    parsed.source === '' ? edge.source === definition.root : within(edge.source, parsed.source, definition);
  return sourceOk && within(edge.target, parsed.target, definition);
};

export interface ReachedMarks {
  /** XState ids of the states reached. */
  states: Set<string>;
  /** Edge keys of the transitions taken. */
  edges: Set<string>;
}

/** The definition's states and edges a result file's names designate. */
export const markReached = (
  definition: MachineDefinition,
  reached: { states: readonly string[]; transitions: readonly string[] },
): ReachedMarks => ({
  states: new Set(
    definition.states
      .filter((state) => reached.states.some((name) => names(state, name)))
      .map((state) => state.id),
  ),
  edges: new Set(
    definition.edges
      .filter((edge) => reached.transitions.some((name) => edgeMatches(edge, name, definition)))
      .map((edge) => edge.key),
  ),
});
