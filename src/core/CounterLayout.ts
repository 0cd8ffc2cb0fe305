/**
 * Where a kernel adds its counts (docs/architecture.md, "The pipeline"): one counter per categorical outcome, in order, then one
 * histogram per distribution (values 0 … size − 1). Exact evaluations are packed into the same layout, so one
 * statistics path reads both.
 */
export interface CounterLayout<O extends string = string, D extends string = string> {
  outcomes: O[];
  distributions: Array<{ name: D; size: number }>;
}

/**
 * Total number of counters a layout needs.
 * @example counterLength({ outcomes: ['hit', 'miss'], distributions: [{ name: 'dead', size: 4 }] }) // 6
 */
export function counterLength(layout: CounterLayout): number {
  return layout.outcomes.length + layout.distributions.reduce((n, d) => n + d.size, 0);
}

/**
 * Where each distribution's histogram starts in a counter array of this layout.
 * @example layoutOffsets({ outcomes: ['a', 'b'], distributions: [{ name: 'x', size: 3 }, { name: 'y', size: 2 }] }) // [2, 5]
 */
export function layoutOffsets(layout: CounterLayout): number[] {
  const offsets: number[] = [];
  let at = layout.outcomes.length;
  for (const { size } of layout.distributions) {
    offsets.push(at);
    at += size;
  }
  return offsets;
}
