import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { d20RollUnder } from '../common/d20RollUnder.js';
import type { ToHitRollCell } from './ToHitRollCell.js';
import { toHitRollLayout } from './toHitRollLayout.js';

/**
 * Monte Carlo kernel: one d20 against the modified RC.
 * @example createToHitRollKernel({ hitFaces: 8 }).run(createStream(1, 0).s, 10_000, counters)
 */
export function createToHitRollKernel(cell: ToHitRollCell): Kernel {
  const hitFaces = cell.hitFaces | 0;
  const buffer = uniformBuffer(1);
  return {
    run(state, trials, c) {
      const u = buffer.values;
      let hits = 0;
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        next = refill(buffer, state, next);
        hits += d20RollUnder(u[next++], hitFaces);
      }
      c[0] += hits;
      c[1] += trials - hits;
    },
  };
}

/** The kernel module of `resolve: to-hit-roll`. */
export default defineKernel({ layout: toHitRollLayout, create: createToHitRollKernel });
