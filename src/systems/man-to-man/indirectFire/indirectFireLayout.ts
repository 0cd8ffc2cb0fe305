import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { IndirectFireCell } from './IndirectFireCell.js';
import {
  type IndirectFireDistribution,
  type IndirectFireOutcome,
  indirectFireQuantities,
} from './indirectFireQuantities.js';

/**
 * Counter layout of indirect fire: six outcomes, then the target character's state (0 unhurt … 3 dead),
 * the scatter distance in inches (0 … 6 × scatter dice; 0 when the round did not scatter) and the
 * building (0 standing or none, 1 collapsed).
 * @example indirectFireLayout({ scatterDice: 2 }).distributions.map((d) => d.size) // [4, 13, 2]
 */
export function indirectFireLayout(
  cell: Pick<IndirectFireCell, 'scatterDice'>,
): CounterLayout<IndirectFireOutcome, IndirectFireDistribution> {
  return indirectFireQuantities.layout({ target_state: 4, scatter: cell.scatterDice * 6 + 1, building: 2 });
}
