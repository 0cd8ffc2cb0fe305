import { finalTotal } from '../dice/finalTotal.js';
import { skillOutcome } from '../skillRoll/skillRollLayout.js';
import type { PinnedRemovalCell } from './PinnedRemovalCell.js';

/** The Threshold of the test: "an Infantry Skill test versus a Threshold equal to 4". */
export const PINNED_THRESHOLD = 4;

/**
 * Whether one removal test passes with `counters` still on the squad: the raw roll with the other modifiers and
 * −1 per counter ("a -1 modifier per counter to all their Actions"), against Threshold 4; a fumble fails.
 * @example removalPasses({ counters: 1, dice: 2, modifier: 0, maxActions: 6, fumbles: true, drawSucceeds: false }, 6, 1) // true
 */
export function removalPasses(cell: PinnedRemovalCell, raw: number, counters: number): boolean {
  return skillOutcome({ threshold: PINNED_THRESHOLD, drawSucceeds: cell.drawSucceeds }, finalTotal(raw, cell.modifier - counters)) === 2;
}
