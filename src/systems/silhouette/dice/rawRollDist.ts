import { Dist } from '../../../dice/exact/Dist.js';

/** Raw value of a fumble (every die a 1) in the raw-roll encoding. */
export const FUMBLE = 0;

/**
 * Exact distribution of a Silhouette roll of `dice` d6 before modifiers (BASIC GAME MECHANISMS):
 * the highest die, +1 for each 6 beyond the first; every die a 1 is a fumble, encoded as 0.
 * Built by adding one die at a time to a (highest, sixes) state — not by enumerating 6^N faces.
 * With `fumbles: false` (rule variant `fumble: none`) all 1s is an ordinary 1; each extra 6 adds `sixBonus` (rules.extra-six).
 * @example rawRollDist(1).prob(0) // 1/6 (a single 1 is a fumble)
 */
export function rawRollDist(dice: number, fumbles = true, sixBonus = 1): Dist<number> {
  // State: highest * 16 + sixes.
  let state = Dist.constant(0);
  for (let i = 0; i < dice; i++) {
    state = state.combine(Dist.uniform(6), (s, face) => {
      const high = Math.max(s >> 4, face);
      return high * 16 + (s & 15) + (face === 6 ? 1 : 0);
    });
  }
  return state.map((s) => {
    const high = s >> 4;
    const sixes = s & 15;
    if (high === 1 && fumbles) return FUMBLE;
    return sixes > 1 ? high + (sixes - 1) * sixBonus : high;
  });
}

/** The highest raw value `dice` d6 can give: six on every die. */
export function maxRaw(dice: number, sixBonus = 1): number {
  return 6 + (dice - 1) * sixBonus;
}
