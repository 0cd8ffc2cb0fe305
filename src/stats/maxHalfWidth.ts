import type { CounterLayout } from '../core/CounterLayout.js';
import { wilson } from './wilson.js';

/**
 * The widest 95% interval half-width among every probability a cell reports: each outcome and each
 * value of each distribution (Wilson intervals, as in the results).
 * @example maxHalfWidth({ outcomes: ['a', 'b'], distributions: [] }, Float64Array.of(50, 50), 100) // 0.0961…
 */
export function maxHalfWidth(layout: CounterLayout, counters: Float64Array, trials: number): number {
  let widest = 0;
  const length = layout.outcomes.length + layout.distributions.reduce((n, d) => n + d.size, 0);
  for (let i = 0; i < length; i++) {
    const { lo, hi } = wilson(counters[i], trials);
    widest = Math.max(widest, (hi - lo) / 2);
  }
  return widest;
}
