import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { reactionTest } from '../../steps/reactionTest.js';
import type { ReactionTestCell } from './ReactionTestCell.js';
import { type ReactionTestOutcome, reactionTestQuantities } from './reactionTestQuantities.js';

interface Plan {
  sides: number;
  needed: number;
  buffer: UniformBuffer;
}

/**
 * Counter layout of a reaction test: pass, fail (no distributions).
 * @example reactionTestLayout().outcomes // ['pass', 'fail']
 */
function reactionTestLayout(): CounterLayout<ReactionTestOutcome, never> {
  return reactionTestQuantities.layout({});
}

/** The Monte Carlo kernel of a REACTION TEST: the quality die must exceed LV + threat level. */
function createReactionTestKernel(cell: ReactionTestCell): Kernel {
  const plan: Plan = { sides: cell.sides | 0, needed: cell.needed | 0, buffer: uniformBuffer(1) };
  return { run: (state, trials, c) => runReactionTests(plan, state, trials, c) };
}

/** The kernel module of `resolve: reaction-test`. */
export default defineKernel({ layout: reactionTestLayout, create: createReactionTestKernel });

function runReactionTests(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { sides, needed, buffer } = plan;
  const u = buffer.values;
  let next = u.length;
  let passes = 0;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    passes += reactionTest(sides, needed, u, next++);
  }
  c[0] += passes;
  c[1] += trials - passes;
}
