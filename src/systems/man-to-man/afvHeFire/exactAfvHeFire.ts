import { exactIndirectFire } from '../indirectFire/exactIndirectFire.js';
import type { IndirectFireCell } from '../indirectFire/IndirectFireCell.js';
import type { AfvHeFireDistribution, AfvHeFireOutcome } from './afvHeFireQuantities.js';

/**
 * Exact evaluator of an AFV's HE shot: indirect fire's enumeration (hit roll, scatter distance and direction,
 * damage dice) under this resolution's outcome names; a gun's round cannot explode in hand.
 * @example exactAfvHeFire(cell).outcomes.direct_hit // P(a direct hit)
 */
export function exactAfvHeFire(cell: IndirectFireCell): {
  outcomes: Record<AfvHeFireOutcome, number>;
  distributions: Record<AfvHeFireDistribution, Float64Array>;
} {
  const { outcomes: o, distributions } = exactIndirectFire(cell);
  return {
    outcomes: {
      direct_hit: o.direct_hit,
      scattered_hit: o.scattered_hit,
      miss: o.miss,
      misfired: o.not_fired,
      jammed: o.jammed,
    },
    distributions,
  };
}
