import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { reactionTestDist } from '../../steps/reactionTestDist.js';
import { communicationChance } from '../communicate/exactCommunicate.js';
import { CONFIDENCE_LEVEL_COUNT } from '../confidenceAfter.js';
import type { RallyCell } from './RallyCell.js';
import type { RallyDistribution, RallyOutcome } from './rallyQuantities.js';

/**
 * Exact evaluator of THE RALLY ACTION: P(communication) × P(quality die > sum of LVs).
 * @example exactRally(cell).outcomes.rallied // 0.625 for the rulebook example (Regular 2 at BR, Veteran 1, in direct contact)
 */
export function exactRally(cell: RallyCell): NamedExactResult<RallyOutcome, RallyDistribution> {
  const comm = communicationChance(cell.communication);
  const rally = reactionTestDist(cell.sides, cell.needed).prob(1);
  const rallied = comm * rally;
  const after = new Array<number>(CONFIDENCE_LEVEL_COUNT).fill(0);
  after[cell.raisedTo] = rallied;
  after[cell.start] = 1 - rallied;
  return {
    outcomes: { communication_failed: 1 - comm, rally_failed: comm * (1 - rally), rallied },
    distributions: { confidence_after: after },
  };
}
