/**
 * LOSS OF UNIT LEADER: "roll a single D6: on a roll of 1 or 2, the new leader is one level WORSE than the
 * original; on a 3, 4 or 5 he is the same level, and on a roll of 6 he is one level BETTER ... you cannot
 * have worse than a level 3 leader or better than a level 1".
 * @example newLeaderLevel(3, 6) // 2
 */
export function newLeaderLevel(original: number, d6: number): number {
  const shifted = d6 <= 2 ? original + 1 : d6 === 6 ? original - 1 : original;
  return Math.min(3, Math.max(1, shifted));
}
