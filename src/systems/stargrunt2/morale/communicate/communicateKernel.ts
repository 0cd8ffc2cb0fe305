import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import { reactionTest } from '../../steps/reactionTest.js';
import type { CommunicateCell } from './CommunicateCell.js';
import { type CommunicateOutcome, communicateQuantities } from './communicateQuantities.js';

interface Plan {
  sides: number;
  /** -1 when the communication is automatic (direct contact). */
  needed: number;
  buffer: UniformBuffer;
}

/**
 * Counter layout of a communication: pass, fail.
 * @example communicateLayout().outcomes // ['pass', 'fail']
 */
function communicateLayout(): CounterLayout<CommunicateOutcome, never> {
  return communicateQuantities.layout({});
}

/** The Monte Carlo kernel of a COMMUNICATIONS roll (also TRANSFERRING ACTIONS). */
function createCommunicateKernel(cell: CommunicateCell): Kernel {
  const plan: Plan = { sides: cell.sides | 0, needed: cell.automatic ? -1 : cell.needed | 0, buffer: uniformBuffer(1) };
  return { run: (state, trials, c) => runCommunications(plan, state, trials, c) };
}

/** The kernel module of `resolve: communicate` and `resolve: transfer-action` (the same roll). */
export default defineKernel({ layout: communicateLayout, create: createCommunicateKernel });

function runCommunications(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { sides, needed, buffer } = plan;
  if (needed < 0) {
    c[0] += trials;
    return;
  }
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
