/**
 * Shortest paths over a directed multigraph: Dijkstra with a binary heap, and Yen's algorithm for
 * the k shortest loopless paths. The global solution planner runs these over the transport network
 * (truck, rail, barge and sea links); weights are days or money, never negative.
 */

export interface Edge {
  id: string;
  from: string;
  to: string;
  weight: number;
}

export interface Path<E extends Edge = Edge> {
  edges: E[];
  nodes: string[];
  weight: number;
}

export type Graph<E extends Edge = Edge> = Map<string, E[]>;

export const buildGraph = <E extends Edge>(edges: Iterable<E>): Graph<E> => {
  const graph: Graph<E> = new Map();
  for (const edge of edges) {
    if (!(edge.weight >= 0)) throw new Error(`edge ${edge.id} has a negative or missing weight`);
    const list = graph.get(edge.from);
    if (list === undefined) graph.set(edge.from, [edge]);
    else list.push(edge);
  }
  return graph;
};

/** Min-heap of [priority, value]. */
class Heap<T> {
  private items: [number, T][] = [];
  get size(): number {
    return this.items.length;
  }
  push(priority: number, value: T): void {
    const items = this.items;
    items.push([priority, value]);
    let index = items.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (items[parent]![0] <= priority) break;
      [items[parent], items[index]] = [items[index]!, items[parent]!];
      index = parent;
    }
  }
  pop(): [number, T] | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last !== undefined) {
      items[0] = last;
      let index = 0;
      for (;;) {
        const left = index * 2 + 1;
        const right = left + 1;
        let smallest = index;
        if (left < items.length && items[left]![0] < items[smallest]![0]) smallest = left;
        if (right < items.length && items[right]![0] < items[smallest]![0]) smallest = right;
        if (smallest === index) break;
        [items[smallest], items[index]] = [items[index]!, items[smallest]!];
        index = smallest;
      }
    }
    return top;
  }
}

export interface Exclusions {
  nodes?: ReadonlySet<string>;
  edges?: ReadonlySet<string>;
}

/** Dijkstra from source to target; null when the target cannot be reached. Ties go to fewer edges. */
export const shortestPath = <E extends Edge>(
  graph: Graph<E>,
  source: string,
  target: string,
  exclude: Exclusions = {},
): Path<E> | null => {
  const distance = new Map<string, number>([[source, 0]]);
  const via = new Map<string, E>();
  const done = new Set<string>();
  const heap = new Heap<string>();
  heap.push(0, source);
  while (heap.size > 0) {
    const [weight, node] = heap.pop()!;
    if (done.has(node)) continue;
    done.add(node);
    if (node === target) break;
    for (const edge of graph.get(node) ?? []) {
      if (exclude.edges?.has(edge.id) || exclude.nodes?.has(edge.to) || done.has(edge.to)) continue;
      const next = weight + edge.weight;
      if (next < (distance.get(edge.to) ?? Number.POSITIVE_INFINITY)) {
        distance.set(edge.to, next);
        via.set(edge.to, edge);
        heap.push(next, edge.to);
      }
    }
  }
  if (!done.has(target)) return null;
  const edges: E[] = [];
  for (let node = target; node !== source; ) {
    const edge = via.get(node)!;
    edges.unshift(edge);
    node = edge.from;
  }
  return { edges, nodes: [source, ...edges.map((edge) => edge.to)], weight: distance.get(target) ?? 0 };
};

const pathKey = (path: Path): string => path.edges.map((edge) => edge.id).join('>');

/** Yen's algorithm: up to k loopless paths in increasing weight. */
export const kShortestPaths = <E extends Edge>(
  graph: Graph<E>,
  source: string,
  target: string,
  k: number,
): Path<E>[] => {
  const first = shortestPath(graph, source, target);
  if (first === null || k < 1) return [];
  const found: Path<E>[] = [first];
  const candidates: Path<E>[] = [];
  const seen = new Set<string>([pathKey(first)]);
  while (found.length < k) {
    const previous = found[found.length - 1]!;
    for (let spur = 0; spur < previous.edges.length; spur++) {
      const spurNode = previous.nodes[spur]!;
      const rootEdges = previous.edges.slice(0, spur);
      const rootKey = rootEdges.map((edge) => edge.id).join('>');
      const excludedEdges = new Set<string>();
      for (const path of found) {
        if (
          path.edges
            .slice(0, spur)
            .map((edge) => edge.id)
            .join('>') === rootKey
        ) {
          const edge = path.edges[spur];
          if (edge !== undefined) excludedEdges.add(edge.id);
        }
      }
      const excludedNodes = new Set(previous.nodes.slice(0, spur));
      const spurPath = shortestPath(graph, spurNode, target, { nodes: excludedNodes, edges: excludedEdges });
      if (spurPath === null) continue;
      const edges = [...rootEdges, ...spurPath.edges];
      const candidate: Path<E> = {
        edges,
        nodes: [source, ...edges.map((edge) => edge.to)],
        weight: edges.reduce((sum, edge) => sum + edge.weight, 0),
      };
      const key = pathKey(candidate);
      if (!seen.has(key)) {
        seen.add(key);
        candidates.push(candidate);
      }
    }
    if (candidates.length === 0) break;
    candidates.sort((a, b) => a.weight - b.weight || a.edges.length - b.edges.length);
    found.push(candidates.shift()!);
  }
  return found;
};
