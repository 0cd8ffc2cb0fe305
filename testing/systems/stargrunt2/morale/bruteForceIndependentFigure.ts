/**
 * REACTION OF INDEPENDENT FIGURES by plain summation, for the tests: every face of the test die read by the
 * rulebook's words (above LV + threat passes; at or below fails; half the score or less fails badly, or less than half), then the
 * removal rolls summed roll by roll — the k-th roll ends the marker after k − 1 that did not — up to `rollsUpTo`
 * rolls, each put in its activation (two rolls to an activation, or `panicRollsPerActivation` for a panic).
 * Returns [no_test, pass, suppressed, panic_removed, nerve_failed] and activations_marked up to the activation of
 * roll `rollsUpTo`.
 */
export function bruteForceIndependentFigure(
  sides: number,
  needed: number,
  halfOrLess: boolean,
  leadership: number,
  panicRollsPerActivation: number,
  rollsUpTo: number,
) {
  const outcomes = [0, 0, 0, 0, 0];
  const marked = new Array<number>(rollsUpTo + 1).fill(0);
  for (let face = 1; face <= sides; face++) {
    const p = 1 / sides;
    if (face > needed) {
      outcomes[1] += p;
      marked[0] += p;
      continue;
    }
    const panic = halfOrLess ? face <= needed / 2 : face < needed / 2;
    // One removal roll: the die exceeding LV takes the marker off; on a panic, a ONE breaks the figure.
    let off = 0;
    let one = 0;
    for (let r = 1; r <= sides; r++) {
      if (r > leadership) off += 1 / sides;
      else if (panic && r === 1) one += 1 / sides;
    }
    const stay = 1 - off - one;
    const perActivation = panic ? panicRollsPerActivation : 2;
    for (let k = 1; k <= rollsUpTo; k++) marked[Math.ceil(k / perActivation)] += p * stay ** (k - 1) * (off + one);
    if (!panic) outcomes[2] += p;
    else {
      outcomes[3] += (p * off) / (off + one);
      outcomes[4] += (p * one) / (off + one);
    }
  }
  return { outcomes, marked };
}
