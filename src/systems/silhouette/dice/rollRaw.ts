/**
 * One Silhouette roll of `dice` d6 read from the uniform buffer `u` at `at` (a face is
 * ((u * 6) | 0) + 1): the highest die, `sixBonus` (1 in the book) per extra 6, and 0 for a fumble (all 1s) when `fumbles`.
 * The one Silhouette roll of the kernels: the skill-roll kernel and opposedTest (every opposed kernel) call it,
 * so they all read the dice alike; it allocates nothing.
 * @example rollRaw(Float64Array.of(0.99, 0.99), 0, 2, true, 1) // 7 (two sixes)
 */
export function rollRaw(u: Float64Array, at: number, dice: number, fumbles: boolean, sixBonus: number): number {
  let high = 0;
  let sixes = 0;
  for (let i = 0; i < dice; i++) {
    const face = ((u[at + i] * 6) | 0) + 1;
    high = face > high ? face : high;
    sixes += face === 6 ? 1 : 0;
  }
  if (high === 1 && fumbles) return 0;
  return sixes > 1 ? high + (sixes - 1) * sixBonus : high;
}
