import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { Dist } from '../../../../dice/exact/Dist.js';
import { reactionTestDist } from '../../steps/reactionTestDist.js';
import type { FollowThroughCell } from './FollowThroughCell.js';
import type { FollowThroughDistribution, FollowThroughOutcome } from './followThroughQuantities.js';

/**
 * Exact follow-through: the reaction test (the reactionTest step's exact twin), then every face of the combat move
 * die, doubled, against the distance.
 * @example exactFollowThrough({ sides: 8, needed: 4, moveDie: 6, distance: 8 }).outcomes.reaches // 0.25
 */
export function exactFollowThrough(
  cell: FollowThroughCell,
): NamedExactResult<FollowThroughOutcome, FollowThroughDistribution> {
  const pass = reactionTestDist(cell.sides, cell.needed);
  const move = Dist.uniform(cell.moveDie).map((face) => 2 * face);
  const reach = move.map((inches) => (inches >= cell.distance ? 1 : 0));
  const moveInches = new Array<number>(2 * cell.moveDie + 1).fill(0);
  moveInches[0] = pass.prob(0);
  for (const [inches, p] of move.entries()) moveInches[inches] += pass.prob(1) * p;
  return {
    outcomes: {
      test_failed: pass.prob(0),
      falls_short: pass.prob(1) * reach.prob(0),
      reaches: pass.prob(1) * reach.prob(1),
    },
    distributions: { move_inches: moveInches },
  };
}
