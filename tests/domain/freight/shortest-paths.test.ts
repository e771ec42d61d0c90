import { describe, expect, it } from 'vitest';
import { buildGraph, kShortestPaths, shortestPath } from '../../../domain/freight/shortest-paths.ts';

const edge = (from: string, to: string, weight: number) => ({
  id: `${from}${to}${weight}`,
  from,
  to,
  weight,
});
// The textbook graph of Yen's algorithm (C to H).
const graph = buildGraph([
  edge('C', 'D', 3),
  edge('C', 'E', 2),
  edge('D', 'F', 4),
  edge('E', 'D', 1),
  edge('E', 'F', 2),
  edge('E', 'G', 3),
  edge('F', 'G', 2),
  edge('F', 'H', 1),
  edge('G', 'H', 2),
]);

describe('planner shortest paths: Dijkstra and Yen k shortest loopless paths', () => {
  it('Dijkstra finds the cheapest path', () => {
    const path = shortestPath(graph, 'C', 'H');
    expect(path?.nodes).toEqual(['C', 'E', 'F', 'H']);
    expect(path?.weight).toBe(5);
  });
  it('no path is null', () => {
    expect(shortestPath(graph, 'H', 'C')).toBeNull();
  });
  it('Yen gives the next best loopless paths in increasing weight', () => {
    const paths = kShortestPaths(graph, 'C', 'H', 3);
    expect(paths.map((path) => [path.nodes.join(''), path.weight])).toEqual([
      ['CEFH', 5],
      ['CEGH', 7],
      ['CDFH', 8],
    ]);
  });
  it('asking for more paths than exist returns them all, without repeats', () => {
    const paths = kShortestPaths(graph, 'C', 'H', 50);
    const keys = paths.map((path) => path.nodes.join(''));
    expect(new Set(keys).size).toBe(keys.length);
    expect(paths.length).toBe(7);
    for (let i = 1; i < paths.length; i++)
      expect(paths[i]!.weight).toBeGreaterThanOrEqual(paths[i - 1]!.weight);
  });
  it('refuses negative weights', () => {
    expect(() => buildGraph([edge('A', 'B', -1)])).toThrow();
  });
});
