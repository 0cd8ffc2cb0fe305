import { maxRaw } from '../dice/rawRollDist.js';

/**
 * The largest margin code an attack of `dice` d6 with `modifier` can reach: 2 + its highest total
 * (reached when the defender fumbles, or rolls 0).
 * @example maxMarginCode(2, 1) // 10
 */
export function maxMarginCode(dice: number, modifier: number, sixBonus = 1): number {
  return 2 + Math.max(0, maxRaw(dice, sixBonus) + modifier);
}
