import type { CounterLayout } from '../../../core/CounterLayout.js';
import { maxRaw } from '../dice/rawRollDist.js';
import type { InitiativeCell } from './InitiativeCell.js';
import { type InitiativeDistribution, type InitiativeOutcome, initiativeQuantities } from './initiativeQuantities.js';

/** The largest Margin of Success the two rolls can give: the highest total against a total of 0. */
export function largestMargin(cell: InitiativeCell): number {
  return Math.max(
    maxRaw(cell.diceA, cell.sixBonus) + Math.max(0, cell.modifierA),
    maxRaw(cell.diceB, cell.sixBonus) + Math.max(0, cell.modifierB),
  );
}

/**
 * Counter layout of the Initiative Phase: the two outcomes, then Command Points (0..largest MoS) for A, B and the winner.
 * @example initiativeLayout({ diceA: 2, diceB: 2, modifierA: 0, modifierB: 0, fumbles: true }).distributions[0].size // 8
 */
export function initiativeLayout(cell: InitiativeCell): CounterLayout<InitiativeOutcome, InitiativeDistribution> {
  const size = largestMargin(cell) + 1;
  return initiativeQuantities.layout({ a_command_points: size, b_command_points: size, winner_command_points: size });
}
