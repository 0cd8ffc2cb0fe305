import type { NamedExactResult } from '../../../../core/ExactResult.js';
import type { CombatMoveCell } from './CombatMoveCell.js';
import type { CombatMoveDistribution, CombatMoveOutcome } from './combatMoveQuantities.js';

/**
 * Exact evaluator of COMBAT MOVEMENT: every face of the first die, and of the second where the first fell short.
 * @example exactCombatMove({ sides: 12, actions: 1, needed: 15 }).outcomes.first_action // 5/12 (8–12 × 2 ≥ 15)
 */
export function exactCombatMove(cell: CombatMoveCell): NamedExactResult<CombatMoveOutcome, CombatMoveDistribution> {
  const { sides, actions, needed } = cell;
  const outcomes = { first_action: 0, second_action: 0, short: 0 };
  const movement = new Array<number>(2 * sides * actions + 1).fill(0);
  const p = 1 / sides;
  for (let first = 1; first <= sides; first++) {
    const once = 2 * first;
    if (once >= needed || actions === 1) {
      outcomes[once >= needed ? 'first_action' : 'short'] += p;
      movement[once] += p;
      continue;
    }
    for (let second = 1; second <= sides; second++) {
      const twice = once + 2 * second;
      outcomes[twice >= needed ? 'second_action' : 'short'] += p * p;
      movement[twice] += p * p;
    }
  }
  return { outcomes, distributions: { movement } };
}
