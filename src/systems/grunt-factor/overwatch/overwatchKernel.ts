import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { d20RollUnder } from '../common/d20RollUnder.js';
import type { OverwatchCell } from './OverwatchCell.js';
import { overwatchLayout } from './overwatchLayout.js';

/** The Monte Carlo kernel of overwatch: a d20 at or under the leader's LD each turn until one passes. */
export function createOverwatchKernel(cell: OverwatchCell): Kernel {
  const [failedAt] = layoutOffsets(overwatchLayout(cell));
  const { ldFaces, allowed, attempts } = cell;
  const buffer = uniformBuffer(attempts);
  const u = buffer.values;
  return {
    run(state, trials, c) {
      if (!allowed) {
        c[2] += trials;
        c[failedAt] += trials;
        return;
      }
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        next = refill(buffer, state, next);
        let failed = 0;
        while (failed < attempts && d20RollUnder(u[next++], ldFaces) === 0) failed++;
        c[failed < attempts ? 0 : 1]++;
        c[failedAt + failed]++;
      }
    },
  };
}

/** The kernel module of `resolve: overwatch`. */
export default defineKernel({ layout: overwatchLayout, create: createOverwatchKernel });
