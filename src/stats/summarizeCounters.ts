import type { CounterLayout } from '../core/CounterLayout.js';
import { histogramSummary } from './histogramSummary.js';
import type { Interval, MeanSummary } from './Interval.js';
import { wilson } from './wilson.js';

/** A cell's outcomes (with intervals), distributions and their summaries, as the results document holds them. */
export interface CounterSummary {
  outcomes: Record<string, Interval>;
  distributions: Record<string, Record<string, number>>;
  means: Record<string, MeanSummary>;
}

/**
 * Turns a cell's counters into outcomes, distributions and means. With `trials` the counters are
 * Monte Carlo counts (Wilson intervals); without, they are exact probabilities (lo = hi = p).
 */
export function summarizeCounters(layout: CounterLayout, counters: Float64Array, trials?: number): CounterSummary {
  const n = trials ?? 1;
  const outcomes: Record<string, Interval> = {};
  layout.outcomes.forEach((name, i) => {
    const p = counters[i] / n;
    outcomes[name] = trials ? { p, ...wilson(counters[i], trials) } : { p, lo: p, hi: p };
  });
  const distributions: Record<string, Record<string, number>> = {};
  const means: Record<string, MeanSummary> = {};
  let offset = layout.outcomes.length;
  for (const { name, size } of layout.distributions) {
    const histogram = counters.subarray(offset, offset + size);
    offset += size;
    const values: Record<string, number> = {};
    let last = 0;
    histogram.forEach((w, v) => {
      if (w > 0) last = v;
    });
    for (let v = 0; v <= last; v++) values[String(v)] = histogram[v] / n;
    distributions[name] = values;
    means[name] = histogramSummary(histogram, trials);
  }
  return { outcomes, distributions, means };
}
