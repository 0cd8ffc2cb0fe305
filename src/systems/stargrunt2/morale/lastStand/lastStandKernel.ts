import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { faceTable } from '../../steps/faceTable.js';
import type { LastStandCell } from './LastStandCell.js';
import { type LastStandOutcome, lastStandQuantities } from './lastStandQuantities.js';

interface Plan {
  holdsOfFace: Int32Array;
  /** The counter a failed test goes to: 1 (surrenders) or 2 (flees). */
  failedAt: number;
  buffer: UniformBuffer;
}

/**
 * Counter layout of a Last Stand test: holds, surrenders, flees.
 * @example lastStandLayout().outcomes // ['holds', 'surrenders', 'flees']
 */
function lastStandLayout(): CounterLayout<LastStandOutcome, never> {
  return lastStandQuantities.layout({});
}

/** The Monte Carlo kernel of THE LAST STAND: one D6. */
function createLastStandKernel(cell: LastStandCell): Kernel {
  const plan: Plan = {
    holdsOfFace: Int32Array.from(cell.holdsOfFace),
    failedAt: cell.surrenders ? 1 : 2,
    buffer: uniformBuffer(1),
  };
  return { run: (state, trials, c) => runLastStands(plan, state, trials, c) };
}

/** The kernel module of `resolve: last-stand`. */
export default defineKernel({ layout: lastStandLayout, create: createLastStandKernel });

function runLastStands(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { holdsOfFace, failedAt, buffer } = plan;
  const u = buffer.values;
  let next = u.length;
  let holds = 0;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    holds += faceTable(holdsOfFace, u, next++);
  }
  c[0] += holds;
  c[failedAt] += trials - holds;
}
