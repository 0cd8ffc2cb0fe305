/** Where the attack count stops when the target may survive longer: the rest of the probability is below this. */
const TAIL_BELOW = 1e-12;
/** The most attacks followed one by one (p ≥ 1/36 for any hit that is possible: far below 1e-12 left by then). */
const MAX_CAP = 5000;
/** P(dead within k) is reported for k = 1..this. */
export const WITHIN = 10;

/**
 * P(the target is dead exactly at attack n), n = 1..cap, by the Markov chain of its life track: each
 * attack hits with probability p and moves the state along next[state * 4 + damage]. The cap is the
 * first n ≥ 10 after which less than 1e-12 is left (or MAX_CAP); `tail` is what is left.
 * @example killChain(0.5, [0, 1, 1, 1], 1, 1).deadAt[1] // 0.5: a one-state track dies on the first hit
 */
export function killChain(
  p: number,
  next: number[],
  dead: number,
  damage: number,
): { deadAt: number[]; cap: number; tail: number } {
  let states = new Float64Array(dead + 1);
  states[0] = 1;
  const deadAt = [0];
  let alive = 1;
  for (let n = 1; n <= MAX_CAP; n++) {
    const after = new Float64Array(dead + 1);
    for (let s = 0; s < dead; s++) {
      after[s] += states[s] * (1 - p);
      after[next[s * 4 + damage]] += states[s] * p;
    }
    deadAt.push(after[dead]);
    after[dead] = 0;
    states = after;
    alive = states.reduce((a, b) => a + b, 0);
    if (n >= WITHIN && alive < TAIL_BELOW) return { deadAt, cap: n, tail: alive };
    if (n >= WITHIN && p === 0) return { deadAt, cap: n, tail: alive };
  }
  return { deadAt, cap: MAX_CAP, tail: alive };
}
