import type { Dist } from '../../../dice/exact/Dist.js';
import { finalTotal } from '../dice/finalTotal.js';
import { rawRollDist } from '../dice/rawRollDist.js';
import { marginCode } from './marginCode.js';
import type { OpposedRoll } from './OpposedCell.js';

/**
 * Exact distribution of the margin code of one opposed test (the exact twin of opposedTest): every raw
 * attack value against every raw defense value, with integer weights.
 * @example marginCodeDist({ attackDice: 1, attackModifier: 0, defenseDice: 1, defenseModifier: 0 }, true).prob(0) // P(miss)
 */
export function marginCodeDist(roll: OpposedRoll, fumbles: boolean, sixBonus = 1): Dist<number> {
  const attack = rawRollDist(roll.attackDice, fumbles, sixBonus).map((r) => finalTotal(r, roll.attackModifier));
  const defense = rawRollDist(roll.defenseDice, fumbles, sixBonus).map((r) => finalTotal(r, roll.defenseModifier));
  return attack.combine(defense, marginCode);
}
