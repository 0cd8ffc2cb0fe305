import { finalTotal } from '../dice/finalTotal.js';
import { rollRaw } from '../dice/rollRaw.js';
import { marginCode } from './marginCode.js';
import type { OpposedRoll } from './OpposedCell.js';

/** One opposed test as the hot loops read it: plain small integers. */
export interface OpposedTestPlan extends OpposedRoll {
  fumbles: boolean;
  /** Points each 6 beyond the first adds to a roll (rules.extra-six; 1 in the book). */
  sixBonus: number;
  /** Uniforms one test draws: one per die of both rolls. */
  draws: number;
}

/**
 * The plan of an opposed test. `| 0` keeps every number a small integer in V8's eyes, also when the cell
 * arrived by structured clone in a worker.
 * @example opposedTestPlan({ attackDice: 2, attackModifier: 1, defenseDice: 3, defenseModifier: 0 }, true).draws // 5
 */
export function opposedTestPlan(roll: OpposedRoll, fumbles: boolean, sixBonus = 1): OpposedTestPlan {
  return {
    attackDice: roll.attackDice | 0,
    attackModifier: roll.attackModifier | 0,
    defenseDice: roll.defenseDice | 0,
    defenseModifier: roll.defenseModifier | 0,
    fumbles,
    sixBonus: sixBonus | 0,
    draws: (roll.attackDice + roll.defenseDice) | 0,
  };
}

/**
 * BASIC GAME MECHANISMS, one opposed test: the attack roll then the defense roll (rollRaw: highest die, +1 per
 * extra 6, all 1s a fumble) from the uniforms `u` at `next`, each plus its modifier and never below 0
 * (finalTotal), read as a margin code (0 a miss, 1 a draw won by the defender, 2 + MoS a success). It draws
 * exactly `draws` uniforms; the caller makes sure they are there and moves on by `draws`. Every Silhouette
 * kernel that rolls an opposed test calls this, so they all draw the dice in the same order.
 * @example opposedTest(opposedTestPlan({ attackDice: 1, attackModifier: 0, defenseDice: 1, defenseModifier: 0 }, true), Float64Array.of(0.9, 0.5), 0) // 4: a 6 against a 4, MoS 2
 */
export function opposedTest(p: OpposedTestPlan, u: Float64Array, next: number): number {
  const attack = finalTotal(rollRaw(u, next, p.attackDice, p.fumbles, p.sixBonus), p.attackModifier);
  const defense = finalTotal(rollRaw(u, next + p.attackDice, p.defenseDice, p.fumbles, p.sixBonus), p.defenseModifier);
  return marginCode(attack, defense);
}
