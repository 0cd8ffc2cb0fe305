import type { CounterLayout } from '../../LegacyKernel.js';
import type { DuelCell } from './DuelCell.js';

export const DUEL_OUTCOMES = ['attacker_wins', 'defender_wins', 'draw'] as const;

/**
 * Counter layout of `duel`: the three outcomes, then `turns` (0..max turns), then the points of the enemy
 * unit destroyed by each side (0 or the enemy's cost).
 * @example duelLayout(cell).distributions.map((d) => d.name) // ['turns', 'attacker_points_destroyed', 'defender_points_destroyed']
 */
export function duelLayout(cell: DuelCell): CounterLayout {
  return {
    outcomes: [...DUEL_OUTCOMES],
    distributions: [
      { name: 'turns', size: cell.maxTurns + 1 },
      { name: 'attacker_points_destroyed', size: cell.sides[1].cost + 1 },
      { name: 'defender_points_destroyed', size: cell.sides[0].cost + 1 },
    ],
  };
}
