/**
 * A kernel simulates one resolution for one cell (design.md §2). It is built inside the worker
 * from plain data, allocates nothing per trial, and adds into one preallocated Float64Array laid
 * out as `layout` says: the outcome counts, then one histogram per distribution.
 */
export interface CounterLayout {
  outcomes: string[];
  distributions: Array<{ name: string; size: number }>;
}

export interface Kernel {
  layout: CounterLayout;
  /** Runs `trials` resolutions on the xoshiro128** stream whose 4-word state is given. */
  run(state: Uint32Array, trials: number, counters: Float64Array): void;
}

/** Total number of counters a layout needs. */
export function counterLength(layout: CounterLayout): number {
  return layout.outcomes.length + layout.distributions.reduce((n, d) => n + d.size, 0);
}
