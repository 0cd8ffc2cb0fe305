import type { NamedExactResult } from '../../../../core/ExactResult.js';
import type { TargetRollCell } from './TargetRollCell.js';
import type { TargetRollOutcome } from './targetRollQuantities.js';

/**
 * Exact: the faces above the target number, out of the die's sides.
 * @example exactTargetRoll({ sides: 8, target: 2 }).outcomes // { success: 0.75, failure: 0.25 }
 */
export function exactTargetRoll(cell: TargetRollCell): NamedExactResult<TargetRollOutcome, never> {
  const above = Math.max(0, Math.min(cell.sides, cell.sides - cell.target));
  return { outcomes: { success: above / cell.sides, failure: (cell.sides - above) / cell.sides }, distributions: {} };
}
