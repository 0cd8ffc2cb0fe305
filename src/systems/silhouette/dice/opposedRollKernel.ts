import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { opposedTest, opposedTestPlan } from '../opposed/opposedTest.js';
import type { OpposedRollCell } from './OpposedRollCell.js';
import { opposedRollLayout } from './opposedRollLayout.js';

/** Monte Carlo kernel: roll both sides (opposedTest), read the margin code (0 miss, 1 draw, 2 + MoS a success). */
export function createOpposedRollKernel(cell: OpposedRollCell): Kernel {
  const test = opposedTestPlan(cell, cell.fumbles, cell.sixBonus);
  const draws = test.draws;
  const buffer = uniformBuffer(draws);
  return {
    run(state, trials, c) {
      const u = buffer.values;
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        next = refill(buffer, state, next);
        const code = opposedTest(test, u, next);
        next += draws;
        const won = code >= 2;
        c[won ? 0 : 1]++;
        c[2 + (won ? code - 2 : 0)]++;
      }
    },
  };
}

/** The kernel module of `resolve: opposed-roll`. */
export default defineKernel({ layout: opposedRollLayout, create: createOpposedRollKernel });
