import { fillUniforms } from '../../../../dice/fillUniforms.js';
import type { Kernel } from '../../../LegacyKernel.js';
import type { CommunicationRoll } from './communicationRoll.js';

const BUFFER = 2048;

/** Counter layout of a communication: pass, fail. */
export const COMMUNICATE_LAYOUT = { outcomes: ['pass', 'fail'], distributions: [] };

/** The Monte Carlo kernel of a COMMUNICATIONS roll (also TRANSFERRING ACTIONS). */
export function createCommunicateKernel(cell: CommunicationRoll): Kernel {
  const plan = { sides: cell.sides | 0, needed: cell.automatic ? -1 : cell.needed | 0, uniforms: new Float64Array(BUFFER) };
  return { layout: COMMUNICATE_LAYOUT, run: (state, trials, c) => runCommunications(plan, state, trials, c) };
}

function runCommunications(plan: { sides: number; needed: number; uniforms: Float64Array }, state: Uint32Array, trials: number, c: Float64Array): void {
  const { sides, needed, uniforms: u } = plan;
  if (needed < 0) {
    c[0] += trials;
    return;
  }
  let next = u.length;
  let passes = 0;
  for (let t = 0; t < trials; t++) {
    if (next === u.length) {
      fillUniforms(state, u);
      next = 0;
    }
    passes += (needed - (((u[next++] * sides) | 0) + 1)) >>> 31;
  }
  c[0] += passes;
  c[1] += trials - passes;
}
