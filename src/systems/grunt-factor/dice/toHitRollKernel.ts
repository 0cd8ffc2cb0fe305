import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { createD20RollUnderKernel } from '../common/d20RollUnderKernel.js';
import type { ToHitRollCell } from './ToHitRollCell.js';
import { toHitRollLayout } from './toHitRollLayout.js';

/**
 * Monte Carlo kernel: one d20 against the modified RC.
 * @example createToHitRollKernel({ hitFaces: 8 }).run(createStream(1, 0).s, 10_000, counters)
 */
export function createToHitRollKernel(cell: ToHitRollCell): Kernel {
  return createD20RollUnderKernel(cell.hitFaces);
}

/** The kernel module of `resolve: to-hit-roll`. */
export default defineKernel({ layout: toHitRollLayout, create: createToHitRollKernel });
