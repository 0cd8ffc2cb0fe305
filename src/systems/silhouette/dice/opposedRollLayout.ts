import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { OpposedRollCell } from './OpposedRollCell.js';
import {
  type OpposedRollDistribution,
  type OpposedRollOutcome,
  opposedRollQuantities,
} from './opposedRollQuantities.js';
import { maxRaw } from './rawRollDist.js';

/**
 * Layout: attacker_wins, defender_wins; then margin_of_success (0 when the defender wins) up to the
 * attack's highest total.
 * @example opposedRollLayout({ attackDice: 2, attackModifier: 1, defenseDice: 1, defenseModifier: 0, fumbles: true }).distributions[0].size // 9
 */
export function opposedRollLayout(cell: OpposedRollCell): CounterLayout<OpposedRollOutcome, OpposedRollDistribution> {
  return opposedRollQuantities.layout({
    margin_of_success: Math.max(0, maxRaw(cell.attackDice, cell.sixBonus) + cell.attackModifier) + 1,
  });
}
