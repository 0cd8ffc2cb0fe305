import type { CounterLayout } from '../../../core/CounterLayout.js';
import type { DuelCell } from './DuelCell.js';
import { type DuelDistribution, type DuelOutcome, duelQuantities } from './duelQuantities.js';

/**
 * Counter layout of `duel`: the three outcomes, then `turns` (0..max turns), then the points of the enemy
 * unit destroyed by each side (0 or the enemy's cost).
 * @example duelLayout(cell).distributions.map((d) => d.name) // ['turns', 'attacker_points_destroyed', 'defender_points_destroyed']
 */
export function duelLayout(cell: DuelCell): CounterLayout<DuelOutcome, DuelDistribution> {
  return duelQuantities.layout({
    turns: cell.maxTurns + 1,
    attacker_points_destroyed: cell.sides[1].cost + 1,
    defender_points_destroyed: cell.sides[0].cost + 1,
  });
}
