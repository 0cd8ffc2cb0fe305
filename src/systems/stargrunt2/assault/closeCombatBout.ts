/**
 * A figure's close-combat score (CLOSE COMBAT RESOLUTION) from one uniform `u` in [0, 1): the face of its die,
 * ((u * sides) | 0) + 1, times its multiplier, 2 in POWER ARMOUR ("DOUBLE his die roll score"). The die already
 * carries the close-combat weapon's open shifts and, in the first round, the defender's cover bonus
 * (closeCombatDice). Kernel-side; the caller draws the uniform, so each kernel keeps its own buffer discipline.
 * @example closeCombatScore(0.5, 12, 2) // 14 (a 7, doubled)
 */
export function closeCombatScore(u: number, sides: number, multiplier: number): number {
  return (((u * sides) | 0) + 1) * multiplier;
}

/**
 * The opposed close-combat dice of one figure against one opponent: the figure rolls its score from the uniform
 * `u` (closeCombatScore) against `against`, the score the opponent rolled. A figure facing several opponents
 * rolls once and "each is compared separately to the opponent's roll", so the opponent's score is an argument.
 * Returns 1 when the figure scores higher (its opponent goes down), −1 when lower (it goes down), 0 on a tie
 * (both stand and fight on). The close-combat-pair kernel and both close-assault kernels fight every pairing
 * through it.
 * @example closeCombatBout(0.99, 7, 8, 1) // 1: a D8 roll of 8 beats 7
 */
export function closeCombatBout(u: number, against: number, sides: number, multiplier: number): number {
  return boutOf(closeCombatScore(u, sides, multiplier), against);
}

/**
 * A score against the opponent's: 1 higher (the opponent goes down), −1 lower (the figure goes down), 0 a tie. The
 * house-rule paths compare the scores a designer's `score` step returned with it.
 * @example boutOf(7, 7) // 0
 */
export function boutOf(score: number, against: number): number {
  return score > against ? 1 : score < against ? -1 : 0;
}
