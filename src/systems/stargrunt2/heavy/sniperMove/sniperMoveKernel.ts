import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { reactionTest } from '../../steps/reactionTest.js';
import type { SniperMoveCell } from './SniperMoveCell.js';
import { type SniperMoveOutcome, sniperMoveQuantities } from './sniperMoveQuantities.js';

interface Plan {
  sides: number;
  needed: number;
  buffer: UniformBuffer;
}

/**
 * Counter layout of a sniper's move: concealed, located (no distributions).
 * @example sniperMoveLayout().outcomes // ['concealed', 'located']
 */
function sniperMoveLayout(): CounterLayout<SniperMoveOutcome, never> {
  return sniperMoveQuantities.layout({});
}

/** The Monte Carlo kernel of a sniper's move: the reactionTest step (the quality die must exceed LV or LV + 2). */
function createSniperMoveKernel(cell: SniperMoveCell): Kernel {
  const plan: Plan = { sides: cell.sides | 0, needed: cell.needed | 0, buffer: uniformBuffer(1) };
  return { run: (state, trials, c) => runSniperMoves(plan, state, trials, c) };
}

/** The kernel module of `resolve: sniper-move`. */
export default defineKernel({ layout: sniperMoveLayout, create: createSniperMoveKernel });

function runSniperMoves(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { sides, needed, buffer } = plan;
  const u = buffer.values;
  let next = u.length;
  let concealed = 0;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    concealed += reactionTest(sides, needed, u, next++);
  }
  c[0] += concealed;
  c[1] += trials - concealed;
}
