import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import type { UniformDraws } from '../../../../dice/uniformDraws.js';
import { countAssault } from './assaultEnd.js';
import type { CloseAssaultCell } from './CloseAssaultCell.js';
import { closeAssaultLayout, type CloseAssaultOffsets, closeAssaultOffsets } from './closeAssaultLayout.js';
import { createCombinedKernel } from './combinedKernel.js';
import { closeAssaultDraws, type CloseAssaultPlan, closeAssaultPlan, resolveCloseAssault } from './resolveCloseAssault.js';

interface Plan {
  assault: CloseAssaultPlan;
  draws: UniformDraws;
  offsets: CloseAssaultOffsets;
}

/** The Monte Carlo kernel of a whole close assault by one unit (resolveCloseAssault, trial after trial), or of a combined one. */
export function createCloseAssaultKernel(cell: CloseAssaultCell): Kernel {
  if (cell.combined) return createCombinedKernel(cell, cell.combined);
  const plan: Plan = { assault: closeAssaultPlan(cell), draws: closeAssaultDraws(), offsets: closeAssaultOffsets(cell) };
  return { run: (state, trials, c) => runCloseAssaults(plan, state, trials, c) };
}

/** The kernel module of `close-assault` (single and combined). */
export default defineKernel({ layout: closeAssaultLayout, create: createCloseAssaultKernel });

function runCloseAssaults(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { assault, draws, offsets } = plan;
  draws.start(state);
  for (let t = 0; t < trials; t++) {
    resolveCloseAssault(assault, draws);
    countAssault(c, offsets, assault.out);
  }
}
