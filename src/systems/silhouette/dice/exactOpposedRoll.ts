import { marginCodeDist } from '../opposed/marginCodeDist.js';
import type { OpposedRollCell } from './OpposedRollCell.js';
import { opposedRollLayout } from './opposedRollLayout.js';
import type { OpposedRollDistribution, OpposedRollOutcome } from './opposedRollQuantities.js';

/** Exact bare opposed roll: each outcome's probability and the Margin of Success by value. */
export interface OpposedRollExact {
  outcomes: Record<OpposedRollOutcome, number>;
  distributions: Record<OpposedRollDistribution, Float64Array>;
}

/**
 * Exact: the raw-roll distributions of both sides (built die by die) combined into the margin code.
 * @example exactOpposedRoll({ attackDice: 1, attackModifier: 0, defenseDice: 1, defenseModifier: 0, fumbles: true }).outcomes.attacker_wins // 15/36
 */
export function exactOpposedRoll(cell: OpposedRollCell): OpposedRollExact {
  const wins = [0, 0];
  const margin = new Float64Array(opposedRollLayout(cell).distributions[0].size);
  for (const [code, p] of marginCodeDist(cell, cell.fumbles, cell.sixBonus).entries()) {
    const won = code >= 2;
    wins[won ? 0 : 1] += p;
    margin[won ? code - 2 : 0] += p;
  }
  return { outcomes: { attacker_wins: wins[0], defender_wins: wins[1] }, distributions: { margin_of_success: margin } };
}
