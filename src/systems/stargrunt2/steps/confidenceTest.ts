import { confidenceDrop } from '../morale/confidenceDrop.js';

/**
 * CONFIDENCE TESTS, one roll, for the kernels: the unit's quality die (`sides`) rolled from the uniform `u[next]`
 * against the score to exceed, `needed` (the test's Leadership Value + threat level). Returns the levels dropped:
 * 0 when the roll EXCEEDS `needed`, 2 when it is half of `needed` or less (`halfOrLess`; less than half
 * otherwise), else 1 (confidenceDrop's rule, branch-free).
 *
 * Contract: reads exactly one uniform, `u[next]`, and advances nothing: the caller passes `next++` (a face is
 * ((u × sides) | 0) + 1, as `rollDie`). Whether a test is taken at all (no test required: draw nothing), where
 * `needed` comes from (a new leader's LV, casualties …) and bounding the level at RO stay with the caller, so the
 * same step serves a unit's test, a crew's, and both sides' tests in close assault.
 * @example confidenceTest(8, 4, true, u, next++) // 0 on a 5–8, 1 on a 3–4, 2 on a 1–2 (Regular/2 at threat level 2)
 */
export function confidenceTest(
  sides: number,
  needed: number,
  halfOrLess: boolean,
  u: Float64Array,
  next: number,
): number {
  return confidenceDrop(((u[next] * sides) | 0) + 1, needed, halfOrLess);
}
