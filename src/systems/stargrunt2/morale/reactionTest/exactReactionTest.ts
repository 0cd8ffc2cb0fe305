import { Dist } from '../../../../dice/exact/Dist.js';
import type { NamedExactResult } from '../../../../core/ExactResult.js';
import type { ReactionTestCell } from './ReactionTestCell.js';
import type { ReactionTestOutcome } from './reactionTestQuantities.js';

/**
 * Exact evaluator of a REACTION TEST by enumerating the quality die.
 * @example exactReactionTest({ sides: 8, needed: 2 }).outcomes.pass // 0.75 (the IN POSITION example, in cover)
 */
export function exactReactionTest(cell: ReactionTestCell): NamedExactResult<ReactionTestOutcome> {
  const pass = Dist.uniform(cell.sides).probWhere((roll) => roll > cell.needed);
  return { outcomes: { pass, fail: 1 - pass }, distributions: {} };
}
