import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { Dist } from '../../../../dice/exact/Dist.js';
import { ROUTED } from '../../data/confidenceLevels.js';
import { confidenceTestDist } from '../../steps/confidenceTestDist.js';
import { CONFIDENCE_LEVEL_COUNT } from '../confidenceAfter.js';
import type { LeaderLossCell } from './LeaderLossCell.js';
import type { LeaderLossDistribution, LeaderLossOutcome } from './leaderLossQuantities.js';

/**
 * Exact evaluator of LOSS OF UNIT LEADER: every D6 face for the new LV × every face of the quality die.
 * @example exactLeaderLoss(cell).distributions.new_leadership // [0, 1/6, 3/6, 2/6] for a fallen LV2
 */
export function exactLeaderLoss(cell: LeaderLossCell): NamedExactResult<LeaderLossOutcome, LeaderLossDistribution> {
  const drops = [0, 0, 0];
  const newLeadership = [0, 0, 0, 0];
  const after = new Array<number>(CONFIDENCE_LEVEL_COUNT).fill(0);
  const level = Dist.uniform(6).map((face) => cell.levelOfFace[face - 1]); // the new leader's D6
  for (const [lv, p] of level.entries()) newLeadership[lv] += p;
  if (cell.threat < 0) {
    after[cell.start] = 1;
    return {
      outcomes: { pass: 0, drop_1: 0, drop_2: 0, no_test: 1 },
      distributions: { new_leadership: newLeadership, confidence_after: after },
    };
  }
  const drop = level.chain((lv) =>
    confidenceTestDist(cell.sides, (cell.newLeaderTests ? lv : cell.leadership) + cell.threat, cell.halfOrLess),
  );
  for (const [d, p] of drop.entries()) {
    drops[d] += p;
    after[Math.min(ROUTED, cell.start + d)] += p;
  }
  return {
    outcomes: { pass: drops[0], drop_1: drops[1], drop_2: drops[2], no_test: 0 },
    distributions: { new_leadership: newLeadership, confidence_after: after },
  };
}
