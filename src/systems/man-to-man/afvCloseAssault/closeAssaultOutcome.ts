import type { AfvCloseAssaultCell } from './AfvCloseAssaultCell.js';

/**
 * The outcome index of a close assault roll (8.2): 2 KO'd on a critical, 1 immobilised on a roll equal or
 * less than the factor, 0 no effect.
 * @example closeAssaultOutcome({ factor: 8, knockOutMax: 5, failFrom: 19 }, 7) // 1
 */
export function closeAssaultOutcome(cell: AfvCloseAssaultCell, roll: number): number {
  if (roll <= cell.knockOutMax) return 2;
  if (roll >= cell.failFrom) return 0;
  return roll <= cell.factor ? 1 : 0;
}
