import { DIE_TYPES } from '../../dice/dieType.js';

/**
 * FIREPOWER: the SMALL ARMS FIREPOWER DIE is "the nearest Die Type (rounded up) to the total Fire
 * Value of the squad ... If the total FP is 4 or less then a D4 is used, and anything over 12 still
 * gets a D12". Returns 0 when nobody fires small arms.
 * @example smallArmsFirepowerDie(7) // 8 (seven men with FP1 weapons)
 */
export function smallArmsFirepowerDie(totalFirepower: number): number {
  if (totalFirepower <= 0) return 0;
  for (const sides of DIE_TYPES) if (totalFirepower <= sides) return sides;
  return 12;
}
