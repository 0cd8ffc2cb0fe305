import { SAVE_BASE } from '../data/damageModifiers.js';

/**
 * The damage save (To damage your target): base 10, minus the amount damage exceeds armour, plus the
 * amount armour exceeds damage; the save is a d20 at or under it.
 * @example saveTarget(10, 8) // 8
 */
export function saveTarget(damage: number, armour: number): number {
  return SAVE_BASE + armour - damage;
}
