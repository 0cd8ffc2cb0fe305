import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { maxRaw } from '../dice/rawRollDist.js';
import { rollRaw } from '../dice/rollRaw.js';
import type { DrivingTestCell } from './DrivingTestCell.js';
import { drivingPasses } from './drivingPasses.js';
import { drivingTestLayout } from './drivingTestLayout.js';

/** The Monte Carlo kernel of driving through D terrain: a Driving test on each entry until one fails. */
export function createDrivingTestKernel(cell: DrivingTestCell): Kernel {
  const { dice, entries, fumbles } = cell;
  const sixBonus = cell.sixBonus | 0;
  const [passedAt] = layoutOffsets(drivingTestLayout(cell));
  const passes = Uint8Array.from({ length: maxRaw(dice, sixBonus) + 1 }, (_, raw) =>
    drivingPasses(cell, raw) ? 1 : 0,
  );
  const buffer = uniformBuffer(entries * dice);
  const u = buffer.values;
  return {
    run(state, trials, c) {
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        next = refill(buffer, state, next);
        let passed = 0;
        while (passed < entries) {
          const ok = passes[rollRaw(u, next, dice, fumbles, sixBonus)];
          next += dice;
          if (ok === 0) break;
          passed++;
        }
        c[passed === entries ? 0 : 1]++;
        c[passedAt + passed]++;
      }
    },
  };
}

/** The kernel module of `resolve: driving-test`. */
export default defineKernel({ layout: drivingTestLayout, create: createDrivingTestKernel });
