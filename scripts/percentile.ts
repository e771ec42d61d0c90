/** The benchmarks' percentile: the value at `p` % of latencies already sorted ascending (0 for none). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
