import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { IndirectFireCell } from '../indirectFire/IndirectFireCell.js';
import { type AfvHeFireDistribution, type AfvHeFireOutcome, afvHeFireQuantities } from './afvHeFireQuantities.js';

/**
 * Counter layout of an AFV's HE shot: five outcomes, then the target character's state (0 unhurt … 3 dead), the
 * scatter distance in inches (0 … 12, 2d6; 0 when the round did not scatter) and the building.
 * @example afvHeFireLayout({ scatterDice: 2 }).distributions.map((d) => d.size) // [4, 13, 2]
 */
export function afvHeFireLayout(
  cell: Pick<IndirectFireCell, 'scatterDice'>,
): CounterLayout<AfvHeFireOutcome, AfvHeFireDistribution> {
  return afvHeFireQuantities.layout({ target_state: 4, scatter: cell.scatterDice * 6 + 1, building: 2 });
}
