import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { ROLL } from '../rollTable.js';
import { createThreeDiceCountsKernel } from '../threeDiceCountsKernel.js';
import type { SkillRollCell } from './SkillRollCell.js';
import { skillRollLayout } from './skillRollLayout.js';

/**
 * Monte Carlo kernel: three d6, summed, looked up — the two halves of rollUnder taken apart (threeD6, then the table)
 * because it also reports the total. Counts per total: its outcome (whose index is its roll code: skillRollQuantities
 * lists them in ROLL's order), hit or not, and the total.
 */
export function createSkillRollKernel(cell: SkillRollCell): Kernel {
  const [hitsAt, rollAt] = layoutOffsets(skillRollLayout());
  const outcome = cell.outcomeOfRoll;
  // 682 trials a fill: the buffer this kernel has always used.
  return createThreeDiceCountsKernel((roll) => [outcome[roll], hitsAt + (outcome[roll] <= ROLL.hit ? 1 : 0), rollAt + roll], 2046);
}

/** The kernel module of `resolve: skill-roll`. */
export default defineKernel({ layout: skillRollLayout, create: createSkillRollKernel });
