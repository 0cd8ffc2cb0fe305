/**
 * A normalized opposed-attack cell (RANGED ATTACKS, MELEE ATTACKS, INFANTRY RULES, SATURATION FIRE):
 * plain data that crosses to the worker threads. Every rule that depends only on the result of the
 * opposed test is already folded into per-margin tables by the resolution's normalizer, so one kernel
 * and one exact evaluator serve every opposed resolution.
 *
 * Margin codes (see marginCode): 0 a miss, 1 a draw (the defender wins), 2 + MoS a success.
 */
export interface OpposedCell {
  /** Dice of the attack roll (the attacker's Skill level). */
  attackDice: number;
  /** Sum of every attack modifier. */
  attackModifier: number;
  /** Dice of the defense roll. */
  defenseDice: number;
  /** Sum of every defense modifier. */
  defenseModifier: number;
  /** Whether all 1s is a fumble (rule variant `fumble`). */
  fumbles: boolean;
  outcomes: string[];
  distributions: Array<{ name: string; size: number }>;
  /** Outcome index for each margin code 0..maxCode. */
  outcomeOf: number[];
  /** For each distribution, its value for each margin code 0..maxCode. */
  valuesOf: number[][];
  /** Anything the designer should know about how the cell was read. */
  note?: string;
}
