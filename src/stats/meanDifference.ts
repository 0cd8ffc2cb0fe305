import type { Difference } from './Interval.js';
import { Z95 } from './wilson.js';

/**
 * Difference of two independent sample means, m2 − m1, with the normal 95% interval
 * (d ± z·√(sd1²/n1 + sd2²/n2)); without trial counts (exact results) the interval collapses.
 * Hand-written: simple-statistics has no interval for a difference of means.
 * @example meanDifference({ mean: 1, sd: 1 }, { mean: 1.5, sd: 1 }, 200, 200) // { d: 0.5, lo: 0.304, hi: 0.696 }
 */
export function meanDifference(
  baseline: { mean: number; sd: number },
  variant: { mean: number; sd: number },
  trials1?: number,
  trials2?: number,
): Difference {
  const d = variant.mean - baseline.mean;
  if (!trials1 || !trials2) return { d, lo: d, hi: d };
  const half = Z95 * Math.sqrt(baseline.sd ** 2 / trials1 + variant.sd ** 2 / trials2);
  return { d, lo: d - half, hi: d + half };
}
