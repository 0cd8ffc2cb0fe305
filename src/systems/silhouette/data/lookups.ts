import {
  INFANTRY_ROF_BONUS,
  INFANTRY_ROF_BONUS_ROWS,
  type InfantryRofBonusTable,
  LAST_MOVE_ROWS,
  type RangeBand,
} from './tables.js';

/**
 * Defense modifier for the defender's last move in cm (DEFENSE ROLL, Defender's Movement). Past the
 * table's last row (10-19) the top row holds, or with `extrapolate` a move of 20+ gives +3.
 * @example lastMoveModifier(5, 'top-row') // 0
 */
export function lastMoveModifier(cm: number, beyond: 'top-row' | 'extrapolate'): number {
  const whole = Math.floor(cm);
  for (const row of LAST_MOVE_ROWS) if (whole <= row.upTo) return row.modifier;
  return beyond === 'extrapolate' ? 3 : 2;
}

/**
 * Infantry RoF Bonus for massed weapons: the bonus of the row the troopers fall in (the book's, or rules.infantry-rof-bonus).
 * @example infantryRofBonus(5) // 2
 */
export function infantryRofBonus(troopers: number, bonuses: InfantryRofBonusTable = INFANTRY_ROF_BONUS): number {
  const row = INFANTRY_ROF_BONUS_ROWS.find((r) => troopers >= r.from);
  return row ? bonuses[row.row] : 0;
}

/**
 * Range band of a target `range` cm away for a weapon of Base Range `base` (RANGED ATTACKS: "Short is
 * equal to Base, Medium is two times Base, Long is two times Medium, and Extreme is two times Long"),
 * each band reaching up to and including its distance; null beyond Extreme.
 * @example rangeBand(3, 2) // 'medium'
 */
export function rangeBand(range: number, base: number): Exclude<RangeBand, 'point-blank'> | null {
  if (range <= base) return 'short';
  if (range <= 2 * base) return 'medium';
  if (range <= 4 * base) return 'long';
  if (range <= 8 * base) return 'extreme';
  return null;
}
