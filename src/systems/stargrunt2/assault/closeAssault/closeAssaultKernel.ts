import { defineKernel, type Kernel, type StepFunctions } from '../../../../core/Kernel.js';
import { Roll } from '../../../../dice/Roll.js';
import type { UniformDraws } from '../../../../dice/uniformDraws.js';
import { checkedScore, closeCombatFighters, closeCombatSteps } from '../closeCombatSteps.js';
import { countAssault } from './assaultEnd.js';
import type { CloseAssaultCell } from './CloseAssaultCell.js';
import { type CloseAssaultOffsets, closeAssaultLayout, closeAssaultOffsets } from './closeAssaultLayout.js';
import { createCombinedKernel } from './combinedKernel.js';
import {
  type CloseAssaultPlan,
  closeAssaultDraws,
  closeAssaultPlan,
  resolveCloseAssault,
} from './resolveCloseAssault.js';

interface Plan {
  assault: CloseAssaultPlan;
  draws: UniformDraws;
  offsets: CloseAssaultOffsets;
}

/** The Monte Carlo kernel of a whole close assault by one unit (resolveCloseAssault, trial after trial), or of a combined one. */
export function createCloseAssaultKernel(cell: CloseAssaultCell): Kernel {
  if (cell.combined) return createCombinedKernel(cell, cell.combined);
  const plan: Plan = {
    assault: closeAssaultPlan(cell),
    draws: closeAssaultDraws(),
    offsets: closeAssaultOffsets(cell),
  };
  return { run: (state, trials, c) => runCloseAssaults(plan, state, trials, c) };
}

/** The kernel module of `close-assault` (single and combined). */
export default defineKernel({
  layout: closeAssaultLayout,
  create: createCloseAssaultKernel,
  withSteps: createHouseCloseAssaultKernel,
});

/**
 * The kernel with a house rule's `score` step (docs/house-rules.md): the same assault, each close-combat score from
 * the step, rolled through the assault's own draws. With the book's step restated it draws the same uniforms in the
 * same order as the built-in kernel: the same results (a combined one's too).
 */
export function createHouseCloseAssaultKernel(cell: CloseAssaultCell, steps: StepFunctions): Kernel {
  if (cell.combined) return createCombinedKernel(cell, cell.combined, steps);
  const draws = closeAssaultDraws();
  const fighters = closeCombatFighters(cell);
  const scored = checkedScore(closeCombatSteps(steps), new Roll(draws));
  const plan: Plan = {
    assault: closeAssaultPlan(cell, (fighter) => scored(fighters[fighter])),
    draws,
    offsets: closeAssaultOffsets(cell),
  };
  return { run: (state, trials, c) => runCloseAssaults(plan, state, trials, c) };
}

function runCloseAssaults(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { assault, draws, offsets } = plan;
  draws.start(state);
  for (let t = 0; t < trials; t++) {
    resolveCloseAssault(assault, draws);
    countAssault(c, offsets, assault.out);
  }
}
