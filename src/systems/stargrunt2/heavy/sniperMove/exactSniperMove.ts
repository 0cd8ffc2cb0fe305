import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { reactionTestDist } from '../../steps/reactionTestDist.js';
import type { SniperMoveCell } from './SniperMoveCell.js';
import type { SniperMoveOutcome } from './sniperMoveQuantities.js';

/**
 * Exact evaluator of a sniper's move: the quality die must exceed the score, the reactionTest step's exact twin.
 * @example exactSniperMove({ sides: 10, needed: 3 }).outcomes.concealed // 0.7 (a Veteran LV1 going into hiding)
 */
export function exactSniperMove(cell: SniperMoveCell): NamedExactResult<SniperMoveOutcome> {
  const dist = reactionTestDist(cell.sides, cell.needed);
  return { outcomes: { concealed: dist.prob(1), located: dist.prob(0) }, distributions: {} };
}
