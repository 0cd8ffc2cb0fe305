import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { OverwatchCell } from './OverwatchCell.js';
import { type OverwatchDistribution, type OverwatchOutcome, overwatchQuantities } from './overwatchQuantities.js';

/**
 * Counter layout of overwatch: the three outcomes, then failed checks (0..attempts).
 * @example overwatchLayout({ ldFaces: 10, allowed: true, attempts: 3 }).distributions[0].size // 4
 */
export function overwatchLayout(cell: OverwatchCell): CounterLayout<OverwatchOutcome, OverwatchDistribution> {
  return overwatchQuantities.layout({ failed_attempts: cell.attempts + 1 });
}
