import { Dist } from '../../../../dice/exact/Dist.js';
import type { NamedExactResult } from '../../../../core/ExactResult.js';
import type { OpposedRollCell } from './OpposedRollCell.js';
import type { OpposedRollOutcome } from './opposedRollQuantities.js';

/**
 * Exact evaluator of an opposed roll: for each face of the opposing die, the number of acting dice above it.
 * @example exactOpposedRoll({ dice: [8], against: 6 }).outcomes.minor_success // 27/48
 */
export function exactOpposedRoll(cell: OpposedRollCell): NamedExactResult<OpposedRollOutcome> {
  const above = Dist.uniform(cell.against).chain((r) =>
    cell.dice.reduce((acc, sides) => acc.combine(Dist.uniform(sides), (n, face) => Math.min(2, n + (face > r ? 1 : 0))), Dist.constant(0)),
  );
  return { outcomes: { failure: above.prob(0), minor_success: above.prob(1), major_success: above.prob(2) }, distributions: {} };
}
