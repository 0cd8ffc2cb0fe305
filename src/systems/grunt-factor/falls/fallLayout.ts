import type { CounterLayout } from '../../../core/CounterLayout.js';
import { type ClimbDistribution, type ClimbOutcome, climbQuantities } from './climbQuantities.js';
import type { FallCell } from './FallCell.js';
import { type JumpDistribution, type JumpOutcome, jumpQuantities } from './jumpQuantities.js';

/**
 * Jump: unhurt / casualty and saves_failed (0..3). Climb: reached_top / fell_unhurt / fell_casualty and
 * actions_spent (0..actions). One layout function, as jumps and climbs share one kernel.
 * @example fallLayout({ mode: 'jump', steps: [] }).outcomes // ['unhurt', 'casualty']
 */
export function fallLayout(
  cell: FallCell,
): CounterLayout<JumpOutcome | ClimbOutcome, JumpDistribution | ClimbDistribution> {
  return cell.mode === 'jump'
    ? jumpQuantities.layout({ saves_failed: 4 })
    : climbQuantities.layout({ actions_spent: cell.steps.length + 1 });
}
