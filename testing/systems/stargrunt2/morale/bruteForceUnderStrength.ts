/**
 * UNDER-STRENGTH UNITS by plain enumeration, for the tests: every face of every figure's die (figure 0 the leader,
 * figures 1..supportWeapons the support weapons), then every face of the new leader's D6, read straight from the
 * rulebook's words. No code shared with the evaluator. Returns outcome probabilities (full, reduced, replaced, gone)
 * and the three distributions.
 */
export function bruteForceUnderStrength(sides: number, figures: number, supportWeapons: number, leadership: number) {
  const outcomes = [0, 0, 0, 0];
  const figuresLeft = new Array<number>(figures + 1).fill(0);
  const supportLeft = new Array<number>(supportWeapons + 1).fill(0);
  const leadershipAfter = [0, 0, 0, 0];
  const faces = new Array<number>(figures).fill(1);
  // Counted in whole ways (each die vector six times, once per face of the new leader's D6), divided at the end so
  // that the sums are exact.
  const p = 6;
  for (;;) {
    const here = faces.map((f) => f !== 1); // "All figures for which a ONE is rolled are removed"
    const left = here.filter(Boolean).length;
    const support = here.slice(1, 1 + supportWeapons).filter(Boolean).length;
    figuresLeft[left] += p;
    supportLeft[support] += p;
    if (here[0]) {
      outcomes[left === figures ? 0 : 1] += p;
      leadershipAfter[leadership] += p;
    } else if (left === 0) {
      outcomes[3] += p;
      leadershipAfter[0] += p;
    } else {
      outcomes[2] += p;
      // "on a roll of 1 or 2, the new leader is one level WORSE ... on a 3, 4 or 5 he is the same level, and on a roll
      // of 6 he is one level BETTER" — within 1..3.
      for (let d6 = 1; d6 <= 6; d6++) {
        let lv = leadership;
        if (d6 <= 2 && lv < 3) lv++;
        if (d6 === 6 && lv > 1) lv--;
        leadershipAfter[lv] += 1;
      }
    }
    let i = 0;
    while (i < figures && faces[i] === sides) faces[i++] = 1;
    if (i === figures) break;
    faces[i]++;
  }
  const ways = 6 * sides ** figures;
  const share = (counts: number[]) => counts.map((count) => count / ways);
  return {
    outcomes: share(outcomes),
    figuresLeft: share(figuresLeft),
    supportLeft: share(supportLeft),
    leadershipAfter: share(leadershipAfter),
  };
}
