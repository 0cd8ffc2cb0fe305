import { rawRollDist } from '../dice/rawRollDist.js';
import type { InitiativeCell } from './InitiativeCell.js';
import { largestMargin } from './initiativeLayout.js';
import type { InitiativeDistribution, InitiativeOutcome } from './initiativeQuantities.js';
import { initiativeResult } from './initiativeRoll.js';

/** Exact Initiative Phase: each outcome's probability and the Command Points histograms. */
interface InitiativeExact {
  outcomes: Record<InitiativeOutcome, number>;
  distributions: Record<InitiativeDistribution, Float64Array>;
}

/**
 * Exact evaluator of the Initiative Phase: every pair of raw rolls (rawRollDist, integer weights) read as a
 * winner and a margin; draws are rolled again, so each result's chance is divided by 1 − P(draw).
 * @example exactInitiative({ diceA: 2, diceB: 2, modifierA: 0, modifierB: 0, fumbles: true }).outcomes.a_wins // 0.5
 */
export function exactInitiative(cell: InitiativeCell): InitiativeExact {
  const size = largestMargin(cell) + 1;
  const a = new Float64Array(size);
  const b = new Float64Array(size);
  const winner = new Float64Array(size);
  let aWins = 0;
  let decided = 0;
  const rollA = rawRollDist(cell.diceA, cell.fumbles, cell.sixBonus);
  const rollB = rawRollDist(cell.diceB, cell.fumbles, cell.sixBonus);
  for (const [rawA, pA] of rollA.entries()) {
    for (const [rawB, pB] of rollB.entries()) {
      const result = initiativeResult(rawA, cell.modifierA, rawB, cell.modifierB);
      if (result === 0) continue;
      const p = pA * pB;
      const margin = Math.abs(result);
      decided += p;
      if (result > 0) aWins += p;
      a[result > 0 ? margin : 1] += p;
      b[result > 0 ? 1 : margin] += p;
      winner[margin] += p;
    }
  }
  for (const histogram of [a, b, winner]) for (let i = 0; i < size; i++) histogram[i] /= decided;
  return {
    outcomes: { a_wins: aWins / decided, b_wins: 1 - aWins / decided },
    distributions: { a_command_points: a, b_command_points: b, winner_command_points: winner },
  };
}
