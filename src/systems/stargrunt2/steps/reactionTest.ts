/**
 * REACTION TESTS, and every roll of one die that must EXCEED a score (a communication, the rally roll, a panic
 * test at threat level 0, removing a suppression marker), for the kernels: the die (`sides`) rolled from the
 * uniform `u[next]` against `needed` (LV + threat level, or the poorer LV …). Returns 1 when the roll exceeds
 * `needed` (passed), 0 when it is equal or less (failed). Branch-free.
 *
 * Contract: reads exactly one uniform, `u[next]`, and advances nothing: the caller passes `next++` (a face is
 * ((u × sides) | 0) + 1, as `rollDie`). Whether the test is rolled at all (e.g. communication in direct contact)
 * is the caller's.
 * @example reactionTest(8, 2, u, next++) // 1 on a 3–8: a Regular LV2 going In Position in cover
 */
export function reactionTest(sides: number, needed: number, u: Float64Array, next: number): number {
  return (needed - (((u[next] * sides) | 0) + 1)) >>> 31;
}
