import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { PinnedRemovalCell } from './PinnedRemovalCell.js';
import {
  type PinnedRemovalDistribution,
  type PinnedRemovalOutcome,
  pinnedRemovalQuantities,
} from './pinnedRemovalQuantities.js';

/**
 * Counter layout of removing Pinned! counters: the two outcomes, counters left (0..counters), actions (0..max).
 * @example pinnedRemovalLayout({ counters: 2, dice: 2, modifier: 0, maxActions: 6, fumbles: true, drawSucceeds: false }).distributions.map((d) => d.size) // [3, 7]
 */
export function pinnedRemovalLayout(
  cell: PinnedRemovalCell,
): CounterLayout<PinnedRemovalOutcome, PinnedRemovalDistribution> {
  return pinnedRemovalQuantities.layout({ counters_left: cell.counters + 1, actions_spent: cell.maxActions + 1 });
}
