import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { Dist } from '../../../../dice/exact/Dist.js';
import { opposedRollDist } from '../../steps/opposedRollDist.js';
import type { OpposedRollCell } from './OpposedRollCell.js';
import type { OpposedRollOutcome } from './opposedRollQuantities.js';

/**
 * Exact evaluator of an opposed roll: for each face of the opposing die, the number of acting dice above it (the
 * opposedRoll step's exact counterpart).
 * @example exactOpposedRoll({ dice: [8], against: 6 }).outcomes.minor_success // 27/48
 */
export function exactOpposedRoll(cell: OpposedRollCell): NamedExactResult<OpposedRollOutcome> {
  // A listed or multiplied acting die weighs its face values; a plain d-N is its sides.
  const dice = cell.dice.map((sides, i) => {
    const faces = cell.faces?.[i];
    return faces ? Dist.die({ sides, multiplier: 1, faces }) : sides;
  });
  const above = opposedRollDist(dice, cell.against).map((score) => Math.min(2, score >>> 16));
  return {
    outcomes: { failure: above.prob(0), minor_success: above.prob(1), major_success: above.prob(2) },
    distributions: {},
  };
}
