import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel, type StepFunctions } from '../../../core/Kernel.js';
import { StepReturnError } from '../../../core/StepReturnError.js';
import { Roll } from '../../../dice/Roll.js';
import { ROLL } from '../rollTable.js';
import { createThreeDiceCountsKernel } from '../threeDiceCountsKernel.js';
import type { SkillRollCell } from './SkillRollCell.js';
import { skillRollLayout } from './skillRollLayout.js';
import { skillRollSteps } from './skillRollSteps.js';

/**
 * Monte Carlo kernel: three d6, summed, looked up — the two halves of rollUnder taken apart (threeD6, then the table)
 * because it also reports the total. Counts per total: its outcome (whose index is its roll code: skillRollQuantities
 * lists them in ROLL's order), hit or not, and the total.
 */
export function createSkillRollKernel(cell: SkillRollCell): Kernel {
  const [hitsAt, rollAt] = layoutOffsets(skillRollLayout());
  const outcome = cell.outcomeOfRoll;
  // 682 trials a fill: the buffer this kernel has always used.
  return createThreeDiceCountsKernel(
    (roll) => [outcome[roll], hitsAt + (outcome[roll] <= ROLL.hit ? 1 : 0), rollAt + roll],
    2046,
  );
}

/** The kernel module of `resolve: skill-roll`. */
export default defineKernel({
  layout: skillRollLayout,
  create: createSkillRollKernel,
  withSteps: createHouseSkillRollKernel,
});

/** The kernel with a house rule's `threeDice` step (docs/house-rules.md): its total read through the same table. */
export function createHouseSkillRollKernel(cell: SkillRollCell, steps: StepFunctions, roll = new Roll()): Kernel {
  const { threeDice } = skillRollSteps(steps);
  const [hitsAt, rollAt] = layoutOffsets(skillRollLayout());
  const outcome = cell.outcomeOfRoll;
  return {
    run(state, trials, c) {
      roll.start(state);
      for (let t = 0; t < trials; t++) {
        const total = threeDice(roll);
        if (!Number.isInteger(total) || total < 3 || total > 18)
          throw new StepReturnError('threeDice', total, 'a whole number from 3 to 18');
        c[outcome[total]]++;
        c[hitsAt + (outcome[total] <= ROLL.hit ? 1 : 0)]++;
        c[rollAt + total]++;
      }
    },
  };
}
