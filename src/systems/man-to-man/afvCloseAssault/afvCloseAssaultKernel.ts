import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { Kernel } from '../../LegacyKernel.js';
import type { AfvCloseAssaultCell } from './AfvCloseAssaultCell.js';
import { afvCloseAssaultLayout } from './afvCloseAssaultLayout.js';

const UNIFORM_BUFFER = 4096;

/** The Monte Carlo kernel of a close assault on an AFV (8.2): one 3d6 roll against the close assault factor. */
export function createAfvCloseAssaultKernel(cell: AfvCloseAssaultCell): Kernel {
  const uniforms = new Float64Array(UNIFORM_BUFFER);
  const { factor, knockOutMax, failFrom } = cell;
  return { layout: afvCloseAssaultLayout(), run: (state, trials, c) => runCloseAssaultTrials(factor, knockOutMax, failFrom, uniforms, state, trials, c) };
}

function runCloseAssaultTrials(factor: number, knockOutMax: number, failFrom: number, u: Float64Array, rng: Uint32Array, trials: number, c: Float64Array): void {
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    if (next > u.length - 3) {
      fillUniforms(rng, u);
      next = 0;
    }
    const r = ((u[next++] * 6) | 0) + ((u[next++] * 6) | 0) + ((u[next++] * 6) | 0) + 3;
    const outcome = r <= knockOutMax ? 2 : r < failFrom && r <= factor ? 1 : 0;
    c[outcome]++;
  }
}
