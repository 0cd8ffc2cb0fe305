import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { MOST_TIES, type ScoutRollOffCell } from './ScoutRollOffCell.js';
import { scoutRollOffLayout } from './scoutRollOffLayout.js';

/** The Monte Carlo kernel of the scouts' roll-off: a d6 each until they differ (or, under nobody-first, once). */
export function createScoutRollOffKernel(cell: ScoutRollOffCell): Kernel {
  const buffer = uniformBuffer(2);
  const again = cell.tiesRollAgain;
  return {
    run(state, trials, c) {
      const u = buffer.values;
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        let ties = 0;
        let first: number;
        let second: number;
        do {
          next = refill(buffer, state, next);
          first = ((u[next++] * 6) | 0) + 1;
          second = ((u[next++] * 6) | 0) + 1;
          if (first === second) ties++;
        } while (first === second && again);
        c[first > second ? 0 : first < second ? 1 : 2]++;
        c[3 + (ties < MOST_TIES ? ties : MOST_TIES)]++;
      }
    },
  };
}

/** The kernel module of `resolve: scout-roll-off`. */
export default defineKernel({ layout: scoutRollOffLayout, create: createScoutRollOffKernel });
