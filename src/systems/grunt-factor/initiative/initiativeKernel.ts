import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, uniformBuffer } from '../../../dice/uniformBuffer.js';
import type { InitiativeCell } from './InitiativeCell.js';
import { initiativeLayout, ROLL_OFF_CAP } from './initiativeLayout.js';

/** The Monte Carlo kernel of the initiative roll: both players roll and add their LD, again while tied. */
export function createInitiativeKernel(cell: InitiativeCell): Kernel {
  const [rollOffsAt] = layoutOffsets(initiativeLayout());
  const buffer = uniformBuffer(2);
  const u = buffer.values;
  const { ldA, ldB, die } = cell;
  return {
    run(state, trials, c) {
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        let rollOffs = 0;
        let a = 0;
        let b = 0;
        do {
          next = refill(buffer, state, next); // a tie needs more draws than one trial's two
          a = ((u[next] * die) | 0) + 1 + ldA;
          b = ((u[next + 1] * die) | 0) + 1 + ldB;
          next += 2;
          rollOffs++;
        } while (a === b);
        c[a > b ? 0 : 1]++;
        c[rollOffsAt + Math.min(rollOffs, ROLL_OFF_CAP)]++;
      }
    },
  };
}

/** The kernel module of `resolve: initiative`. */
export default defineKernel({ layout: initiativeLayout, create: createInitiativeKernel });
