import type { MoraleCheckCell } from './MoraleCheckCell.js';

/**
 * Whether a 3d6 total passes the check (5.0), with the criticals only under `morale-criticals: as-to-hit`.
 * @example passesMorale({ modifiedLdr: 12, highestPass: 11, criticals: false, failure: 1 }, 11) // true
 */
export function passesMorale(cell: MoraleCheckCell, roll: number): boolean {
  if (cell.criticals && roll <= 5) return true;
  if (cell.criticals && roll >= 16) return false;
  return roll <= cell.highestPass;
}
