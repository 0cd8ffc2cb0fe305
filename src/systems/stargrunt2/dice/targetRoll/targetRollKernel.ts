import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../../dice/uniformBuffer.js';
import type { TargetRollCell } from './TargetRollCell.js';
import { targetRollQuantities } from './targetRollQuantities.js';

/**
 * Monte Carlo kernel: one die against the target number; a face above it succeeds (counter 0), else fails (1).
 * @example createTargetRollKernel({ sides: 8, target: 2 }).run(createStream(1, 0).s, 10_000, counters)
 */
function createTargetRollKernel(cell: TargetRollCell): Kernel {
  const sides = cell.sides | 0;
  const target = cell.target | 0;
  const buffer = uniformBuffer(1);
  return { run: (state, trials, c) => runTargetRolls(sides, target, buffer, state, trials, c) };
}

function runTargetRolls(
  sides: number,
  target: number,
  buffer: UniformBuffer,
  state: Uint32Array,
  trials: number,
  c: Float64Array,
): void {
  const u = buffer.values;
  let successes = 0;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, state, next);
    // A face above the target: target − face is negative, its sign bit 1.
    successes += (target - (((u[next++] * sides) | 0) + 1)) >>> 31;
  }
  c[0] += successes;
  c[1] += trials - successes;
}

/** The kernel module of `resolve: target-roll`. */
export default defineKernel({ layout: () => targetRollQuantities.layout({}), create: createTargetRollKernel });
