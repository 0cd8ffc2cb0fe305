import { dSixes } from '../dSixes.js';
import { threeDiceBand } from './threeDiceBand.js';
import type { ThreeDiceDistribution, ThreeDiceOutcome } from './threeDiceQuantities.js';

/** Exact plain 3d6: each band's probability and the totals. */
interface ThreeDiceExact {
  outcomes: Record<ThreeDiceOutcome, number>;
  distributions: Record<ThreeDiceDistribution, Float64Array>;
}

/**
 * Exact: the 216 outcomes of 3d6 with integer weights.
 * @example exactThreeDice().distributions.total[10] // 0.125 (27 in 216)
 */
export function exactThreeDice(): ThreeDiceExact {
  const bands = [0, 0, 0];
  const total = new Float64Array(19);
  for (const [t, p] of dSixes(3).entries()) {
    bands[threeDiceBand(t)] += p;
    total[t] += p;
  }
  return {
    outcomes: { critical_hit_band: bands[0], decided_by_attribute: bands[1], critical_failure_band: bands[2] },
    distributions: { total },
  };
}
