import type { Difference } from './Interval.js';
import { wilson } from './wilson.js';

/**
 * Difference of two independent proportions, p2 − p1, with Newcombe's hybrid score interval (his
 * method 10: built from the two Wilson intervals), which keeps close to 95% coverage even near 0 and 1.
 * Hand-written: simple-statistics has no Newcombe interval.
 * @example proportionDifference(40, 100, 60, 100) // { d: 0.2, lo: 0.0614…, hi: 0.3281… }
 */
export function proportionDifference(
  successes1: number,
  trials1: number,
  successes2: number,
  trials2: number,
): Difference {
  const p1 = successes1 / trials1;
  const p2 = successes2 / trials2;
  const w1 = wilson(successes1, trials1);
  const w2 = wilson(successes2, trials2);
  const d = p2 - p1;
  return {
    d,
    lo: d - Math.sqrt((p2 - w2.lo) ** 2 + (w1.hi - p1) ** 2),
    hi: d + Math.sqrt((w2.hi - p2) ** 2 + (p1 - w1.lo) ** 2),
  };
}
