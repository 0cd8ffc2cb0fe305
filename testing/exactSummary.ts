import type { CounterLayout } from '../src/core/CounterLayout.js';
import { type ExactResult, packExact } from '../src/core/ExactResult.js';
import { type CounterSummary, summarizeCounters } from '../src/stats/summarizeCounters.js';

/** An exact result as the results document reports it (outcomes with lo = hi = p, distributions, means). */
export function exactSummary<O extends string, D extends string>(
  layout: CounterLayout<O, D>,
  exact: ExactResult<O, D>,
): CounterSummary {
  return summarizeCounters(layout, packExact(layout, exact));
}
