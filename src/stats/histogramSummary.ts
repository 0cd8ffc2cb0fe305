import type { MeanSummary } from './Interval.js';
import { Z95 } from './wilson.js';

/**
 * Mean (with its 95% interval), standard deviation and quantiles of a histogram of values 0..n-1.
 * `weights` are counts (Monte Carlo, `trials` > 0) or probabilities (exact, `trials` undefined: the
 * interval collapses onto the mean).
 * Hand-written: simple-statistics summarises samples, and these are histograms of up to 10⁹ weighted values.
 * @example histogramSummary([1, 2, 1], 4) // mean 1, sd 0.7071…, median 1
 */
export function histogramSummary(weights: ArrayLike<number>, trials?: number): MeanSummary {
  let total = 0;
  let sum = 0;
  let sumSquares = 0;
  for (let v = 0; v < weights.length; v++) {
    total += weights[v];
    sum += v * weights[v];
    sumSquares += v * v * weights[v];
  }
  const mean = total > 0 ? sum / total : 0;
  const variance = total > 0 ? Math.max(0, sumSquares / total - mean * mean) : 0;
  const sd = Math.sqrt(variance);
  const half = trials ? (Z95 * sd) / Math.sqrt(trials) : 0;
  return {
    mean,
    lo: mean - half,
    hi: mean + half,
    sd,
    p5: quantile(weights, total, 0.05),
    median: quantile(weights, total, 0.5),
    p95: quantile(weights, total, 0.95),
  };
}

/** Smallest value whose cumulative share reaches q (a small tolerance absorbs rounding of exact sums). */
function quantile(weights: ArrayLike<number>, total: number, q: number): number {
  let cumulative = 0;
  for (let v = 0; v < weights.length; v++) {
    cumulative += weights[v];
    if (cumulative >= q * total * (1 - 1e-12)) return v;
  }
  return weights.length - 1;
}
