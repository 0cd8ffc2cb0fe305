import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { ROLL } from '../rollTable.js';
import { rollUnder, THREE_D6_DRAWS } from '../rollUnder.js';
import type { MoraleCheckCell } from './MoraleCheckCell.js';
import { moraleCheckLayout } from './moraleCheckLayout.js';
import { moraleRollTable } from './moraleRollTable.js';

/** The Monte Carlo kernel of a morale check: 3d6 against the modified LDR (5.0). */
export function createMoraleCheckKernel(cell: MoraleCheckCell): Kernel {
  const table = moraleRollTable(cell);
  // The size this kernel has always used (results stay byte-identical).
  const buffer = uniformBuffer(THREE_D6_DRAWS, 3 * 1024); // 1024 trials a fill, the size this kernel has always used
  const failure = cell.failure | 0;
  return { run: (state, trials, c) => runMoraleTrials(table, failure, buffer, state, trials, c) };
}

/** The kernel module of `resolve: morale-check`. */
export default defineKernel({ layout: moraleCheckLayout, create: createMoraleCheckKernel });

/** Counts the passes; `failure` is the outcome a failed check counts under (flee, or surrender when surrounded). */
function runMoraleTrials(
  table: Int8Array,
  failure: number,
  buffer: UniformBuffer,
  rng: Uint32Array,
  trials: number,
  c: Float64Array,
): void {
  const u = buffer.values;
  let next = u.length;
  let passed = 0;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, rng, next);
    passed += (rollUnder(table, u, next) - ROLL.miss) >>> 31; // 1 for a code below ROLL.miss: a pass
    next += THREE_D6_DRAWS;
  }
  c[0] += passed;
  c[failure] += trials - passed;
}
