import type { CounterLayout } from '../../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../../core/Kernel.js';
import { LARGE_BUFFER_SIZE, UniformDraws } from '../../../../dice/uniformDraws.js';
import { suppressionRemoval } from '../../steps/suppressionRemoval.js';
import type { SuppressionRemovalCell } from './SuppressionRemovalCell.js';
import {
  type SuppressionRemovalDistribution,
  type SuppressionRemovalOutcome,
  suppressionRemovalQuantities,
} from './suppressionRemovalQuantities.js';

interface Plan {
  sides: number;
  needed: number;
  markers: number;
  reorganise: number;
  inCover: boolean;
  cap: number;
  /** A trial draws an unbounded number of uniforms, one at a time. */
  draws: UniformDraws;
}

/**
 * Counter layout: the three first-activation outcomes, then turns_to_clear and turns_to_reorganise (0..cap).
 * @example suppressionRemovalLayout({ ...cell, cap: 20 }).distributions[0] // { name: 'turns_to_clear', size: 21 }
 */
function suppressionRemovalLayout(
  cell: SuppressionRemovalCell,
): CounterLayout<SuppressionRemovalOutcome, SuppressionRemovalDistribution> {
  return suppressionRemovalQuantities.layout({ turns_to_clear: cell.cap + 1, turns_to_reorganise: cell.cap + 1 });
}

/**
 * The Monte Carlo kernel of SUPPRESSION OF INFANTRY UNITS: activation after activation, two actions each,
 * until the markers are gone (and the Reorganise done when asked). Turn counts past the cap are counted
 * in the cap's bucket ("cap or more").
 */
function createSuppressionRemovalKernel(cell: SuppressionRemovalCell): Kernel {
  const plan: Plan = {
    sides: cell.sides | 0,
    needed: cell.needed | 0,
    markers: cell.markers | 0,
    reorganise: cell.reorganise ? 1 : 0,
    inCover: cell.inCover,
    cap: cell.cap | 0,
    draws: new UniformDraws(LARGE_BUFFER_SIZE),
  };
  return { run: (state, trials, c) => runSuppressionRemoval(plan, state, trials, c) };
}

/** The kernel module of `resolve: suppression-removal`. */
export default defineKernel({ layout: suppressionRemovalLayout, create: createSuppressionRemovalKernel });

function runSuppressionRemoval(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { sides, needed, markers, reorganise, inCover, cap, draws } = plan;
  const clearAt = 3;
  const reorganiseAt = 3 + cap + 1;
  const u = draws.values;
  draws.start(state);
  for (let t = 0; t < trials; t++) {
    let m = markers;
    let pending = reorganise;
    let actions = 0; // actions spent so far, from the first activation on
    let clearedAt = 0;
    let reorganisedAt = 0;
    while (m > 0 || pending > 0) {
      const turn = (actions >> 1) + 1;
      if (pending > 0 && (inCover || m === 0)) {
        pending = 0;
        reorganisedAt = turn;
      } else {
        m -= suppressionRemoval(sides, needed, u, draws.take());
        if (m === 0) clearedAt = turn;
      }
      actions++;
    }
    c[actions === 1 ? 0 : actions === 2 ? 1 : 2]++;
    c[clearAt + (clearedAt > cap ? cap : clearedAt)]++;
    c[reorganiseAt + (reorganisedAt > cap ? cap : reorganisedAt)]++;
  }
}
