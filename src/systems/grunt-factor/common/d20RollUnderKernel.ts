import type { Kernel } from '../../../core/Kernel.js';
import { refill, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { d20RollUnder } from './d20RollUnder.js';

/**
 * Monte Carlo kernel of one bare d20 roll-under, `faces` of 20 succeeding (d20Faces of the target): counter 0
 * counts the successes, counter 1 the failures. The kernels of `to-hit-roll` and `attribute-roll` are this one.
 * @example createD20RollUnderKernel(8).run(createStream(1, 0).s, 10_000, counters)
 */
export function createD20RollUnderKernel(faces: number): Kernel {
  const successFaces = faces | 0;
  const buffer = uniformBuffer(1);
  return {
    run(state, trials, c) {
      const u = buffer.values;
      let successes = 0;
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        next = refill(buffer, state, next);
        successes += d20RollUnder(u[next++], successFaces);
      }
      c[0] += successes;
      c[1] += trials - successes;
    },
  };
}
