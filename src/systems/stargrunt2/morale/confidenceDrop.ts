/**
 * CONFIDENCE TESTS: "If the die roll is HIGHER than the score needed, the test is passed ... if the roll is
 * EQUAL TO or LESS THAN the score needed, the unit's Confidence drops by ONE level. If the number rolled is
 * only HALF OR LESS of the required score, then the unit's Confidence drops by TWO levels."
 * Returns the levels dropped (0, 1 or 2) for a roll (1 or more) against the score to exceed (LV + threat level).
 * `halfOrLess` false reads the summary's "score less than HALF needed number" instead.
 * Branch-free, as the kernels call it once per test: a failure is `roll ≤ needed`, a bad one `2 × roll ≤ needed`
 * (`2 × roll ≤ needed − 1`, i.e. less than half, with `halfOrLess` false); a roll above `needed` is above half
 * of it too.
 * @example confidenceDrop(2, 4, true) // 2 (the rulebook's Regular/2 example: a 1 or 2 drops two levels)
 */
export function confidenceDrop(roll: number, needed: number, halfOrLess: boolean): number {
  const twoBelow = halfOrLess ? needed : needed - 1;
  return (((needed - roll) >>> 31) ^ 1) + (((twoBelow - 2 * roll) >>> 31) ^ 1);
}
