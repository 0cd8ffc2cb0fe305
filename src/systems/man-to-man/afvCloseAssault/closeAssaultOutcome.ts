import { ROLL } from '../rollTable.js';

/**
 * The outcome index of a close assault roll's code (8.2), in the order of afvCloseAssaultQuantities: 2 KO'd on
 * a critical hit, 1 immobilised on a roll equal or less than the factor, 0 no effect.
 * @example closeAssaultOutcome(ROLL.hit) // 1
 */
export function closeAssaultOutcome(roll: number): number {
  return roll <= ROLL.criticalHit ? 2 : roll === ROLL.hit ? 1 : 0;
}
