import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { LARGE_BUFFER_SIZE } from '../../../dice/uniformDraws.js';
import { NO_CRITICALS, ROLL, rollTable } from '../rollTable.js';
import { rollUnder, THREE_D6_DRAWS } from '../rollUnder.js';
import type { UnJamCell } from './UnJamCell.js';
import { unJamLayout } from './unJamLayout.js';

/** The Monte Carlo kernel of un-jamming: an INT roll per action until one passes or the actions run out. */
export function createUnJamKernel(cell: UnJamCell): Kernel {
  const table = rollTable(cell.highestPass, NO_CRITICALS);
  const most = cell.maxActions;
  const [failedAt] = layoutOffsets(unJamLayout(cell));
  const buffer = uniformBuffer(most * THREE_D6_DRAWS, LARGE_BUFFER_SIZE);
  const u = buffer.values;
  return {
    run(state, trials, c) {
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        next = refill(buffer, state, next);
        let failed = 0;
        while (failed < most) {
          const passed = rollUnder(table, u, next) <= ROLL.hit;
          next += THREE_D6_DRAWS;
          if (passed) break;
          failed++;
        }
        c[failed < most ? 0 : 1]++;
        c[failedAt + failed]++;
      }
    },
  };
}

/** The kernel module of `resolve: un-jam`. */
export default defineKernel({ layout: unJamLayout, create: createUnJamKernel });
