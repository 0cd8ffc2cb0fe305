import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { OverRunCell } from './OverRunCell.js';
import { type OverRunDistribution, type OverRunOutcome, overRunQuantities } from './overRunQuantities.js';

/**
 * Counter layout of an over-run: the three outcomes, then the killed count (0..characters).
 * @example overRunLayout({ highestAvoid: [11, 11], criticals: [...NO_CRITICALS], total: 2 }).distributions[0].size // 3
 */
export function overRunLayout(cell: OverRunCell): CounterLayout<OverRunOutcome, OverRunDistribution> {
  return overRunQuantities.layout({ killed: cell.total + 1 });
}
