import { fillUniforms } from '../../../../dice/fillUniforms.js';
import type { Kernel } from '../../../LegacyKernel.js';
import { type SuppressionRemovalCell, suppressionRemovalLayout } from './SuppressionRemovalCell.js';

const BUFFER = 4096;

interface Plan {
  sides: number;
  leadership: number;
  markers: number;
  reorganise: number;
  inCover: boolean;
  cap: number;
  uniforms: Float64Array;
}

/**
 * The Monte Carlo kernel of SUPPRESSION OF INFANTRY UNITS: activation after activation, two actions each,
 * until the markers are gone (and the Reorganise done when asked). Turn counts past the cap are counted
 * in the cap's bucket ("cap or more").
 */
export function createSuppressionRemovalKernel(cell: SuppressionRemovalCell): Kernel {
  const plan: Plan = {
    sides: cell.sides | 0,
    leadership: cell.leadership | 0,
    markers: cell.markers | 0,
    reorganise: cell.reorganise ? 1 : 0,
    inCover: cell.inCover,
    cap: cell.cap | 0,
    uniforms: new Float64Array(BUFFER),
  };
  return { layout: suppressionRemovalLayout(cell), run: (state, trials, c) => runSuppressionRemoval(plan, state, trials, c) };
}

function runSuppressionRemoval(plan: Plan, state: Uint32Array, trials: number, c: Float64Array): void {
  const { sides, leadership, markers, reorganise, inCover, cap, uniforms: u } = plan;
  const clearAt = 3;
  const reorganiseAt = 3 + cap + 1;
  const n = u.length;
  let next = n;
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
        if (next === n) {
          fillUniforms(state, u);
          next = 0;
        }
        m -= (leadership - (((u[next++] * sides) | 0) + 1)) >>> 31; // the roll exceeds LV: one marker off
        if (m === 0) clearedAt = turn;
      }
      actions++;
    }
    c[actions === 1 ? 0 : actions === 2 ? 1 : 2]++;
    c[clearAt + (clearedAt > cap ? cap : clearedAt)]++;
    c[reorganiseAt + (reorganisedAt > cap ? cap : reorganisedAt)]++;
  }
}
