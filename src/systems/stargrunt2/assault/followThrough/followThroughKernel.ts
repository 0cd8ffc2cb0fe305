import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { layoutOffsets } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { reactionTest } from '../../steps/reactionTest.js';
import type { FollowThroughCell } from './FollowThroughCell.js';
import {
  type FollowThroughDistribution,
  type FollowThroughOutcome,
  followThroughQuantities,
} from './followThroughQuantities.js';

interface Plan {
  sides: number;
  needed: number;
  moveDie: number;
  distance: number;
  movesFrom: number;
  buffer: UniformBuffer;
}

/**
 * Counter layout of a follow-through: three outcomes, then the extra move in inches (0, 2, 4 … twice the die).
 * @example followThroughLayout({ sides: 8, needed: 4, moveDie: 6, distance: 8 }).distributions[0].size // 13
 */
function followThroughLayout(cell: FollowThroughCell): CounterLayout<FollowThroughOutcome, FollowThroughDistribution> {
  return followThroughQuantities.layout({ move_inches: 2 * cell.moveDie + 1 });
}

/** The Monte Carlo kernel of OVERRUNS AND FOLLOW-THROUGH ATTACKS: the reaction test, then the combat move die × 2". */
function createFollowThroughKernel(cell: FollowThroughCell): Kernel {
  const plan: Plan = {
    sides: cell.sides | 0,
    needed: cell.needed | 0,
    moveDie: cell.moveDie | 0,
    distance: cell.distance,
    movesFrom: layoutOffsets(followThroughLayout(cell))[0],
    buffer: uniformBuffer(2),
  };
  return { run: (state, trials, c) => runFollowThroughs(plan, state, trials, c) };
}

/** The kernel module of `resolve: follow-through`. */
export default defineKernel({ layout: followThroughLayout, create: createFollowThroughKernel });

function runFollowThroughs(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { sides, needed, moveDie, distance, movesFrom, buffer } = plan;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    if (reactionTest(sides, needed, u, next++) === 0) {
      c[0]++;
      c[movesFrom]++;
      continue;
    }
    // The EXTRA MOVEMENT ACTION, "ONLY ... as Combat Movement": the mobility die, doubled, in inches.
    const inches = 2 * (((u[next++] * moveDie) | 0) + 1);
    c[inches >= distance ? 2 : 1]++;
    c[movesFrom + inches]++;
  }
}
