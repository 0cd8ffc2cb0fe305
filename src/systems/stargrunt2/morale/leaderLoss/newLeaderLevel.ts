/** The D6 bands of the new leader's level: one level worse up to `worseUpTo`, one better from `betterFrom`. */
interface NewLeaderBands {
  worseUpTo: number;
  betterFrom: number;
}

/** The rulebook's bands: 1–2 worse, 3–5 the same, 6 better. */
const BOOK_NEW_LEADER_BANDS: NewLeaderBands = { worseUpTo: 2, betterFrom: 6 };

/**
 * LOSS OF UNIT LEADER: "roll a single D6: on a roll of 1 or 2, the new leader is one level WORSE than the
 * original; on a 3, 4 or 5 he is the same level, and on a roll of 6 he is one level BETTER ... you cannot
 * have worse than a level 3 leader or better than a level 1" (`bands` replaces the 1–2 and the 6).
 * @example newLeaderLevel(3, 6) // 2
 */
export function newLeaderLevel(original: number, d6: number, bands: NewLeaderBands = BOOK_NEW_LEADER_BANDS): number {
  const shifted = d6 <= bands.worseUpTo ? original + 1 : d6 >= bands.betterFrom ? original - 1 : original;
  return Math.min(3, Math.max(1, shifted));
}
