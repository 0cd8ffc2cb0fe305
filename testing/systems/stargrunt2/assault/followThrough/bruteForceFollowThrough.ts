/**
 * A follow-through by plain enumeration, for tests: every face of the quality die times every face of the combat
 * move die, each pair equally likely, counted as the rulebook words it (no code shared with the evaluator).
 * @example bruteForceFollowThrough(8, 2, 'withdrew', 6, 8).reaches // 0.25
 */
export function bruteForceFollowThrough(
  qualitySides: number,
  leadership: number,
  defender: 'destroyed' | 'withdrew',
  moveSides: number,
  distance: number,
  threat = defender === 'destroyed' ? 1 : 2,
): { test_failed: number; falls_short: number; reaches: number; move_inches: number[] } {
  const mustExceed = leadership + threat;
  const counts = { test_failed: 0, falls_short: 0, reaches: 0 };
  const inches = new Array<number>(2 * moveSides + 1).fill(0);
  for (let q = 1; q <= qualitySides; q++) {
    for (let m = 1; m <= moveSides; m++) {
      if (q <= mustExceed) {
        counts.test_failed++;
        inches[0]++;
      } else {
        const moved = m + m;
        if (moved < distance) counts.falls_short++;
        else counts.reaches++;
        inches[moved]++;
      }
    }
  }
  const all = qualitySides * moveSides;
  return {
    test_failed: counts.test_failed / all,
    falls_short: counts.falls_short / all,
    reaches: counts.reaches / all,
    move_inches: inches.map((n) => n / all),
  };
}
