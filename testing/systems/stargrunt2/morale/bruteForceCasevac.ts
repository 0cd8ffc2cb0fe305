/**
 * CASUALTY EVACUATION by plain enumeration, for the tests: every face of the call die (`callSides`, success above
 * `needed`; `needed` < 0 for no roll), of the squad's D6 and of every nearby unit's D6, in the rulebook's words.
 * Levels 0 (CO) to 4 (RO); `scores` replaces the book's 3+, 6 and 5+ when given. Returns P(call failed), P(levels gained 0, 1, 2), confidence_after and nearby_recovered.
 */
export function bruteForceCasevac(
  callSides: number,
  needed: number,
  start: number,
  nearby: number[],
  scores = { riseFrom: 3, twoOn: 6, nearbyFrom: 5 },
) {
  const gained = [0, 0, 0];
  const after = [0, 0, 0, 0, 0];
  const recovered = new Array<number>(nearby.length + 1).fill(0);
  let failed = 0;
  const callFaces = needed < 0 ? [Infinity] : Array.from({ length: callSides }, (_, i) => i + 1);
  for (const call of callFaces) {
    const pCall = 1 / callFaces.length;
    if (!(call > needed)) {
      failed += pCall;
      after[start] += pCall;
      recovered[0] += pCall;
      continue;
    }
    for (let squad = 1; squad <= 6; squad++) {
      // "if they score 3 or more, they immediately RISE one level ... roll a 6 then they rise TWO levels" — not above CO.
      const rise = squad >= scores.twoOn ? 2 : squad >= scores.riseFrom ? 1 : 0;
      const level = Math.max(0, start - rise);
      gained[start - level] += pCall / 6;
      after[level] += pCall / 6;
    }
    const rolls = new Array<number>(nearby.length).fill(1);
    const pRolls = pCall / 6 ** nearby.length;
    for (;;) {
      // "will recover ONE confidence level on a score of 5+" — no effect at CO.
      const up = rolls.filter((r, i) => r >= scores.nearbyFrom && nearby[i] > 0).length;
      recovered[up] += pRolls;
      let i = 0;
      while (i < rolls.length && rolls[i] === 6) rolls[i++] = 1;
      if (i === rolls.length) break;
      rolls[i]++;
    }
  }
  return { failed, gained, after, recovered };
}
