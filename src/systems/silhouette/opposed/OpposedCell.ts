import type { CounterLayout } from '../../../core/CounterLayout.js';

/** One opposed test's dice: the attack roll against the defense roll (BASIC GAME MECHANISMS). */
export interface OpposedRoll {
  /** Dice of the attack roll (the attacker's Skill level). */
  attackDice: number;
  /** Sum of every attack modifier. */
  attackModifier: number;
  /** Dice of the defense roll. */
  defenseDice: number;
  /** Sum of every defense modifier. */
  defenseModifier: number;
}

/**
 * A normalized opposed-attack cell (RANGED ATTACKS, MELEE ATTACKS, INFANTRY RULES, SATURATION FIRE):
 * plain data that crosses to the worker threads. Every rule that depends only on the result of the
 * opposed test is already folded into per-margin tables by the resolution's normalizer, so one kernel
 * and one exact evaluator serve every opposed resolution; each resolution's own result names (`O`, `D`)
 * and histogram sizes come with the cell, in its layout.
 *
 * Margin codes (see marginCode): 0 a miss, 1 a draw (the defender wins), 2 + MoS a success.
 */
export interface OpposedCell<O extends string = string, D extends string = string> extends OpposedRoll {
  /** Whether all 1s is a fumble (rule variant `fumble`). */
  fumbles: boolean;
  /** Points each 6 beyond the first adds to a roll (rules.extra-six; 1 in the book). */
  sixBonus: number;
  /** The resolution's outcomes, and its distributions sized for this cell. */
  layout: CounterLayout<O, D>;
  /** The outcome of each margin code 0..maxCode. */
  outcomeOf: O[];
  /** For each distribution, its value for each margin code 0..maxCode. */
  valuesOf: Record<D, number[]>;
  /** Anything the designer should know about how the cell was read. */
  note?: string;
}
