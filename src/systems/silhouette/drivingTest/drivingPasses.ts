import { finalTotal } from '../dice/finalTotal.js';
import { skillOutcome } from '../skillRoll/skillRollLayout.js';
import type { DrivingTestCell } from './DrivingTestCell.js';

/**
 * Whether one Driving test passes: the raw roll with the modifiers against the terrain's MP cost; a fumble fails,
 * and a total equal to the cost fails unless `threshold-draw: succeeds`.
 * @example drivingPasses({ dice: 2, modifier: 0, threshold: 2, entries: 1, fumbles: true, drawSucceeds: false }, 3) // true
 */
export function drivingPasses(cell: DrivingTestCell, raw: number): boolean {
  return skillOutcome(cell, finalTotal(raw, cell.modifier)) === 2;
}
