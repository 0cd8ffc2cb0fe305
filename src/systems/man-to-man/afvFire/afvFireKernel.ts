import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { Kernel } from '../../LegacyKernel.js';
import type { AfvFireCell } from './AfvFireCell.js';
import { afvFireLayout } from './afvFireLayout.js';
import { afvShotOutcome, crewAfter, crewPasses } from './afvShotEffect.js';

const UNIFORM_BUFFER = 4096;
const PER_TRIAL = 10;

/**
 * The Monte Carlo kernel of AFV fire (8.2): the 3d6 hit roll on the Fire Control rating, criticals,
 * penetration, the 3d6 damage table and its d6, and the crew's morale test.
 */
export function createAfvFireKernel(cell: AfvFireCell): Kernel {
  const uniforms = new Float64Array(UNIFORM_BUFFER);
  const c = { ...cell };
  return { layout: afvFireLayout(), run: (state, trials, counters) => runAfvFireTrials(c, uniforms, state, trials, counters) };
}

function runAfvFireTrials(cell: AfvFireCell, u: Float64Array, rng: Uint32Array, trials: number, c: Float64Array): void {
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    if (next > u.length - PER_TRIAL) {
      fillUniforms(rng, u);
      next = 0;
    }
    const hit = ((u[next] * 6) | 0) + ((u[next + 1] * 6) | 0) + ((u[next + 2] * 6) | 0) + 3;
    const damage = ((u[next + 3] * 6) | 0) + ((u[next + 4] * 6) | 0) + ((u[next + 5] * 6) | 0) + 3;
    const d6 = ((u[next + 6] * 6) | 0) + 1;
    const morale = ((u[next + 7] * 6) | 0) + ((u[next + 8] * 6) | 0) + ((u[next + 9] * 6) | 0) + 3;
    next += PER_TRIAL;
    const outcome = afvShotOutcome(cell, hit, damage, d6);
    c[outcome]++;
    c[9 + crewAfter(cell, outcome, crewPasses(cell, morale))]++;
  }
}
