import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { reactionTestDist } from '../../steps/reactionTestDist.js';
import type { ReactionTestCell } from './ReactionTestCell.js';
import type { ReactionTestOutcome } from './reactionTestQuantities.js';

/**
 * Exact evaluator of a REACTION TEST by enumerating the quality die (the reactionTest step's exact counterpart).
 * @example exactReactionTest({ sides: 8, needed: 2 }).outcomes.pass // 0.75 (the IN POSITION example, in cover)
 */
export function exactReactionTest(cell: ReactionTestCell): NamedExactResult<ReactionTestOutcome> {
  const pass = reactionTestDist(cell.sides, cell.needed).prob(1);
  return { outcomes: { pass, fail: 1 - pass }, distributions: {} };
}
