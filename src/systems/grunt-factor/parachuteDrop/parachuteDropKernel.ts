import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { LARGE_BUFFER_SIZE } from '../../../dice/uniformDraws.js';
import { d20RollUnder } from '../common/d20RollUnder.js';
import type { ParachuteDropCell } from './ParachuteDropCell.js';
import { parachuteDropLayout } from './parachuteDropLayout.js';

/** The Monte Carlo kernel of a parachute drop: each soldier's LD roll, and 1d20 cm of drift when it fails. */
export function createParachuteDropKernel(cell: ParachuteDropCell): Kernel {
  const faces = Int32Array.from(cell.ldFaces);
  const soldiers = faces.length;
  const [scatteredAt, farthestAt] = layoutOffsets(parachuteDropLayout(cell));
  const buffer = uniformBuffer(2 * soldiers, LARGE_BUFFER_SIZE);
  const u = buffer.values;
  return {
    run(state, trials, c) {
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        next = refill(buffer, state, next);
        let scattered = 0;
        let farthest = 0;
        for (let i = 0; i < soldiers; i++) {
          if (d20RollUnder(u[next++], faces[i]) === 0) {
            scattered++;
            const drift = ((u[next++] * 20) | 0) + 1; // "1d20cm"
            if (drift > farthest) farthest = drift;
          }
        }
        c[scattered === 0 ? 0 : scattered === soldiers ? 2 : 1]++;
        c[scatteredAt + scattered]++;
        c[farthestAt + farthest]++;
      }
    },
  };
}

/** The kernel module of `resolve: parachute-drop`. */
export default defineKernel({ layout: parachuteDropLayout, create: createParachuteDropKernel });
