import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { LARGE_BUFFER_SIZE } from '../../../dice/uniformDraws.js';
import { rollUnder, THREE_D6_DRAWS } from '../rollUnder.js';
import type { AfvCloseAssaultCell } from './AfvCloseAssaultCell.js';
import { afvCloseAssaultLayout } from './afvCloseAssaultLayout.js';
import { closeAssaultOutcome } from './closeAssaultOutcome.js';
import { closeAssaultRollTable } from './closeAssaultRollTable.js';

/** The Monte Carlo kernel of a close assault on an AFV (8.2): one 3d6 roll against the close assault factor. */
export function createAfvCloseAssaultKernel(cell: AfvCloseAssaultCell): Kernel {
  const table = closeAssaultRollTable(cell);
  // The size this kernel has always used (results stay byte-identical).
  const buffer = uniformBuffer(THREE_D6_DRAWS, LARGE_BUFFER_SIZE);
  return { run: (state, trials, c) => runCloseAssaultTrials(table, buffer, state, trials, c) };
}

/** The kernel module of `resolve: afv-close-assault`. */
export default defineKernel({ layout: afvCloseAssaultLayout, create: createAfvCloseAssaultKernel });

function runCloseAssaultTrials(
  table: Int8Array,
  buffer: UniformBuffer,
  rng: Uint32Array,
  trials: number,
  c: Float64Array,
): void {
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, rng, next);
    c[closeAssaultOutcome(rollUnder(table, u, next))]++;
    next += THREE_D6_DRAWS;
  }
}
