import { DIE_TYPES } from '../../dice/dieType.js';

/**
 * FIREPOWER: the SMALL ARMS FIREPOWER DIE is "the nearest Die Type (rounded up) to the total Fire
 * Value of the squad ... If the total FP is 4 or less then a D4 is used, and anything over 12 still
 * gets a D12". Returns 0 when nobody fires small arms. `cap` is the parameter `firepower-die-cap` (the book's D12).
 * @example smallArmsFirepowerDie(7) // 8 (seven men with FP1 weapons)
 * @example smallArmsFirepowerDie(9, 8) // 8 (capped at a D8)
 */
export function smallArmsFirepowerDie(totalFirepower: number, cap = 12): number {
  if (totalFirepower <= 0) return 0;
  for (const sides of DIE_TYPES) if (totalFirepower <= sides || sides >= cap) return sides;
  return 12;
}
