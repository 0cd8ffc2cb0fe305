import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { UnJamCell } from './UnJamCell.js';
import { type UnJamDistribution, type UnJamOutcome, unJamQuantities } from './unJamQuantities.js';

/**
 * Counter layout of un-jamming: the two outcomes, then the failed actions (0..max actions).
 * @example unJamLayout({ modifiedInt: 10, highestPass: 9, maxActions: 5 }).distributions[0].size // 6
 */
export function unJamLayout(cell: UnJamCell): CounterLayout<UnJamOutcome, UnJamDistribution> {
  return unJamQuantities.layout({ failed_actions: cell.maxActions + 1 });
}
