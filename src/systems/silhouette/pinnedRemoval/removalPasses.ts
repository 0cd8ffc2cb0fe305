import { finalTotal } from '../dice/finalTotal.js';
import { skillOutcome } from '../skillRoll/skillRollLayout.js';
import type { PinnedRemovalCell } from './PinnedRemovalCell.js';

/**
 * Whether one removal test passes with `counters` still on the squad: the raw roll with the other modifiers and
 * the cell's modifier per counter ("a -1 modifier per counter to all their Actions"), against the cell's Threshold
 * (4 in the book); a fumble fails.
 * @example removalPasses({ counters: 1, dice: 2, modifier: 0, maxActions: 6, fumbles: true, sixBonus: 1, drawSucceeds: false, threshold: 4, perCounter: -1 }, 6, 1) // true
 */
export function removalPasses(cell: PinnedRemovalCell, raw: number, counters: number): boolean {
  return (
    skillOutcome(
      { threshold: cell.threshold, drawSucceeds: cell.drawSucceeds },
      finalTotal(raw, cell.modifier + cell.perCounter * counters),
    ) === 2
  );
}
