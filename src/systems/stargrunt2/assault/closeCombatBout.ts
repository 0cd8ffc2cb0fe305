import type { UniformDraws } from './uniformDraws.js';

/**
 * A figure's close-combat score (CLOSE COMBAT RESOLUTION): one roll of its die times its multiplier, 2 in POWER
 * ARMOUR ("DOUBLE his die roll score"). The die already carries the close-combat weapon's open shifts and, in the
 * first round, the defender's cover bonus (closeCombatDice). Kernel-side, one draw.
 * @example closeCombatScore(draws, 12, 2) // 2, 4 … 24
 */
export function closeCombatScore(draws: UniformDraws, sides: number, multiplier: number): number {
  return draws.die(sides) * multiplier;
}

/**
 * The opposed close-combat dice of one figure against one opponent: the figure rolls its score (closeCombatScore)
 * against `against`, the score the opponent rolled. A figure facing several opponents rolls once and "each is
 * compared separately to the opponent's roll", so the opponent's score is an argument. Returns 1 when the figure
 * scores higher (its opponent goes down), −1 when lower (it goes down), 0 on a tie (both stand and fight on).
 * The close-combat-pair kernel and both close-assault kernels fight every pairing through it.
 * @example closeCombatBout(draws, 7, 8, 1) // 1 on a D8 roll of 8, 0 on 7, −1 below
 */
export function closeCombatBout(draws: UniformDraws, against: number, sides: number, multiplier: number): number {
  const score = closeCombatScore(draws, sides, multiplier);
  return score > against ? 1 : score < against ? -1 : 0;
}
