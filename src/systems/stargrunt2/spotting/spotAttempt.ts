import { opposedRoll } from '../steps/opposedRoll.js';

/**
 * One OBSERVE action on an inverted counter, for the kernels: the counter's die and the observer's dice (the
 * opposedRoll step), read as the counter's result (`results[dice above]`, two or more as two).
 *
 * Contract: reads exactly `1 + dice.length` uniforms from `u[next]` on and advances nothing; `against` must not be 0.
 * @example spotAttempt(Int32Array.of(8, 4), 6, Int32Array.of(0, 2, 3), Float64Array.of(0, 0.99, 0.99), 0) // 3: both beat a 1
 */
export function spotAttempt(
  dice: Int32Array,
  against: number,
  results: Int32Array,
  u: Float64Array,
  next: number,
): number {
  const above = opposedRoll(dice, against, u, next) >>> 16;
  return results[above < 2 ? above : 2];
}
