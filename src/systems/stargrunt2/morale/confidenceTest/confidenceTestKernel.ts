import { fillUniforms } from '../../../../dice/fillUniforms.js';
import type { Kernel } from '../../../LegacyKernel.js';
import { type ConfidenceTestCell, confidenceTestLayout } from './ConfidenceTestCell.js';

const BUFFER = 2048;

/** The Monte Carlo kernel of a CONFIDENCE TEST: one quality die against LV + threat level. */
export function createConfidenceTestKernel(cell: ConfidenceTestCell): Kernel {
  const uniforms = new Float64Array(BUFFER);
  const plan = { sides: cell.sides | 0, needed: cell.needed | 0, start: cell.start | 0, halfOrLess: cell.halfOrLess, uniforms };
  return { layout: confidenceTestLayout(), run: (state, trials, c) => runConfidenceTests(plan, state, trials, c) };
}

/** The hot loop: a face from the buffer, branch-free drop (0, 1, 2), confidence bounded at RO (4). */
function runConfidenceTests(
  plan: { sides: number; needed: number; start: number; halfOrLess: boolean; uniforms: Float64Array },
  state: Uint32Array,
  trials: number,
  c: Float64Array,
): void {
  const { sides, needed, start, uniforms: u } = plan;
  if (needed < 0) {
    c[3] += trials;
    c[4 + start] += trials;
    return;
  }
  // Two levels when 2 × roll ≤ needed (half or less) or 2 × roll ≤ needed − 1 (less than half).
  const twoBelow = plan.halfOrLess ? needed : needed - 1;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    if (next === u.length) {
      fillUniforms(state, u);
      next = 0;
    }
    const roll = ((u[next++] * sides) | 0) + 1;
    const drop = ((needed - roll) >>> 31 ^ 1) + ((twoBelow - 2 * roll) >>> 31 ^ 1);
    c[drop]++;
    const after = start + drop;
    c[4 + (after > 4 ? 4 : after)]++;
  }
}
