import { Dist } from '../../../../dice/exact/Dist.js';
import type { ReactionTestCell } from './ReactionTestCell.js';

/**
 * Exact evaluator of a REACTION TEST by enumerating the quality die: [P(pass), P(fail)].
 * @example exactReactionTest({ sides: 8, needed: 2 })[0] // 0.75 (the IN POSITION example, in cover)
 */
export function exactReactionTest(cell: ReactionTestCell): Float64Array {
  const pass = Dist.uniform(cell.sides).probWhere((roll) => roll > cell.needed);
  return Float64Array.of(pass, 1 - pass);
}
