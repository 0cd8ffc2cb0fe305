/**
 * BUILDINGS AND FORTIFICATIONS by plain enumeration, for tests: every face of the target's die, of each firer die
 * and of the D6 rolled after a miss, counted as the rule words it — a miss when no firer face exceeds the target's
 * face; then the D6 "exceeds the overall size class of the building" or not. Returns P(0 on aim), P(1), P(2).
 * @example bruteForceOffAim([8, 12], 4, 5) // [P(hit), P(miss) × 5/6, P(miss) × 1/6]
 */
export function bruteForceOffAim(firerDice: number[], targetDie: number, buildingSize: number): number[] {
  const out = [0, 0, 0];
  const walk = (targetFace: number, i: number, anyAbove: boolean, p: number): void => {
    if (i === firerDice.length) {
      if (anyAbove) {
        out[0] += p;
        return;
      }
      for (let d6 = 1; d6 <= 6; d6++) out[d6 > buildingSize ? 2 : 1] += p / 6;
      return;
    }
    for (let f = 1; f <= firerDice[i]; f++) walk(targetFace, i + 1, anyAbove || f > targetFace, p / firerDice[i]);
  };
  for (let r = 1; r <= targetDie; r++) walk(r, 0, false, 1 / targetDie);
  return out;
}
