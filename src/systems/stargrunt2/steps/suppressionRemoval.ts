import { reactionTest } from './reactionTest.js';

/**
 * SUPPRESSION OF INFANTRY UNITS, one removal action, for the kernels: the unit's quality die (`sides`) rolled
 * from the uniform `u[next]` must EXCEED its leader's `leadership` to take one suppression marker off (a reaction
 * test at threat level 0). Returns the markers removed, 1 or 0.
 *
 * Contract: reads exactly one uniform, `u[next]`, and advances nothing: the caller passes `next++`. Which action
 * is a removal roll (rather than a Reorganise) and how many markers are left is the caller's.
 * @example suppressionRemoval(8, 2, u, next++) // 1 on a 3–8: a Regular LV2 removes a marker 6 times in 8
 */
export function suppressionRemoval(sides: number, leadership: number, u: Float64Array, next: number): number {
  return reactionTest(sides, leadership, u, next);
}
