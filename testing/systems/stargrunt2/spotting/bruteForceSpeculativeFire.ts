/**
 * A plain enumeration of speculative fire, written apart from the evaluator: every face of the range die and of
 * each firer's die walked in nested loops for one fire action, then the actions followed one by one as a tree of
 * "flipped now" and "not yet". Test code only.
 */
export function bruteForceSpeculativeFire(
  dice: number[],
  rangeDie: number,
  isUnit: boolean,
  attempts: number,
  listed: ReadonlyArray<readonly number[] | null> = [],
): { flipped: number; actions: number[] } {
  // A house die with listed faces reads face k as its k-th listed value; a d-N reads k.
  const value = (i: number, face: number) => listed[i]?.[face - 1] ?? face;
  let major = 0;
  let outcomes = 0;
  const faces = new Array<number>(dice.length).fill(1);
  for (let roll = 1; roll <= rangeDie; roll++) {
    // Odometer over the firer's dice.
    faces.fill(1);
    for (;;) {
      outcomes++;
      if (faces.filter((f, i) => value(i, f) > roll).length >= 2) major++;
      let i = 0;
      while (i < dice.length && faces[i] === dice[i]) faces[i++] = 1;
      if (i === dice.length) break;
      faces[i]++;
    }
  }
  const p = isUnit ? major / outcomes : 0;
  const actions = new Array<number>(attempts + 1).fill(0);
  let flipped = 0;
  const go = (k: number, weight: number): void => {
    if (k === attempts) {
      actions[k] += weight;
      return;
    }
    flipped += weight * p;
    actions[k + 1] += weight * p;
    go(k + 1, weight * (1 - p));
  };
  go(0, 1);
  return { flipped, actions };
}
