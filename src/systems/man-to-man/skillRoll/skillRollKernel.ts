import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { ROLL } from '../rollTable.js';
import { THREE_D6_DRAWS, threeD6 } from '../rollUnder.js';
import type { SkillRollCell } from './SkillRollCell.js';
import { skillRollLayout } from './skillRollLayout.js';

/**
 * Monte Carlo kernel: three d6, summed, looked up. It takes the two halves of rollUnder apart (threeD6, then the
 * table) because it also reports the total.
 */
export function createSkillRollKernel(cell: SkillRollCell): Kernel {
  const [hitsAt, rollAt] = layoutOffsets(skillRollLayout());
  // The outcome index of each total is its roll code (skillRollQuantities lists them in ROLL's order).
  const outcomeAt = Int32Array.from(cell.outcomeOfRoll);
  const hitAt = Int32Array.from(cell.outcomeOfRoll, (o) => hitsAt + (o <= ROLL.hit ? 1 : 0));
  const buffer = uniformBuffer(THREE_D6_DRAWS, 2046); // 682 trials a fill, the size this kernel has always used
  const u = buffer.values;
  return {
    run(state, trials, c) {
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        next = refill(buffer, state, next);
        const roll = threeD6(u, next);
        next += THREE_D6_DRAWS;
        c[outcomeAt[roll]]++;
        c[hitAt[roll]]++;
        c[rollAt + roll]++;
      }
    },
  };
}

/** The kernel module of `resolve: skill-roll`. */
export default defineKernel({ layout: skillRollLayout, create: createSkillRollKernel });
