import { fillUniforms } from '../../../../dice/fillUniforms.js';
import type { Kernel } from '../../../LegacyKernel.js';
import { type ReactionTestCell, reactionTestLayout } from './ReactionTestCell.js';

const BUFFER = 2048;

/** The Monte Carlo kernel of a REACTION TEST: the quality die must exceed LV + threat level. */
export function createReactionTestKernel(cell: ReactionTestCell): Kernel {
  const plan = { sides: cell.sides | 0, needed: cell.needed | 0, uniforms: new Float64Array(BUFFER) };
  return { layout: reactionTestLayout(), run: (state, trials, c) => runReactionTests(plan, state, trials, c) };
}

function runReactionTests(
  plan: { sides: number; needed: number; uniforms: Float64Array },
  state: Uint32Array,
  trials: number,
  c: Float64Array,
): void {
  const { sides, needed, uniforms: u } = plan;
  let next = u.length;
  let passes = 0;
  for (let t = 0; t < trials; t++) {
    if (next === u.length) {
      fillUniforms(state, u);
      next = 0;
    }
    passes += (needed - (((u[next++] * sides) | 0) + 1)) >>> 31; // 1 when the roll exceeds
  }
  c[0] += passes;
  c[1] += trials - passes;
}
