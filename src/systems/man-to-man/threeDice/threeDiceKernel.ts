import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { layoutOffsets } from '../../../core/CounterLayout.js';
import { refill, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { THREE_D6_DRAWS, threeD6 } from '../rollUnder.js';
import { threeDiceBand } from './threeDiceBand.js';
import { threeDiceLayout } from './threeDiceLayout.js';

/** The Monte Carlo kernel of a plain 3d6: the same threeD6 step every Man to Man roll uses. */
export function createThreeDiceKernel(): Kernel {
  const [totalAt] = layoutOffsets(threeDiceLayout());
  const bandOf = Int32Array.from({ length: 19 }, (_, total) => threeDiceBand(total));
  const buffer = uniformBuffer(THREE_D6_DRAWS);
  const u = buffer.values;
  return {
    run(state, trials, c) {
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        next = refill(buffer, state, next);
        const total = threeD6(u, next);
        next += THREE_D6_DRAWS;
        c[bandOf[total]]++;
        c[totalAt + total]++;
      }
    },
  };
}

/** The kernel module of `resolve: three-dice`. */
export default defineKernel({ layout: threeDiceLayout, create: createThreeDiceKernel });
