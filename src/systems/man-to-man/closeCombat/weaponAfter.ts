import { ROLL } from '../rollTable.js';

/**
 * A close combat weapon after a failed roll to hit (4.4): 0 still in hand (a miss, or 16: automatic miss),
 * 1 dropped (17), 2 broken (18).
 * @example weaponAfter(ROLL.badJam) // 2
 */
export function weaponAfter(roll: number): number {
  return roll >= ROLL.jam ? roll - ROLL.misfire : 0;
}
