/** Margin code of a clear miss: the attack lower than the defense, or the attacker fumbled. */
export const MISS = 0;
/** Margin code of a draw: equal totals, won by the defender (a miss with MoS 0). */
export const DRAW = 1;

/**
 * The result of an opposed Silhouette test as one small integer: 0 a miss, 1 a draw (the defender
 * wins), 2 + MoS a success with that Margin of Success. Totals are from finalTotal (−1 a fumble):
 * a fumbled attack misses; a fumbled defense fails automatically and counts as 0, so the attack
 * succeeds with MoS equal to its own total (interpretation 2 in docs/rules/silhouette.md).
 * @example marginCode(5, 3) // 4 (MoS 2)
 */
export function marginCode(attack: number, defense: number): number {
  if (attack < 0) return MISS;
  if (defense < 0) return 2 + attack;
  if (attack > defense) return 2 + attack - defense;
  return attack === defense ? DRAW : MISS;
}
