import type { Roll } from '../../../dice/Roll.js';

/**
 * One Silhouette roll through `roll` (BASIC GAME MECHANISMS): the highest of `dice` d6, +extraSix per 6 beyond the
 * first, 0 for all 1s when they fumble — read as rollRaw reads the same dice. The pool is rolled as its counts per
 * face (drawn die by die, as rollRaw draws them), so an exact enumeration follows 3 003 ways for 10 dice, not 6^10.
 * The book's step of every resolution whose house rules roll Silhouette dice.
 * @example silhouetteRoll(2, true, 1, roll) // 1 … 7
 */
export function silhouetteRoll(dice: number, fumbles: boolean, extraSix: number, roll: Roll): number {
  const counts = roll.faceCounts(dice, 6);
  let high = 6;
  while (high > 0 && counts[high] === 0) high--;
  const sixes = counts[6];
  if (high === 1 && fumbles) return 0;
  return sixes > 1 ? high + (sixes - 1) * extraSix : high;
}
